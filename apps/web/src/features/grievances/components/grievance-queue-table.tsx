/** The complaints queue: every complaint with its 30-day clock, filtered by status, category and overdue. */
import VisibilityIcon from '@/components/ui/icons/Visibility';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  grievanceCategories,
  grievanceOpenStatuses,
  grievanceStatuses,
  type GrievanceQueueRow,
} from '@saakh/domain/grievances';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate } from '@/lib/format';
import { useGrievanceQueue } from '../api/get-grievance-queue';
import { grievanceStatusTones } from '../utils/grievance-tones';

export type GrievanceFilter = 'status' | 'category' | 'overdue';

export const grievanceQueueListParams: ListParamsOptions<GrievanceFilter> = {
  defaultSort: 'due_on',
  sorts: ['due_on', '-due_on', 'created_at', '-created_at', 'status', '-status', 'category', '-category'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status', 'category', 'overdue'],
};

/** The clock runs only while Saakh owes an answer. */
const running = (row: GrievanceQueueRow) => (grievanceOpenStatuses as readonly string[]).includes(row.status);

export type DaysLeftProps = { row: GrievanceQueueRow };

/** Days left on the clock, in colour (and words) once two or fewer remain or the day has passed. */
export function DaysLeft({ row }: DaysLeftProps) {
  const { t } = useTranslation('grievances-admin');
  if (!running(row)) return <>{t('clockStopped')}</>;
  const urgent = row.daysLeft <= 2;
  const text =
    row.daysLeft < 0
      ? t('overdueBy', { count: -row.daysLeft })
      : row.daysLeft === 0
        ? t('dueToday')
        : t('daysLeft', { count: row.daysLeft });
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{
        color: row.daysLeft < 0 ? 'error.main' : urgent ? 'warning.dark' : undefined,
        fontWeight: urgent ? 700 : undefined,
      }}
      data-urgent={urgent ? 'true' : undefined}
    >
      {text}
    </Typography>
  );
}

export type GrievanceQueueTableProps = {
  params: ListParams<GrievanceFilter>;
  onOpen: (row: GrievanceQueueRow) => void;
};

export function GrievanceQueueTable({ params, onOpen }: GrievanceQueueTableProps) {
  const { t, i18n } = useTranslation(['grievances-admin', 'grievances']);
  const queue = useGrievanceQueue(params.query);

  const columns = useMemo<DataTableColumn<GrievanceQueueRow>[]>(
    () => [
      {
        id: 'reference',
        header: t('columns.reference'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 110,
        cell: (row) => <Box sx={{ fontFamily: 'monospace' }}>{row.reference}</Box>,
      },
      {
        id: 'category',
        header: t('columns.category'),
        sortKey: 'category',
        minWidth: 140,
        cell: (row) => t(`categories.${row.category}`, { ns: 'grievances' }),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (row) => (
          <StatusChip
            label={t(`statuses.${row.status}`, { ns: 'grievances' })}
            tone={grievanceStatusTones[row.status]}
          />
        ),
      },
      { id: 'lender', header: t('columns.lender'), minWidth: 120, cell: (row) => row.lenderName ?? '—' },
      {
        id: 'application',
        header: t('columns.application'),
        cell: (row) => <Box sx={{ fontFamily: 'monospace' }}>{row.applicationReference ?? '—'}</Box>,
      },
      { id: 'mobile', header: t('columns.mobile'), cell: (row) => row.mobile },
      {
        id: 'filed',
        header: t('columns.filed'),
        sortKey: 'created_at',
        minWidth: 110,
        cell: (row) => formatDate(row.filedAt, i18n.language),
      },
      {
        id: 'due',
        header: t('columns.due'),
        sortKey: 'due_on',
        minWidth: 110,
        cell: (row) => formatDate(row.dueOn, i18n.language),
      },
      { id: 'days_left', header: t('columns.daysLeft'), minWidth: 120, cell: (row) => <DaysLeft row={row} /> },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (row: GrievanceQueueRow): RowAction[] => [
      {
        label: t('open', { reference: row.reference }),
        icon: <VisibilityIcon fontSize="small" />,
        onClick: () => onOpen(row),
      },
    ],
    [t, onOpen],
  );

  const filtered = Object.values(params.filters).some(Boolean) || Boolean(params.q);

  return (
    <DataTable
      id="grievances"
      label={t('tableLabel')}
      columns={columns}
      result={queue}
      rowKey={(row) => row.id}
      rowTestId={(row) => `grievance-row-${row.reference}`}
      params={params}
      pageSizes={grievanceQueueListParams.pageSizes}
      emptyTitle={filtered ? t('emptyFiltered') : t('empty')}
      searchLabel={t('search')}
      filters={
        <>
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('allStatuses')}
            options={grievanceStatuses.map((status) => ({
              value: status,
              label: t(`statuses.${status}`, { ns: 'grievances' }),
            }))}
            onChange={(value) => params.setFilter('status', value)}
          />
          <FilterSelect
            label={t('columns.category')}
            value={params.filters.category}
            allLabel={t('allCategories')}
            options={grievanceCategories.map((category) => ({
              value: category,
              label: t(`categories.${category}`, { ns: 'grievances' }),
            }))}
            onChange={(value) => params.setFilter('category', value)}
          />
          <FilterSelect
            label={t('clock')}
            value={params.filters.overdue}
            allLabel={t('anyClock')}
            options={[{ value: '1', label: t('overdueOnly') }]}
            onChange={(value) => params.setFilter('overdue', value)}
          />
        </>
      }
      rowActions={rowActions}
    />
  );
}
