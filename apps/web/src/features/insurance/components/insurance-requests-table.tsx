/** Admins' list of insurance quote and call-back requests: who asked, for what, when to call, and the status. */
import DoneAllIcon from '@/components/ui/icons/DoneAll';
import PhoneInTalkIcon from '@/components/ui/icons/PhoneInTalk';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insuranceKinds } from '@saakh/domain/insurance';
import {
  insuranceRequestStatuses,
  type AdminInsuranceRequest,
  type InsuranceRequestStatus,
} from '@saakh/domain/insurance-requests';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useAdminInsuranceRequests } from '../api/get-admin-insurance-requests';
import { useUpdateInsuranceRequestStatus } from '../api/update-insurance-request-status';

type RequestFilter = 'status' | 'kind';

export const insuranceRequestListParams: ListParamsOptions<RequestFilter> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'status', '-status'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status', 'kind'],
};

const tones: Record<InsuranceRequestStatus, StatusTone> = { new: 'info', contacted: 'warning', closed: 'success' };

type PendingChange = { request: AdminInsuranceRequest; status: 'contacted' | 'closed' };

export type InsuranceRequestsTableProps = { params: ListParams<RequestFilter> };

export function InsuranceRequestsTable({ params }: InsuranceRequestsTableProps) {
  const { t, i18n } = useTranslation('insurance-requests');
  const requests = useAdminInsuranceRequests(params.query);
  const update = useUpdateInsuranceRequestStatus();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const columns = useMemo<DataTableColumn<AdminInsuranceRequest>[]>(
    () => [
      {
        id: 'created_at',
        header: t('columns.asked'),
        sortKey: 'created_at',
        sticky: 'left',
        rowHeader: true,
        minWidth: 150,
        cell: (request) => formatDateTime(request.created_at, i18n.language),
      },
      {
        id: 'customer',
        header: t('columns.customer'),
        minWidth: 150,
        cell: (request) => (
          <Box>
            <Typography variant="body2">{request.customer_name ?? t('noName')}</Typography>
            <Typography variant="caption" color="text.secondary">
              {request.mobile}
            </Typography>
          </Box>
        ),
      },
      { id: 'kind', header: t('columns.cover'), cell: (request) => t(`kinds.${request.kind}`) },
      { id: 'request_type', header: t('columns.type'), cell: (request) => t(`types.${request.request_type}`) },
      { id: 'preferred_time', header: t('columns.time'), cell: (request) => t(`times.${request.preferred_time}`) },
      { id: 'partner', header: t('columns.partner'), cell: (request) => request.partner_name ?? t('direct') },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (request) => <StatusChip label={t(`status.${request.status}`)} tone={tones[request.status]} />,
      },
      {
        id: 'handled',
        header: t('columns.handled'),
        hiddenByDefault: true,
        cell: (request) =>
          request.handled_by
            ? t('handledBy', { name: request.handled_by, date: formatDateTime(request.handled_at, i18n.language) })
            : '—',
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (request: AdminInsuranceRequest): RowAction[] => [
      {
        label: t('actions.contacted', { mobile: request.mobile }),
        icon: <PhoneInTalkIcon fontSize="small" />,
        disabled: request.status !== 'new',
        onClick: () => setPending({ request, status: 'contacted' }),
      },
      {
        label: t('actions.closed', { mobile: request.mobile }),
        icon: <DoneAllIcon fontSize="small" />,
        disabled: request.status === 'closed',
        onClick: () => setPending({ request, status: 'closed' }),
      },
    ],
    [t],
  );

  const filtered = params.filters.status !== undefined || params.filters.kind !== undefined;

  return (
    <>
      <DataTable
        id="insurance-requests"
        label={t('tableLabel')}
        columns={columns}
        result={requests}
        rowKey={(request) => request.id}
        rowTestId={(request) => `insurance-request-${request.id}`}
        params={params}
        pageSizes={insuranceRequestListParams.pageSizes}
        emptyTitle={t('empty')}
        emptyDescription={filtered || params.q ? t('emptyFiltered') : t('emptyHint')}
        searchLabel={t('search')}
        filters={
          <>
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.status}
              allLabel={t('allStatuses')}
              options={insuranceRequestStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              onChange={(value) => params.setFilter('status', value)}
            />
            <FilterSelect
              label={t('columns.cover')}
              value={params.filters.kind}
              allLabel={t('allCovers')}
              options={insuranceKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
              onChange={(value) => params.setFilter('kind', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending.status}.title`) : undefined}
        subject={
          pending
            ? t(`confirm.${pending.status}.subject`, {
                name: pending.request.customer_name ?? pending.request.mobile,
                cover: t(`kinds.${pending.request.kind}`),
              })
            : ''
        }
        confirmLabel={pending ? t(`confirm.${pending.status}.action`) : undefined}
        tone="neutral"
        pending={update.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          update.mutate(
            { id: pending.request.id, input: { status: pending.status } },
            { onSettled: () => setPending(null) },
          );
        }}
      />
    </>
  );
}
