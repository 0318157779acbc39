/** How the period's jobs went: a figure per status and a chart of jobs written, completed and failed. */
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@saakh/domain/jobs';
import { Chart } from '@/components/ui/chart';
import { ErrorState } from '@/components/ui/error-state';
import { StatCard } from '@/components/ui/stat-card';
import { errorMessage } from '@/lib/api-client';
import { useJobsOverview, type JobsOverviewQuery } from '../api/get-jobs-overview';

const shown: { status: JobStatus; goodWhen: 'up' | 'down' }[] = [
  { status: 'completed', goodWhen: 'up' },
  { status: 'failed', goodWhen: 'down' },
  { status: 'queued', goodWhen: 'down' },
  { status: 'running', goodWhen: 'up' },
];

export type JobsOverviewProps = {
  query: JobsOverviewQuery;
  /** Opens the list filtered by a status. */
  statusLink: (status: JobStatus) => string;
};

export function JobsOverviewPanel({ query, statusLink }: JobsOverviewProps) {
  const { t } = useTranslation('admin');
  const overview = useJobsOverview(query);
  if (overview.isError) {
    return (
      <ErrorState
        message={errorMessage(overview.error, t('jobs.loadFailed'))}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  const labels = (data?.points ?? []).map((point) =>
    data?.unit === 'hour' ? `${point.at.slice(11, 16)}` : point.at.slice(5),
  );
  return (
    <Grid container spacing={2}>
      {shown.map(({ status, goodWhen }) => (
        <Grid key={status} size={{ xs: 6, md: 3 }}>
          <StatCard
            label={t(`jobs.status.${status}`)}
            value={data?.counts[status]}
            goodWhen={goodWhen}
            loading={overview.isPending}
            to={statusLink(status)}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(data?.unit === 'day' ? 'jobs.chartByDay' : 'jobs.chartByHour')}
          </Typography>
          <Chart
            kind="bar"
            title={t(data?.unit === 'day' ? 'jobs.chartByDay' : 'jobs.chartByHour')}
            xLabels={labels}
            series={[
              {
                label: t('jobs.status.completed'),
                data: (data?.points ?? []).map((p) => p.completed),
                tone: 'success',
              },
              { label: t('jobs.status.failed'), data: (data?.points ?? []).map((p) => p.failed), tone: 'error' },
              {
                label: t('jobs.unfinished'),
                data: (data?.points ?? []).map((p) => p.written - p.completed - p.failed),
                tone: 'info',
              },
            ]}
            stacked
            loading={overview.isPending}
            emptyTitle={t('jobs.chartEmpty')}
            emptyDescription={t('jobs.chartEmptyHint')}
          />
        </Paper>
      </Grid>
    </Grid>
  );
}
