/** One of the dashboard's small tables (by lender, partner or product): every figure opens the list behind it. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreakdownFigures } from '@saakh/domain/reporting';
import { breakdownMetrics } from '@saakh/domain/report-terms';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ReportFilterQuery } from '../hooks/use-report-filters';
import { applicationsLink, type DrillDownRow } from '../utils/drill-down';
import { formatFigure } from '../utils/figures';
import { FigureLink } from './figure-link';

export type BreakdownTableProps<R extends BreakdownFigures> = {
  id: string;
  title: string;
  /** The first column's header (Lender, Partner, Product). */
  nameHeader: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  name: (row: R) => string;
  /** What a row narrows the list to; null when the list cannot be narrowed to it (customers without a partner). */
  drillDown: (row: R) => DrillDownRow | null;
  filters: ReportFilterQuery;
  /** A link to the full report beside the title (for the roles that may open it). */
  action?: ReactNode;
};

export function BreakdownTable<R extends BreakdownFigures>({
  id,
  title,
  nameHeader,
  rows,
  rowKey,
  name,
  drillDown,
  filters,
  action,
}: BreakdownTableProps<R>) {
  const { t } = useTranslation('reports');
  const headingId = useId();

  const columns = useMemo<DataTableColumn<R>[]>(
    () => [
      {
        id: 'name',
        header: nameHeader,
        sticky: 'left',
        rowHeader: true,
        minWidth: 140,
        cell: (row) => name(row),
      },
      ...breakdownMetrics.map((figure): DataTableColumn<R> => ({
        id: figure,
        header: t(`kpi.label.${figure}`),
        align: 'right',
        cell: (row) => {
          const text = formatFigure(figure, row[figure]);
          const target = drillDown(row);
          const to = target && row[figure] !== 0 ? applicationsLink(figure, filters, target) : null;
          const label = t('tables.openList', { value: text, figure: t(`kpi.label.${figure}`), name: name(row) });
          return <FigureLink text={text} to={to} label={label} />;
        },
      })),
    ],
    [t, nameHeader, name, drillDown, filters],
  );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {title}
        </Typography>
        {action}
      </Box>
      <DataTable
        id={id}
        label={title}
        columns={columns}
        result={{
          data: rows,
          isPending: false,
          isFetching: false,
          isError: false,
          error: null,
          refetch: () => undefined,
        }}
        rowKey={rowKey}
        emptyTitle={t('tables.empty')}
        maxHeight="420px"
      />
    </Box>
  );
}
