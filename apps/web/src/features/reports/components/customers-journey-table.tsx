/**
 * The customers' journeys (/admin/customers-journey): who came in the range, how far each got and from which
 * campaign; a customer's name opens their timeline.
 */
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { journeySteps, type JourneyRow } from '@saakh/domain/reporting';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { CUSTOMERS_JOURNEY_PATH, useCustomersJourney } from '../api/get-customers-journey';
import type { ReportFiltersState } from '../hooks/use-report-filters';
import { formatIstDateTime } from '../utils/dates';
import { formatCount } from '../utils/figures';
import { exportHrefOf, reportTableResult } from '../utils/table-result';
import { CustomerTimelineDrawer } from './customer-timeline-drawer';
import { JourneySteps } from './journey-steps';
import { ReportFilterBar } from './report-filter-bar';

export const customersJourneyListParams: ListParamsOptions<'step'> = {
  defaultSort: '-last_seen_at',
  sorts: ['last_seen_at', '-last_seen_at'],
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  filters: ['step'],
};

export type CustomersJourneyTableProps = {
  /** The shared filters without a lender (no lender is part of a visit). */
  filters: ReportFiltersState;
  params: ListParams<'step'>;
};

export function CustomersJourneyTable({ filters, params }: CustomersJourneyTableProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const query = filters.query ? { ...params.query, ...filters.query } : null;
  const journeys = useCustomersJourney(query);
  const [open, setOpen] = useState<{ userId: number; name: string } | null>(null);

  const columns = useMemo<DataTableColumn<JourneyRow>[]>(() => {
    const nameOf = (row: JourneyRow) => row.customer_name ?? row.mobile ?? t('journeys.customer', { id: row.user_id });
    return [
      {
        id: 'customer_name',
        header: t('journeys.columns.customer_name'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 160,
        cell: (row) => (
          <Button
            size="small"
            sx={{ textAlign: 'left', justifyContent: 'flex-start', textTransform: 'none', px: 0.5 }}
            aria-label={t('journeys.openTimeline', { name: nameOf(row) })}
            onClick={() => setOpen({ userId: row.user_id, name: nameOf(row) })}
          >
            {nameOf(row)}
          </Button>
        ),
      },
      { id: 'mobile', header: t('journeys.columns.mobile'), cell: (row) => row.mobile ?? '—' },
      {
        id: 'furthest_step',
        header: t('journeys.columns.furthest_step'),
        cell: (row) => <JourneySteps steps={row.steps} furthest={row.furthest_step} />,
      },
      { id: 'partner_name', header: t('journeys.columns.partner_name'), cell: (row) => row.partner_name ?? '—' },
      {
        id: 'product',
        header: t('journeys.columns.product'),
        cell: (row) => (row.product ? t(`products.${row.product}`, { defaultValue: row.product }) : '—'),
      },
      { id: 'utm_source', header: t('journeys.columns.utm_source'), cell: (row) => row.utm_source ?? '—' },
      { id: 'utm_campaign', header: t('journeys.columns.utm_campaign'), cell: (row) => row.utm_campaign ?? '—' },
      {
        id: 'first_seen_at',
        header: t('journeys.columns.first_seen_at'),
        minWidth: 150,
        hiddenByDefault: true,
        cell: (row) => formatIstDateTime(row.first_seen_at, language),
      },
      {
        id: 'last_seen_at',
        header: t('journeys.columns.last_seen_at'),
        sortKey: 'last_seen_at',
        minWidth: 150,
        cell: (row) => formatIstDateTime(row.last_seen_at, language),
      },
      {
        id: 'events',
        header: t('journeys.columns.events'),
        align: 'right',
        cell: (row) => formatCount(row.events),
      },
      {
        id: 'applications',
        header: t('journeys.columns.applications'),
        align: 'right',
        cell: (row) => formatCount(row.applications),
      },
    ];
  }, [t, language]);

  return (
    <>
      <ReportFilterBar filters={filters} lender={false}>
        <FilterSelect
          label={t('journeys.step')}
          value={params.filters.step}
          allLabel={t('journeys.allSteps')}
          options={journeySteps.map((step) => ({ value: step, label: t(`journeySteps.${step}`) }))}
          onChange={(step) => params.setFilter('step', step)}
        />
      </ReportFilterBar>
      <ReadSourceNote source={journeys.data} />
      <DataTable
        id="customers-journey"
        label={t('journeys.tableLabel')}
        columns={columns}
        result={reportTableResult(journeys, query !== null)}
        rowKey={(row) => row.user_id}
        rowTestId={(row) => `journey-row-${row.user_id}`}
        params={params}
        pageSizes={customersJourneyListParams.pageSizes}
        emptyTitle={query ? t('journeys.empty') : t('filters.chooseRange')}
        emptyDescription={query ? t('journeys.emptyHint') : undefined}
        searchLabel={t('journeys.search')}
        exportHref={exportHrefOf(CUSTOMERS_JOURNEY_PATH, query)}
      />
      <CustomerTimelineDrawer userId={open?.userId ?? null} name={open?.name ?? ''} onClose={() => setOpen(null)} />
    </>
  );
}
