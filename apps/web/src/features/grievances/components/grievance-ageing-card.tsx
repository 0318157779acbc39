import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { grievanceAgeingBands } from '@saakh/domain/grievance-terms';
import { Chart } from '@/components/ui/chart';
import { ErrorState } from '@/components/ui/error-state';
import { useGrievanceAgeing } from '../api/get-grievance-ageing';

export type GrievanceAgeingCardProps = { queuePath: string };

/** The dashboard's open complaints by age band, with the way into the queue (overdue ones first). */
export function GrievanceAgeingCard({ queuePath }: GrievanceAgeingCardProps) {
  const { t } = useTranslation('grievances-admin');
  const ageing = useGrievanceAgeing();
  const counts = grievanceAgeingBands.map((band) => ageing.data?.bands.find((item) => item.band === band)?.count ?? 0);
  const overdue = counts[grievanceAgeingBands.indexOf('overdue')] ?? 0;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="grievance-ageing-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="grievance-ageing-title">
          {t('ageing.title')}
        </Typography>
        {ageing.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="grievance-ageing-open">
            {t('ageing.open', { count: ageing.data.open })}
          </Typography>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('ageing.description')}
      </Typography>
      {ageing.isError ? (
        <ErrorState error={ageing.error} onRetry={() => void ageing.refetch()} />
      ) : (
        <Chart
          kind="bar"
          title={t('ageing.title')}
          xLabels={grievanceAgeingBands.map((band) => t(`ageing.bands.${band}`))}
          series={[{ label: t('ageing.complaints'), data: counts, tone: 'warning' }]}
          loading={ageing.isPending}
          height={220}
          emptyTitle={t('ageing.empty')}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={queuePath}>
          {t('ageing.openQueue')}
        </Link>
        {overdue > 0 ? (
          <Link component={RouterLink} to={`${queuePath}?overdue=1`} color="error">
            {t('ageing.openOverdue', { count: overdue })}
          </Link>
        ) : null}
      </Stack>
    </Paper>
  );
}
