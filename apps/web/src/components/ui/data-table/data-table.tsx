/**
 * The one table of the admin and partner areas (decision 005): TanStack Table's column model rendered with MUI's
 * Table. In server mode it shows one page of a list (the list contract) whose page, size, sort, search and filters
 * live in the URL (useListParams); given a plain array it shows every row. Loading skeleton, empty state, error
 * with retry, sticky header, a sticky name and actions column, a column chooser, keyboard movement between rows and
 * a CSV/XLSX export of the current filter come with it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from '@tanstack/react-table';
import { useDeferredValue, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@saakh/domain/lists';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { DataTableToolbar } from './data-table-toolbar';
import type { TableParams } from './use-list-params';

export type DataTableColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list's sort key for this column; without one the column does not sort. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Stays in view while the table scrolls sideways: the record's name (left) or its actions (right). */
  sticky?: 'left' | 'right';
  minWidth?: number;
  /** A checkbox or switch column: narrow padding. */
  compact?: boolean;
  /** Shown beside the header, e.g. an explanation in a tooltip. */
  headerExtra?: ReactNode;
  /** The cell names its row for screen readers (a th with scope row), e.g. a lender's name. */
  rowHeader?: boolean;
  /** Whether the Columns menu may hide it (sticky columns never hide). */
  hideable?: boolean;
  hiddenByDefault?: boolean;
};

export type RowAction = {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'error' | 'primary';
  disabled?: boolean;
};

/** The part of a TanStack Query result the table reads: one page of a list, or every row. */
export type TableData<T> = {
  data: Page<T> | readonly T[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type DataTableProps<T> = {
  /** Names the table for screen readers and keys its saved column choice. */
  id: string;
  label: string;
  columns: DataTableColumn<T>[];
  result: TableData<T>;
  rowKey: (row: T, index: number) => string | number;
  /** The list's URL state; required for a paged list. */
  params?: TableParams;
  pageSizes?: readonly number[];
  emptyTitle: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  /** A search box over the list's `q`. */
  searchLabel?: string;
  /** The list's own filter controls, shown beside the search box. */
  filters?: ReactNode;
  /** The address of the list's export for a format, with the current filter; shows the Export menu. */
  exportHref?: (format: 'csv' | 'xlsx') => string;
  rowActions?: (row: T) => RowAction[];
  /** The actions column's header; 'Actions' unless the screen names it (the cards table says 'Delete'). */
  actionsHeader?: string;
  rowTestId?: (row: T) => string;
  /** The table scrolls inside this height on wide screens, with its header kept in view. */
  maxHeight?: string;
};

const ACTIONS = '__actions';

function isPage<T>(data: Page<T> | readonly T[] | undefined): data is Page<T> {
  return data !== undefined && !Array.isArray(data);
}

function savedVisibility(id: string, columns: DataTableColumn<unknown>[]): VisibilityState {
  const defaults = Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false]));
  try {
    const saved = window.localStorage.getItem(`saakh.table.${id}.columns`);
    return saved ? { ...defaults, ...(JSON.parse(saved) as VisibilityState) } : defaults;
  } catch {
    return defaults;
  }
}

/**
 * A column kept in view while the table scrolls sideways, with a rule on its inner edge. Only from the `sm`
 * breakpoint up: on a 360 px phone a name column and an actions column held in place would cover most of the cells
 * between them, so there the whole row scrolls.
 */
function cellSx(column: { sticky?: 'left' | 'right'; minWidth?: number }, head: boolean): SxProps<Theme> {
  if (!column.sticky) return { minWidth: column.minWidth };
  const left = column.sticky === 'left';
  return (theme) => ({
    minWidth: column.minWidth,
    [theme.breakpoints.up('sm')]: {
      position: 'sticky',
      left: left ? 0 : undefined,
      right: left ? undefined : 0,
      zIndex: head ? 3 : 1,
      bgcolor: 'background.paper',
      boxShadow: `${left ? 1 : -1}px 0 0 ${theme.palette.divider}`,
    },
  });
}

function sortState(sort: string | undefined): { key: string; desc: boolean } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { key: sort.slice(1), desc: true } : { key: sort, desc: false };
}

/** Arrow keys move between rows, keeping the column: telecallers and admins work down a list by keyboard. */
function moveBetweenRows(event: KeyboardEvent<HTMLTableSectionElement>): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  if (target.closest('input:not([type="checkbox"]), select, textarea, [role="combobox"]')) return;
  const cell = target.closest('td');
  const row = cell?.parentElement;
  if (!cell || !row) return;
  const sibling = (
    event.key === 'ArrowDown' ? row.nextElementSibling : row.previousElementSibling
  ) as HTMLElement | null;
  const targetCell = sibling?.children[cell.cellIndex] as HTMLElement | undefined;
  const focusable =
    targetCell?.querySelector<HTMLElement>('a, button, input, select, [tabindex]:not([tabindex="-1"])') ??
    sibling?.querySelector<HTMLElement>('a, button, input, select, [tabindex]:not([tabindex="-1"])');
  if (!focusable) return;
  event.preventDefault();
  focusable.focus();
}

export function DataTable<T>({
  id,
  label,
  columns,
  result,
  rowKey,
  params,
  pageSizes = [10, 25, 50],
  emptyTitle,
  emptyDescription,
  emptyAction,
  searchLabel,
  filters,
  exportHref,
  rowActions,
  actionsHeader,
  rowTestId,
  maxHeight = 'calc(100vh - 280px)',
}: DataTableProps<T>) {
  const { t } = useTranslation('kit');
  const [visibility, setVisibility] = useState<VisibilityState>(() =>
    savedVisibility(id, columns as DataTableColumn<unknown>[]),
  );
  // The first rows render in slices (a deferred value renders in a transition), so a page's first long list is not one
  // long task on a phone (issue 34); its skeleton stays until they are drawn. Later changes render at once: an edit,
  // a tick or a drop shown a frame late would flicker back first.
  const firstRows = useDeferredValue(result.data);
  const drawing = firstRows === undefined && result.data !== undefined;
  const data = drawing ? undefined : result.data;
  const rows: readonly T[] = isPage(data) ? data.items : (data ?? []);
  const total = isPage(data) ? data.total : rows.length;

  const allColumns = useMemo(() => {
    if (!rowActions) return columns;
    const actions: DataTableColumn<T> = {
      id: ACTIONS,
      header: actionsHeader ?? t('table.actions'),
      sticky: 'right',
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'flex-end' }}>
          {rowActions(row).map((action) => (
            <Tooltip key={action.label} title={action.label}>
              <span>
                <IconButton
                  size="small"
                  aria-label={action.label}
                  color={action.color}
                  disabled={action.disabled}
                  onClick={action.onClick}
                >
                  {action.icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
        </Box>
      ),
    };
    return [...columns, actions];
  }, [columns, rowActions, actionsHeader, t]);

  const byId = useMemo(() => new Map(allColumns.map((column) => [column.id, column])), [allColumns]);
  const definitions = useMemo<ColumnDef<T>[]>(
    () =>
      allColumns.map((column) => ({
        id: column.id,
        header: column.header,
        enableHiding: column.sticky === undefined && column.hideable !== false,
      })),
    [allColumns],
  );

  const table = useReactTable<T>({
    data: rows as T[],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => String(rowKey(row, index)),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (updater) => {
      setVisibility((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        try {
          window.localStorage.setItem(`saakh.table.${id}.columns`, JSON.stringify(next));
        } catch {
          // The choice then lasts for this page only.
        }
        return next;
      });
    },
  });

  // A page past the end (the last row of the last page was deleted, or a filter shrank the list) moves back.
  const lastPage = params ? Math.max(1, Math.ceil(total / params.pageSize)) : 1;
  useEffect(() => {
    if (params && isPage(data) && params.page > lastPage) params.setPage(lastPage);
  }, [params, data, lastPage]);

  const visibleColumns = table.getVisibleLeafColumns().map((column) => byId.get(column.id) as DataTableColumn<T>);
  const sorted = sortState(params?.sort);
  const showSkeleton = (result.isPending || drawing) && !data;
  const failedWithoutData = result.isError && !data;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <DataTableToolbar
        tableId={id}
        params={params}
        searchLabel={searchLabel}
        filters={filters}
        exportHref={exportHref}
        columns={table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => ({
            id: column.id,
            header: byId.get(column.id)?.header ?? column.id,
            visible: column.getIsVisible(),
            toggle: () => column.toggleVisibility(),
          }))}
      />
      {result.isFetching && !showSkeleton ? (
        <LinearProgress aria-label={t('table.loading')} sx={{ height: 2 }} />
      ) : (
        <Box sx={{ height: 2 }} />
      )}
      {result.isError && data ? (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void result.refetch()}>
              {t('table.retry')}
            </Button>
          }
        >
          {t('table.refreshFailed')}
        </Alert>
      ) : null}
      {failedWithoutData ? (
        <Box sx={{ p: 2 }}>
          <ErrorState error={result.error} onRetry={() => void result.refetch()} />
        </Box>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than the screen (WCAG 2.1.1). Positioned, so text only
        // screen readers read (absolutely placed, as a relative time's exact time) scrolls with the table instead of
        // sitting at the row's far end outside the box and widening the page on a phone.
        <TableContainer
          sx={{ position: 'relative', maxHeight: { md: maxHeight } }}
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <Table stickyHeader size="small" aria-label={label} aria-busy={result.isFetching} id={`table-${id}`}>
            <TableHead>
              <TableRow>
                {visibleColumns.map((column) => {
                  const active = sorted !== null && column.sortKey === sorted.key;
                  return (
                    <TableCell
                      key={column.id}
                      align={column.align}
                      padding={column.compact ? 'checkbox' : 'normal'}
                      sortDirection={active ? (sorted.desc ? 'desc' : 'asc') : false}
                      sx={cellSx(column, true)}
                    >
                      {column.sortKey && params ? (
                        <TableSortLabel
                          active={active}
                          direction={active && sorted.desc ? 'desc' : 'asc'}
                          onClick={() =>
                            params.setSort(active && !sorted.desc ? `-${column.sortKey}` : (column.sortKey as string))
                          }
                        >
                          {column.header}
                        </TableSortLabel>
                      ) : (
                        column.header
                      )}
                      {column.headerExtra}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody onKeyDown={moveBetweenRows}>
              {showSkeleton ? (
                Array.from({ length: Math.min(params?.pageSize ?? 8, 8) }, (_, index) => (
                  <TableRow key={`skeleton-${index}`} aria-hidden>
                    {visibleColumns.map((column) => (
                      <TableCell key={column.id} padding={column.compact ? 'checkbox' : 'normal'}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              ) : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={visibleColumns.length}>
                    <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
                  </TableCell>
                </TableRow>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <TableRow
                    key={row.id}
                    hover
                    data-testid={rowTestId?.(row.original)}
                    sx={{ opacity: result.isFetching && result.isError ? 0.6 : 1 }}
                  >
                    {visibleColumns.map((column) => (
                      <TableCell
                        key={column.id}
                        component={column.rowHeader ? 'th' : 'td'}
                        scope={column.rowHeader ? 'row' : undefined}
                        align={column.align}
                        padding={column.compact ? 'checkbox' : 'normal'}
                        sx={cellSx(column, false)}
                      >
                        {column.cell(row.original)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {params && total > 0 ? (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(params.page, lastPage) - 1}
          onPageChange={(_event, next) => params.setPage(next + 1)}
          rowsPerPage={params.pageSize}
          rowsPerPageOptions={[...pageSizes]}
          onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
          labelRowsPerPage={t('table.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('table.displayed', { from, to, count })}
          getItemAriaLabel={(type) => t(`table.page.${type}`)}
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            // At 360 px the pager wraps instead of pushing its arrows out of sight.
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
          }}
        />
      ) : null}
    </Paper>
  );
}
