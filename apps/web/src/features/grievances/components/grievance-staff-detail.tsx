import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrievanceDetail } from '@saakh/domain/grievances';
import { ErrorState } from '@/components/ui/error-state';
import { FactList } from '@/components/ui/fact-list';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import { useGrievanceDetail } from '../api/get-grievance-detail';
import { grievanceStatusTones } from '../utils/grievance-tones';
import { GrievanceActionDialog, type GrievanceAction } from './grievance-action-dialog';
import { DaysLeft } from './grievance-queue-table';
import { GrievanceTimeline } from './grievance-timeline';

/** Which actions a complaint still takes: a settled one takes only notes. */
function actionsFor(detail: GrievanceDetail): GrievanceAction[] {
  if (detail.status === 'closed' || detail.status === 'resolved') return ['note'];
  if (detail.status === 'answered' || detail.status === 'rejected') return ['answer', 'note', 'close'];
  return ['forward', 'answer', 'note', 'close'];
}

export type GrievanceStaffDetailProps = { id: number };

/** One complaint for staff: whose and what, its clock, the timeline with notes, and the actions on it. */
export function GrievanceStaffDetail({ id }: GrievanceStaffDetailProps) {
  const { t, i18n } = useTranslation(['grievances-admin', 'grievances']);
  const detail = useGrievanceDetail(id);
  const [action, setAction] = useState<GrievanceAction | null>(null);
  if (detail.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('loading')} />;
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  const grievance = detail.data;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace' }}>
            {grievance.reference}
          </Typography>
          <StatusChip
            label={t(`statuses.${grievance.status}`, { ns: 'grievances' })}
            tone={grievanceStatusTones[grievance.status]}
          />
          <DaysLeft row={grievance} />
        </Stack>
        <FactList
          facts={[
            [t('columns.category'), t(`categories.${grievance.category}`, { ns: 'grievances' })],
            [t('customer'), grievance.customerName ?? '—'],
            [t('columns.mobile'), grievance.mobile],
            [t('language'), t(`languages.${grievance.language}`)],
            [t('columns.lender'), grievance.lenderName ?? '—'],
            [t('nodalEmail'), grievance.lenderNodalEmail ?? t('noNodalEmail')],
            [t('columns.application'), grievance.applicationReference ?? '—'],
            [t('columns.filed'), formatDateTime(grievance.filedAt, i18n.language)],
            [t('columns.due'), formatDate(grievance.dueOn, i18n.language)],
          ]}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('description')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {grievance.description}
        </Typography>
        {grievance.answer ? (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              {t('answer')}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {grievance.answer}
            </Typography>
          </>
        ) : null}
        <Box component="nav" aria-label={t('actionsLabel')} sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actionsFor(grievance).map((item) => (
            <Button
              key={item}
              variant={item === 'answer' ? 'contained' : 'outlined'}
              color={item === 'close' ? 'error' : 'primary'}
              onClick={() => setAction(item)}
            >
              {t(`actions.${item}`)}
            </Button>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="staff-timeline-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="staff-timeline-title" variant="h6" component="h2" gutterBottom>
          {t('timeline')}
        </Typography>
        <GrievanceTimeline events={grievance.events} headingId="staff-timeline-title" />
      </Paper>
      {action ? <GrievanceActionDialog grievance={grievance} action={action} onClose={() => setAction(null)} /> : null}
    </Stack>
  );
}
