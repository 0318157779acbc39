import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grievance } from '@saakh/domain/grievances';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { StatusChip } from '@/components/ui/status-chip';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useGrievance } from '../api/get-grievance';
import { useGrievanceOfficer } from '../api/get-grievance-officer';
import { useReplyGrievance } from '../api/reply-grievance';
import { grievanceStatusTones, OMBUDSMAN_FALLBACK } from '../utils/grievance-tones';
import { GrievanceTimeline } from './grievance-timeline';
import { OmbudsmanBlock } from './ombudsman-block';

export type ComplaintDetailProps = { reference: string };

/** One complaint as its customer follows it: the facts, the timeline, the answer to accept or reject, the Ombudsman. */
export function ComplaintDetail({ reference }: ComplaintDetailProps) {
  const { t } = useTranslation('grievances');
  const grievance = useGrievance(reference);
  if (grievance.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('detail.loading')} />;
  if (grievance.isError) {
    const missing = grievance.error instanceof ApiError && grievance.error.status === 404;
    return missing ? (
      <ErrorState message={t('detail.notFound')} />
    ) : (
      <ErrorState error={grievance.error} onRetry={() => void grievance.refetch()} />
    );
  }
  return <ComplaintView grievance={grievance.data} />;
}

export type ComplaintViewProps = { grievance: Grievance };

export function ComplaintView({ grievance }: ComplaintViewProps) {
  const { t, i18n } = useTranslation('grievances');
  const officer = useGrievanceOfficer();
  const reply = useReplyGrievance();
  const [replyError, setReplyError] = useState<string | null>(null);
  const ombudsman = officer.data?.ombudsman ?? OMBUDSMAN_FALLBACK;
  const answer = (accept: boolean) => {
    setReplyError(null);
    reply.mutate(
      { reference: grievance.reference, accept },
      { onError: (error) => setReplyError(errorMessage(error, t('detail.replyFailed'))) },
    );
  };
  const canReply = grievance.status === 'answered' && grievance.answer !== null;

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {t('detail.summary')}
          </Typography>
          <StatusChip label={t(`statuses.${grievance.status}`)} tone={grievanceStatusTones[grievance.status]} />
        </Stack>
        <FactList
          facts={[
            [t('list.category'), t(`categories.${grievance.category}`)],
            [t('list.filed'), formatDateTime(grievance.filedAt, i18n.language)],
            [t('list.due'), formatDate(grievance.dueOn, i18n.language)],
            [t('detail.lender'), grievance.lenderName ?? t('detail.none')],
            [t('detail.application'), grievance.applicationReference ?? t('detail.none')],
          ]}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('detail.description')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {grievance.description}
        </Typography>
      </Paper>

      {grievance.answer ? (
        <Paper variant="outlined" component="section" aria-labelledby="answer-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="answer-title" variant="h6" component="h2">
            {t('detail.answer')}
          </Typography>
          {grievance.answeredAt ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('detail.answeredOn', { date: formatDateTime(grievance.answeredAt, i18n.language) })}
            </Typography>
          ) : null}
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="complaint-answer">
            {grievance.answer}
          </Typography>
          {canReply ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('detail.replyQuestion')}
              </Typography>
              {replyError ? (
                <Alert severity="error" role="alert" sx={{ mb: 1 }}>
                  {replyError}
                </Alert>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  color="success"
                  disabled={reply.isPending}
                  loading={reply.isPending && reply.variables?.accept === true}
                  onClick={() => answer(true)}
                >
                  {t('detail.accept')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={reply.isPending}
                  loading={reply.isPending && reply.variables?.accept === false}
                  onClick={() => answer(false)}
                >
                  {t('detail.reject')}
                </Button>
              </Stack>
            </Box>
          ) : null}
        </Paper>
      ) : null}

      {grievance.ombudsmanOpen ? <OmbudsmanBlock portal={ombudsman.portal} tollFree={ombudsman.tollFree} /> : null}

      <Paper variant="outlined" component="section" aria-labelledby="timeline-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="timeline-title" variant="h6" component="h2" gutterBottom>
          {t('detail.timeline')}
        </Typography>
        <GrievanceTimeline events={grievance.events} headingId="timeline-title" />
      </Paper>
    </Stack>
  );
}
