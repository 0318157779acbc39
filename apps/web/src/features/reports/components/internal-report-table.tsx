/** The internal report (/admin/internal-report): applications of the range, searched by mobile or application id. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@saakh/domain/applications';
import { formatRupees } from '@saakh/domain/money';
import { applicationStages, type InternalReportRow } from '@saakh/domain/reporting';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { applicationStatusTones } from '@/lib/application-status';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { INTERNAL_REPORT_PATH, useInternalReport } from '../api/get-internal-report';
import type { ReportFiltersState } from '../hooks/use-report-filters';
import { formatIstDate, formatIstDateTime } from '../utils/dates';
import { exportHrefOf, reportTableResult } from '../utils/table-result';
import { ReportFilterBar } from './report-filter-bar';

export const internalReportListParams: ListParamsOptions<'stage' | 'status'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
  filters: ['stage', 'status'],
};

export type InternalReportTableProps = {
  filters: ReportFiltersState;
  params: ListParams<'stage' | 'status'>;
};

export function InternalReportTable({ filters, params }: InternalReportTableProps) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const query = filters.query ? { ...params.query, ...filters.query } : null;
  const report = useInternalReport(query);

  const columns = useMemo<DataTableColumn<InternalReportRow>[]>(
    () => [
      {
        id: 'application_id',
        header: t('internal.columns.application_id'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 150,
        cell: (row) => (
          <>
            {/* The reference the customer quotes on a call; the id under it for the lender files. */}
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {row.reference}
            </Typography>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            >
              {row.application_id}
            </Typography>
          </>
        ),
      },
      {
        id: 'created_at',
        header: t('internal.columns.created_at'),
        sortKey: 'created_at',
        minWidth: 150,
        cell: (row) => formatIstDateTime(row.created_at, language),
      },
      { id: 'customer_name', header: t('internal.columns.customer_name'), cell: (row) => row.customer_name ?? '—' },
      {
        id: 'mobile',
        header: t('internal.columns.mobile'),
        cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{row.mobile ?? '—'}</Box>,
      },
      { id: 'pan', header: t('internal.columns.pan'), hiddenByDefault: true, cell: (row) => row.pan ?? '—' },
      {
        id: 'product',
        header: t('internal.columns.product'),
        cell: (row) => t(`products.${row.product}`, { defaultValue: row.product }),
      },
      { id: 'partner_name', header: t('internal.columns.partner_name'), cell: (row) => row.partner_name ?? '—' },
      { id: 'lender_name', header: t('internal.columns.lender_name'), cell: (row) => row.lender_name },
      {
        id: 'status',
        header: t('internal.columns.status'),
        cell: (row) => <StatusChip label={t(`statuses.${row.status}`)} tone={applicationStatusTones[row.status]} />,
      },
      {
        id: 'amount',
        header: t('internal.columns.amount'),
        align: 'right',
        cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatRupees(row.amount)}</Box>,
      },
      {
        id: 'submitted_at',
        header: t('internal.columns.submitted_at'),
        minWidth: 150,
        cell: (row) => formatIstDateTime(row.submitted_at, language),
      },
      {
        id: 'disbursed_amount',
        header: t('internal.columns.disbursed_amount'),
        align: 'right',
        cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatRupees(row.disbursed_amount)}</Box>,
      },
      {
        id: 'disbursed_on',
        header: t('internal.columns.disbursed_on'),
        cell: (row) => formatIstDate(row.disbursed_on, language),
      },
      {
        id: 'expected_commission',
        header: t('internal.columns.expected_commission'),
        align: 'right',
        cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatRupees(row.expected_commission)}</Box>,
      },
      {
        id: 'lender_reference',
        header: t('internal.columns.lender_reference'),
        hiddenByDefault: true,
        cell: (row) => row.lender_reference ?? '—',
      },
    ],
    [t, language],
  );

  return (
    <>
      <ReportFilterBar filters={filters}>
        <FilterSelect
          label={t('internal.stage')}
          // Created is what the range means without a stage: the drill-down's stage=created shows as that choice.
          value={params.filters.stage === 'created' ? undefined : params.filters.stage}
          allLabel={t('stages.created')}
          options={applicationStages
            .filter((stage) => stage !== 'created')
            .map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))}
          onChange={(stage) => params.setFilter('stage', stage)}
        />
        <FilterSelect
          label={t('internal.status')}
          value={params.filters.status}
          allLabel={t('internal.allStatuses')}
          options={applicationStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(status) => params.setFilter('status', status)}
        />
      </ReportFilterBar>
      <ReadSourceNote source={report.data} />
      <DataTable
        id="internal-report"
        label={t('internal.tableLabel')}
        columns={columns}
        result={reportTableResult(report, query !== null)}
        rowKey={(row) => row.application_id}
        rowTestId={(row) => `application-row-${row.application_id}`}
        params={params}
        pageSizes={internalReportListParams.pageSizes}
        emptyTitle={query ? t('internal.empty') : t('filters.chooseRange')}
        emptyDescription={query ? t('internal.emptyHint') : undefined}
        searchLabel={t('internal.search')}
        exportHref={exportHrefOf(INTERNAL_REPORT_PATH, query)}
      />
    </>
  );
}
