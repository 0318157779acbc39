/** The dashboard's key figures: each with its change on the same number of days before, and the list behind it. */
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { daysIn } from '@saakh/domain/date-ranges';
import type { Dashboard } from '@saakh/domain/reporting';
import { dashboardKpis, isEventMetric } from '@saakh/domain/report-terms';
import { StatCard } from '@/components/ui/stat-card';
import type { ReportFilterQuery } from '../hooks/use-report-filters';
import { kpiLink } from '../utils/drill-down';
import { formatChange, formatFigure, isMoneyMetric } from '../utils/figures';

export type DashboardKpisProps = {
  /** Undefined while the first answer loads (the cards show skeletons). */
  dashboard: Dashboard | undefined;
  filters: ReportFilterQuery;
};

export function DashboardKpis({ dashboard, filters }: DashboardKpisProps) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const days = dashboard ? daysIn(dashboard.range) : 0;
  const describeChange = (change: number) => {
    const formatted = formatChange(change);
    return {
      text: formatted.text,
      spoken: t(`kpi.change.${formatted.direction}`, {
        percent: formatted.percent,
        period: t('kpi.previousPeriod', { count: days }),
      }),
    };
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {t('dashboard.kpisTitle')}
      </Typography>
      <Grid container spacing={2}>
        {dashboardKpis.map((kpi) => {
          const figure = dashboard?.kpis[kpi];
          // An event figure under a lender filter: visits happen before any lender is chosen.
          const unsplit = figure !== undefined && figure.value === null;
          return (
            <Grid key={kpi} size={{ xs: isMoneyMetric(kpi) ? 12 : 6, sm: 6, md: 4, lg: 3 }}>
              <StatCard
                label={t(`kpi.label.${kpi}`)}
                value={figure?.value}
                previous={unsplit ? undefined : (figure?.previous ?? null)}
                format={(value) => formatFigure(kpi, value)}
                describeChange={describeChange}
                note={unsplit ? t(isEventMetric(kpi) ? 'kpi.notSplitByLender' : 'kpi.notSplit') : undefined}
                to={unsplit ? undefined : kpiLink(kpi, filters)}
                loading={!dashboard}
                headingLevel="h3"
              />
            </Grid>
          );
        })}
      </Grid>
    </section>
  );
}
