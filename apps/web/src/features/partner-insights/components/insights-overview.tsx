/**
 * The partner's dashboard below its filters: key figures and earnings with their change on the period before, the
 * funnel and the days of the period. A period in which nothing happened is explained instead of shown as zeros.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { daysIn } from '@saakh/domain/date-ranges';
import { formatRupees } from '@saakh/domain/money';
import { ledgerStatuses } from '@saakh/domain/ledger-statuses';
import { partnerKpis } from '@saakh/domain/partner-insight-terms';
import type { PartnerDashboard } from '@saakh/domain/partner-insights';
import { Chart } from '@/components/ui/chart';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { StatCard } from '@/components/ui/stat-card';
import { formatDateTime } from '@/lib/format';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { usePartnerDashboard, type InsightRangeQuery } from '../api/get-partner-dashboard';

const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}

function ChartPanel({ title, description, children }: { title: string; description: string; children: ReactNode }) {
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

export type InsightsOverviewProps = {
  /** Null while a custom range is incomplete (the range picker says what is missing). */
  query: InsightRangeQuery | null;
};

export function InsightsOverview({ query }: InsightsOverviewProps) {
  const { t, i18n } = useTranslation('partner-insights');
  const dashboard = usePartnerDashboard(query);
  // Deferred: the figures' render, the page's largest, runs in slices after the answer arrives (issue 34).
  const data: PartnerDashboard | undefined = useDeferredValue(dashboard.data);
  if (!query) return null;
  if (dashboard.isError && !data) {
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }
  const days = data ? daysIn(data.range) : 0;
  const describeChange = (change: number) => {
    const rounded = Math.abs(change) >= 10 ? Math.round(Math.abs(change)) : Math.round(Math.abs(change) * 10) / 10;
    const sign = change > 0 ? '+' : change < 0 ? '−' : '';
    const text = `${sign}${rounded}%`;
    return { text, spoken: t('kpi.change', { sign, percent: rounded, days }) };
  };
  const money = (value: number) => formatRupees(value);

  return (
    <Stack spacing={3}>
      <ReadSourceNote source={data} />
      {/* Always there, a line high: the time of the figures comes with them without pushing the page down, and a
          live region present from the start is announced when it fills. */}
      <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minHeight: 20 }}>
        {data?.refreshedAt ? (
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.refreshed', { time: formatDateTime(data.refreshedAt, i18n.language) })}
          </Typography>
        ) : null}
        {data && data.pendingDays > 0 ? (
          <Typography
            variant="body2"
            color="status.info"
            sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}
          >
            <CircularProgress size={14} aria-hidden />
            {t('dashboard.counting')}
          </Typography>
        ) : null}
      </Box>
      {data?.empty ? <EmptyState title={t('dashboard.empty')} description={t('dashboard.emptyDescription')} /> : null}
      <Section title={t('dashboard.kpisTitle')}>
        <Grid container spacing={2}>
          {partnerKpis.map((kpi) => (
            <Grid key={kpi} size={{ xs: 6, md: 4, lg: 2 }}>
              <StatCard
                label={t(`kpi.${kpi}`)}
                value={data?.kpis[kpi].value}
                previous={data?.kpis[kpi].previous ?? null}
                format={kpi === 'disbursed_amount' ? money : (value) => counts.format(value)}
                describeChange={describeChange}
                loading={!data}
                headingLevel="h3"
              />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section title={t('dashboard.earningsTitle')}>
        <Grid container spacing={2}>
          {ledgerStatuses.map((status) => (
            <Grid key={status} size={{ xs: 12, sm: 4 }}>
              <StatCard
                label={t(`kpi.${status}`)}
                value={data?.earnings[status].value}
                previous={data?.earnings[status].previous ?? null}
                format={money}
                describeChange={describeChange}
                loading={!data}
                headingLevel="h3"
                to={`/partner/reports?tab=statement`}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartPanel title={t('dashboard.funnelTitle')} description={t('dashboard.funnelDescription')}>
            <Chart
              kind="bar"
              layout="horizontal"
              title={t('dashboard.funnelTitle')}
              xLabels={(data?.funnel ?? []).map((step) => t(`funnel.${step.step}`))}
              series={[{ label: t('funnelBuilder.columns.value'), data: (data?.funnel ?? []).map((s) => s.value) }]}
              loading={!data}
              emptyTitle={t('dashboard.chartEmpty')}
            />
          </ChartPanel>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ChartPanel title={t('dashboard.trendTitle')} description={t('dashboard.trendDescription')}>
            <Chart
              kind="line"
              title={t('dashboard.trendTitle')}
              xLabels={(data?.trend ?? []).map((point) => point.day.slice(5))}
              series={[
                { label: t('kpi.applications'), data: (data?.trend ?? []).map((p) => p.applications), tone: 'primary' },
                { label: t('kpi.approved'), data: (data?.trend ?? []).map((p) => p.approved), tone: 'secondary' },
                { label: t('kpi.disbursed'), data: (data?.trend ?? []).map((p) => p.disbursed), tone: 'success' },
              ]}
              loading={!data}
              emptyTitle={t('dashboard.chartEmpty')}
            />
          </ChartPanel>
        </Grid>
      </Grid>
    </Stack>
  );
}
