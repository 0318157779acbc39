/**
 * The dashboard's charts: the funnel from visit to disbursal, and the range day by day. The chart kit gives each a
 * table of the same numbers for screen readers; this adds a sentence under each saying what it shows.
 */
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@saakh/domain/reporting';
import { Chart, type ChartSeries } from '@/components/ui/chart';
import { formatShortDay } from '../utils/dates';
import { formatCount } from '../utils/figures';

type ChartPanelProps = { title: string; description: string; children: ReactNode };

function ChartPanel({ title, description, children }: ChartPanelProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

export type DashboardChartsProps = {
  dashboard: Dashboard | undefined;
  /** Whether a lender filter is set: the visit steps are then left out, since no lender is part of a visit. */
  byLender: boolean;
};

export function DashboardCharts({ dashboard, byLender }: DashboardChartsProps) {
  const { t, i18n } = useTranslation('reports');
  const loading = !dashboard;

  const funnel = (dashboard?.funnel ?? []).filter(
    (step): step is { step: (typeof step)['step']; value: number } => step.value !== null,
  );
  const trend = dashboard?.trend ?? [];
  const trendSeries: ChartSeries[] = [
    ...(byLender
      ? []
      : [{ label: t('kpi.label.visitors'), data: trend.map((p) => p.visitors), tone: 'info' as const }]),
    { label: t('kpi.label.applications'), data: trend.map((p) => p.applications), tone: 'primary' },
    { label: t('kpi.label.approved'), data: trend.map((p) => p.approved), tone: 'secondary' },
    { label: t('kpi.label.disbursed'), data: trend.map((p) => p.disbursed), tone: 'success' },
  ];

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel
          title={t('charts.funnelTitle')}
          description={byLender ? t('charts.funnelByLender') : t('charts.funnelDescription')}
        >
          <Chart
            kind="bar"
            layout="horizontal"
            title={t('charts.funnelTitle')}
            xLabels={funnel.map((step) => t(`funnel.${step.step}`))}
            series={[{ label: t('charts.customers'), data: funnel.map((step) => step.value) }]}
            loading={loading}
            valueFormat={formatCount}
            emptyTitle={t('charts.empty')}
            emptyDescription={t('charts.emptyHint')}
          />
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartPanel title={t('charts.trendTitle')} description={t('charts.trendDescription')}>
          <Chart
            kind="line"
            title={t('charts.trendTitle')}
            xLabels={trend.map((point) => formatShortDay(point.day, i18n.language))}
            series={trendSeries}
            loading={loading}
            valueFormat={formatCount}
            emptyTitle={t('charts.empty')}
            emptyDescription={t('charts.emptyHint')}
          />
        </ChartPanel>
      </Grid>
    </Grid>
  );
}
