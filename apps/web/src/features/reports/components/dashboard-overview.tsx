/**
 * The dashboard below its filter bar: when the figures were counted, the key figures, the charts and the tables by
 * lender, partner and product. A range in which nothing happened is explained instead of shown as zeros.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Dashboard } from '@saakh/domain/reporting';
import { formatDayRange } from '@/components/ui/date-range-presets';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { RenderLater } from '@/components/ui/render-later';
import { useDashboard } from '../api/get-dashboard';
import type { ReportFilterQuery } from '../hooks/use-report-filters';
import { reportLink } from '../utils/drill-down';
import { formatIstDateTime } from '../utils/dates';
import { BreakdownTable } from './breakdown-table';
import { DashboardCharts } from './dashboard-charts';
import { DashboardKpis } from './dashboard-kpis';

/** The place the three tables hold until they are drawn: about their height with a few rows each. */
const TABLES_PLACE_HEIGHT = 1200;

type LenderRow = Dashboard['byLender'][number];
type PartnerRow = Dashboard['byPartner'][number];
type ProductRow = Dashboard['byProduct'][number];

export type DashboardOverviewProps = {
  /** Null while the custom range is incomplete: the filter bar says what is missing. */
  filters: ReportFilterQuery | null;
  /** Whether the role may open the products and lender × product reports (role 1). */
  canOpenProductReports: boolean;
};

/**
 * When the figures were counted. Always there, a line high: the line comes with the figures without pushing the page
 * down (it moved the cards and charts 44 px), and a live region present from the start is announced when it fills.
 */
function FreshnessLine({ dashboard }: { dashboard: Dashboard | undefined }) {
  const { t, i18n } = useTranslation('reports');
  return (
    <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 20 }}>
      {dashboard ? (
        <Typography variant="body2" color="text.secondary">
          {dashboard.refreshedAt
            ? t('dashboard.refreshedAt', { time: formatIstDateTime(dashboard.refreshedAt, i18n.language) })
            : t('dashboard.notCounted')}
        </Typography>
      ) : null}
      {dashboard && dashboard.pendingDays > 0 ? (
        <Typography
          variant="body2"
          color="info.dark"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
          data-testid="dashboard-pending"
        >
          <CircularProgress size={14} aria-hidden />
          {t('dashboard.counting', { count: dashboard.pendingDays })}
        </Typography>
      ) : null}
    </Box>
  );
}

export function DashboardOverview({ filters, canOpenProductReports }: DashboardOverviewProps) {
  const { t, i18n } = useTranslation('reports');
  const { t: tKit } = useTranslation('kit');
  const dashboard = useDashboard(filters);
  // The tables by lender, partner and product sit below the figures and charts (two screens down on a phone): they
  // are drawn as their place nears the screen, or once the reader moves by Tab (issue 34).
  const tablesPlace = useRef<HTMLDivElement>(null);
  // Deferred: the figures, charts and tables, the page's largest render, run in slices after the answer (issue 34).
  const data = useDeferredValue(dashboard.data);

  const lenderName = useCallback((row: LenderRow) => row.name, []);
  const lenderDrill = useCallback((row: LenderRow) => ({ lenderId: row.lender_id }), []);
  const partnerName = useCallback((row: PartnerRow) => row.name ?? t('tables.noPartner'), [t]);
  const partnerDrill = useCallback(
    (row: PartnerRow) => (row.partner_id === null ? null : { partnerId: row.partner_id }),
    [],
  );
  const productName = useCallback((row: ProductRow) => t(`products.${row.product}`), [t]);
  const productDrill = useCallback((row: ProductRow) => ({ product: row.product }), []);

  if (!filters) return null;
  if (dashboard.isError && !data) {
    return <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  }

  const reportButton = (path: 'products-report' | 'vendors-products-report', label: string) =>
    canOpenProductReports ? (
      <Button size="small" component={RouterLink} to={reportLink(path, filters)}>
        {label}
      </Button>
    ) : undefined;

  return (
    <Stack spacing={3} aria-busy={dashboard.isFetching}>
      <FreshnessLine dashboard={data} />
      <ReadSourceNote source={data} />
      {dashboard.isError ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              {t('dashboard.retry')}
            </Button>
          }
        >
          {t('dashboard.refreshFailed')}
        </Alert>
      ) : null}
      {data?.empty ? (
        <Box data-testid="dashboard-empty">
          <EmptyState
            title={t('dashboard.emptyTitle')}
            description={t('dashboard.emptyDescription', { range: formatDayRange(data.range, i18n.language) })}
          />
        </Box>
      ) : (
        <>
          <DashboardKpis dashboard={data} filters={filters} />
          <DashboardCharts dashboard={data} byLender={filters.lenderId !== undefined} />
          {data ? (
            <Box ref={tablesPlace}>
              <RenderLater
                until="visible"
                near={tablesPlace}
                fallback={
                  <Skeleton
                    variant="rounded"
                    height={TABLES_PLACE_HEIGHT}
                    role="progressbar"
                    aria-label={tKit('table.loading')}
                  />
                }
              >
                <Grid container spacing={3}>
                  <Grid size={12}>
                    <BreakdownTable
                      id="dashboard-by-lender"
                      title={t('tables.byLender')}
                      nameHeader={t('tables.lender')}
                      rows={data.byLender}
                      rowKey={(row) => row.lender_id}
                      name={lenderName}
                      drillDown={lenderDrill}
                      filters={filters}
                      action={reportButton('vendors-products-report', t('tables.openVendorsProductsReport'))}
                    />
                  </Grid>
                  <Grid size={12}>
                    <BreakdownTable
                      id="dashboard-by-partner"
                      title={t('tables.byPartner')}
                      nameHeader={t('tables.partner')}
                      rows={data.byPartner}
                      rowKey={(row) => row.partner_id ?? 0}
                      name={partnerName}
                      drillDown={partnerDrill}
                      filters={filters}
                    />
                  </Grid>
                  <Grid size={12}>
                    <BreakdownTable
                      id="dashboard-by-product"
                      title={t('tables.byProduct')}
                      nameHeader={t('tables.product')}
                      rows={data.byProduct}
                      rowKey={(row) => row.product}
                      name={productName}
                      drillDown={productDrill}
                      filters={filters}
                      action={reportButton('products-report', t('tables.openProductsReport'))}
                    />
                  </Grid>
                </Grid>
              </RenderLater>
            </Box>
          ) : null}
        </>
      )}
    </Stack>
  );
}
