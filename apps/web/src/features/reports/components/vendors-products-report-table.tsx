/** The lender × product report (/admin/vendors-products-report, role 1): each lender's figures per product. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@saakh/domain/money';
import type { VendorsProductsReportRow } from '@saakh/domain/reporting';
import { breakdownMetrics } from '@saakh/domain/report-terms';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { VENDORS_PRODUCTS_REPORT_PATH, useVendorsProductsReport } from '../api/get-vendors-products-report';
import type { ReportFiltersState } from '../hooks/use-report-filters';
import { applicationsLink } from '../utils/drill-down';
import { formatFigure, formatHours, formatPercent } from '../utils/figures';
import { exportHrefOf, reportTableResult } from '../utils/table-result';

import { FigureLink } from './figure-link';
import { ReportFilterBar } from './report-filter-bar';

export const vendorsProductsReportListParams: ListParamsOptions<never> = {
  defaultSort: 'lender_name',
  sorts: ['lender_name', 'product', 'applications', 'disbursed', 'disbursed_amount', 'approval_rate'].flatMap((key) => [
    key,
    `-${key}`,
  ]),
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
};

const sortable = new Set(['applications', 'disbursed', 'disbursed_amount']);

export type VendorsProductsReportTableProps = {
  filters: ReportFiltersState;
  params: ListParams<never>;
};

export function VendorsProductsReportTable({ filters, params }: VendorsProductsReportTableProps) {
  const { t } = useTranslation('reports');
  const query = filters.query ? { ...params.query, ...filters.query } : null;
  const report = useVendorsProductsReport(query);
  const drillFilters = filters.query;

  const columns = useMemo<DataTableColumn<VendorsProductsReportRow>[]>(
    () => [
      {
        id: 'lender_name',
        header: t('tables.lender'),
        sortKey: 'lender_name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 140,
        cell: (row) => row.lender_name,
      },
      {
        id: 'product',
        header: t('tables.product'),
        sortKey: 'product',
        cell: (row) => t(`products.${row.product}`),
      },
      ...breakdownMetrics.map((figure): DataTableColumn<VendorsProductsReportRow> => ({
        id: figure,
        header: t(`kpi.label.${figure}`),
        sortKey: sortable.has(figure) ? figure : undefined,
        align: 'right',
        cell: (row) => {
          const text = formatFigure(figure, row[figure]);
          const to =
            drillFilters && row[figure] !== 0
              ? applicationsLink(figure, drillFilters, { lenderId: row.lender_id, product: row.product })
              : null;
          const name = `${row.lender_name}, ${t(`products.${row.product}`)}`;
          const label = t('tables.openList', { value: text, figure: t(`kpi.label.${figure}`), name });
          return <FigureLink text={text} to={to} label={label} />;
        },
      })),
      {
        id: 'approval_rate',
        header: t('vendorsProductsReport.approvalRate'),
        sortKey: 'approval_rate',
        align: 'right',
        cell: (row) => formatPercent(row.approval_rate),
      },
      {
        id: 'average_ticket',
        header: t('vendorsProductsReport.averageTicket'),
        align: 'right',
        cell: (row) => formatRupees(row.average_ticket),
      },
      {
        id: 'turnaround_hours',
        header: t('vendorsProductsReport.turnaroundHours'),
        align: 'right',
        cell: (row) => formatHours(row.turnaround_hours),
      },
    ],
    [t, drillFilters],
  );

  return (
    <>
      <ReportFilterBar filters={filters} />
      <ReadSourceNote source={report.data} />
      <DataTable
        id="vendors-products-report"
        label={t('vendorsProductsReport.tableLabel')}
        columns={columns}
        result={reportTableResult(report, query !== null)}
        rowKey={(row) => `${row.lender_id}-${row.product}`}
        params={params}
        pageSizes={vendorsProductsReportListParams.pageSizes}
        emptyTitle={query ? t('vendorsProductsReport.empty') : t('filters.chooseRange')}
        exportHref={exportHrefOf(VENDORS_PRODUCTS_REPORT_PATH, query)}
      />
    </>
  );
}
