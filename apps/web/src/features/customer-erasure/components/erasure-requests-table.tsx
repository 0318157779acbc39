/** Customers' requests to erase their data: pending ones soonest due first, the overdue marked. */
import BlockIcon from '@/components/ui/icons/Block';
import OpenInNewIcon from '@/components/ui/icons/OpenInNew';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { erasureRequestStatuses, type ErasureRequest, type ErasureRequestStatus } from '@saakh/domain/customer-erasure';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import type { StatusTone } from '@/lib/theme';
import { formatDate } from '@/lib/format';
import { useErasureRequests } from '../api/get-erasure-requests';
import { RejectErasureRequestDialog } from './reject-erasure-request-dialog';

type RequestFilter = 'status';

export const erasureRequestListParams: ListParamsOptions<RequestFilter> = {
  defaultSort: 'due_at',
  sorts: ['due_at', '-due_at', 'requested_at', '-requested_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status'],
  prefix: 'requests',
};

const statusTones: Record<ErasureRequestStatus, StatusTone> = {
  pending: 'info',
  done: 'success',
  rejected: 'neutral',
};

export type ErasureRequestsTableProps = {
  params: ListParams<RequestFilter>;
  onOpen: (userId: number) => void;
};

export function ErasureRequestsTable({ params, onOpen }: ErasureRequestsTableProps) {
  const { t, i18n } = useTranslation('customer-info-deletion');
  // Pending requests unless another status is chosen: they are the work to do.
  const status = params.filters.status ?? 'pending';
  const requests = useErasureRequests({ ...params.query, status });
  const [rejecting, setRejecting] = useState<ErasureRequest | null>(null);

  const columns = useMemo<DataTableColumn<ErasureRequest>[]>(
    () => [
      {
        id: 'customer',
        header: t('requests.columns.customer'),
        sticky: 'left',
        rowHeader: true,
        minWidth: 140,
        cell: (row) => (
          <Box>
            <Typography variant="body2">{row.customer_mobile}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.customer_name ?? t('customer.none')}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'reference',
        header: t('requests.columns.reference'),
        minWidth: 110,
        cell: (row) => row.reference,
      },
      {
        id: 'source',
        header: t('requests.columns.source'),
        cell: (row) => t(`requests.sources.${row.source}`),
      },
      {
        id: 'requested_at',
        header: t('requests.columns.requested'),
        sortKey: 'requested_at',
        minWidth: 110,
        cell: (row) => formatDate(row.requested_at, i18n.language),
      },
      {
        id: 'due_at',
        header: t('requests.columns.due'),
        sortKey: 'due_at',
        minWidth: 140,
        cell: (row) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{formatDate(row.due_at, i18n.language)}</span>
            {row.overdue ? (
              <StatusChip label={t('requests.overdue')} tone="danger" testId="erasure-request-overdue" />
            ) : null}
          </Box>
        ),
      },
      {
        id: 'status',
        header: t('requests.columns.status'),
        cell: (row) => (
          <StatusChip
            label={
              row.reject_reason
                ? `${t(`requests.statuses.${row.status}`)}: ${t(`rejectReasons.${row.reject_reason}`)}`
                : t(`requests.statuses.${row.status}`)
            }
            tone={statusTones[row.status]}
          />
        ),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (row: ErasureRequest): RowAction[] => [
      {
        label: t('requests.open', { mobile: row.customer_mobile }),
        icon: <OpenInNewIcon fontSize="small" />,
        onClick: () => onOpen(row.user_id),
      },
      ...(row.status === 'pending'
        ? [
            {
              label: t('requests.reject', { mobile: row.customer_mobile }),
              icon: <BlockIcon fontSize="small" />,
              onClick: () => setRejecting(row),
            },
          ]
        : []),
    ],
    [t, onOpen],
  );

  return (
    <>
      <DataTable
        id="erasure-requests"
        label={t('requests.tableLabel')}
        columns={columns}
        result={requests}
        rowKey={(row) => row.id}
        rowTestId={(row) => `erasure-request-${row.user_id}`}
        params={params}
        pageSizes={erasureRequestListParams.pageSizes}
        emptyTitle={t(`requests.empty.${status}`)}
        emptyDescription={t('requests.emptyDescription')}
        filters={
          <FilterSelect
            label={t('requests.columns.status')}
            value={params.filters.status}
            allLabel={t('requests.statuses.pending')}
            options={erasureRequestStatuses
              .filter((value) => value !== 'pending')
              .map((value) => ({ value, label: t(`requests.statuses.${value}`) }))}
            onChange={(value) => params.setFilter('status', value)}
          />
        }
        rowActions={rowActions}
      />
      {rejecting ? <RejectErasureRequestDialog request={rejecting} onClose={() => setRejecting(null)} /> : null}
    </>
  );
}
