/** The products report (/admin/products-report, role 1): the range's figures per product. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductsReportRow } from '@saakh/domain/reporting';
import { breakdownMetrics } from '@saakh/domain/report-terms';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { ReadSourceNote } from '@/components/ui/read-source-note';
import { PRODUCTS_REPORT_PATH, useProductsReport } from '../api/get-products-report';
import type { ReportFilterQuery, ReportFiltersState } from '../hooks/use-report-filters';
import { applicationsLink } from '../utils/drill-down';
import { formatCount, formatFigure, formatPercent } from '../utils/figures';
import { exportHrefOf, reportTableResult } from '../utils/table-result';

import { FigureLink } from './figure-link';
import { ReportFilterBar } from './report-filter-bar';

export const productsReportListParams: ListParamsOptions<never> = {
  defaultSort: 'product',
  sorts: ['product', 'leads', 'applications', 'disbursed', 'disbursed_amount'].flatMap((key) => [key, `-${key}`]),
  pageSizes: [25, 50, 100],
  defaultPageSize: 25,
};

const sortable = new Set(['applications', 'disbursed', 'disbursed_amount']);

export type ProductsReportTableProps = {
  filters: ReportFiltersState;
  params: ListParams<never>;
};

export function ProductsReportTable({ filters, params }: ProductsReportTableProps) {
  const { t } = useTranslation('reports');
  const query = filters.query ? { ...params.query, ...filters.query } : null;
  const report = useProductsReport(query);
  const drillFilters: ReportFilterQuery | null = filters.query;

  const columns = useMemo<DataTableColumn<ProductsReportRow>[]>(
    () => [
      {
        id: 'product',
        header: t('tables.product'),
        sortKey: 'product',
        sticky: 'left',
        rowHeader: true,
        minWidth: 140,
        cell: (row) => t(`products.${row.product}`),
      },
      {
        id: 'leads',
        header: t('kpi.label.leads'),
        sortKey: 'leads',
        align: 'right',
        cell: (row) => formatCount(row.leads),
      },
      ...breakdownMetrics.map((figure): DataTableColumn<ProductsReportRow> => ({
        id: figure,
        header: t(`kpi.label.${figure}`),
        sortKey: sortable.has(figure) ? figure : undefined,
        align: 'right',
        cell: (row) => {
          const text = formatFigure(figure, row[figure]);
          const to =
            drillFilters && row[figure] !== 0 ? applicationsLink(figure, drillFilters, { product: row.product }) : null;
          const name = t(`products.${row.product}`);
          const label = t('tables.openList', { value: text, figure: t(`kpi.label.${figure}`), name });
          return <FigureLink text={text} to={to} label={label} />;
        },
      })),
      {
        id: 'conversion',
        header: t('productsReport.conversion'),
        align: 'right',
        cell: (row) => formatPercent(row.conversion),
      },
    ],
    [t, drillFilters],
  );

  return (
    <>
      <ReportFilterBar filters={filters} />
      <ReadSourceNote source={report.data} />
      <DataTable
        id="products-report"
        label={t('productsReport.tableLabel')}
        columns={columns}
        result={reportTableResult(report, query !== null)}
        rowKey={(row) => row.product}
        params={params}
        pageSizes={productsReportListParams.pageSizes}
        emptyTitle={query ? t('productsReport.empty') : t('filters.chooseRange')}
        exportHref={exportHrefOf(PRODUCTS_REPORT_PATH, query)}
      />
    </>
  );
}
