/** "My queue": leads due now and callbacks later today, and "Next customer", which opens the next due lead. */
import PhoneForwardedIcon from '@/components/ui/icons/PhoneForwarded';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { toast } from '@/lib/toast';
import { useMyQueue } from '../api/get-my-queue';
import { useTakeNextLead } from '../api/take-next-lead';
import { LeadList } from './lead-list';

export type MyQueueProps = { onOpen: (leadId: number) => void };

export function MyQueue({ onOpen }: MyQueueProps) {
  const { t } = useTranslation('telecalling');
  const queue = useMyQueue();
  const next = useTakeNextLead();

  const takeNext = async () => {
    const answer = await next.mutateAsync();
    if (answer.data.lead) onOpen(answer.data.lead.id);
    else toast(t('noneDue'), 'info');
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography>{queue.data ? t('waiting', { count: queue.data.waiting }) : t('queueIntro')}</Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<PhoneForwardedIcon />}
            onClick={() => void takeNext().catch(() => undefined)}
            disabled={next.isPending}
          >
            {t('nextCustomer')}
          </Button>
        </Stack>
      </Paper>
      {queue.isPending ? (
        <PageLoader minHeight={160} />
      ) : queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <section aria-labelledby="due-now-title">
            <Typography id="due-now-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              {t('dueNow', { count: queue.data.dueNow.length })}
            </Typography>
            <LeadList
              label={t('dueNowLabel')}
              leads={queue.data.dueNow}
              emptyTitle={t('dueNowEmpty')}
              onOpen={(lead) => onOpen(lead.id)}
            />
          </section>
          <section aria-labelledby="later-title">
            <Typography id="later-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
              {t('laterToday', { count: queue.data.laterToday.length })}
            </Typography>
            <LeadList
              label={t('laterTodayLabel')}
              leads={queue.data.laterToday}
              emptyTitle={t('laterTodayEmpty')}
              onOpen={(lead) => onOpen(lead.id)}
            />
          </section>
        </>
      )}
    </Stack>
  );
}
