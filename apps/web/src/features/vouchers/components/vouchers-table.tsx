/** Role 1's table of discount vouchers: brand, discount, code, validity and whether customers see it. */
import DeleteOutlineIcon from '@/components/ui/icons/DeleteOutline';
import EditOutlinedIcon from '@/components/ui/icons/EditOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminVoucher } from '@saakh/domain/vouchers';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import { useAdminVouchers, useDeleteVoucher } from '../api/admin-vouchers';
import { VoucherFormDialog } from './voucher-form-dialog';

type VoucherFilter = 'status';

export const voucherListParams: ListParamsOptions<VoucherFilter> = {
  defaultSort: '-updated_at',
  sorts: ['brand', '-brand', 'valid_until', '-valid_until', 'updated_at', '-updated_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status'],
};

function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

export type VouchersTableProps = {
  params: ListParams<VoucherFilter>;
  /** The voucher being edited (or 'new'), kept by the page so its Add button opens the same dialog. */
  editing: AdminVoucher | 'new' | null;
  onEdit: (voucher: AdminVoucher | 'new' | null) => void;
};

export function VouchersTable({ params, editing, onEdit }: VouchersTableProps) {
  const { t, i18n } = useTranslation('vouchers');
  const vouchers = useAdminVouchers(params.query);
  const remove = useDeleteVoucher();
  const [deleting, setDeleting] = useState<AdminVoucher | null>(null);
  const today = todayIso();

  const columns = useMemo<DataTableColumn<AdminVoucher>[]>(
    () => [
      {
        id: 'brand',
        header: t('columns.brand'),
        sortKey: 'brand',
        sticky: 'left',
        rowHeader: true,
        minWidth: 140,
        cell: (voucher) => (
          <Box>
            <Typography variant="body2">{voucher.brand}</Typography>
            <Typography variant="caption" color="text.secondary" lang="hi">
              {voucher.title_hi}
            </Typography>
          </Box>
        ),
      },
      { id: 'discount', header: t('columns.discount'), minWidth: 140, cell: (voucher) => voucher.discount_en },
      {
        id: 'code',
        header: t('columns.code'),
        cell: (voucher) => <Box sx={{ fontFamily: 'monospace' }}>{voucher.code ?? t('noCode')}</Box>,
      },
      {
        id: 'valid_until',
        header: t('columns.validity'),
        sortKey: 'valid_until',
        minWidth: 180,
        cell: (voucher) =>
          t('validity', {
            from: formatDate(voucher.valid_from, i18n.language),
            until: formatDate(voucher.valid_until, i18n.language),
          }),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (voucher) => {
          const state =
            voucher.status !== 1
              ? 'off'
              : voucher.valid_until < today
                ? 'expired'
                : voucher.valid_from > today
                  ? 'upcoming'
                  : 'live';
          const tone = state === 'live' ? 'success' : state === 'off' ? 'neutral' : 'warning';
          return <StatusChip label={t(`state.${state}`)} tone={tone} />;
        },
      },
      {
        id: 'updated_at',
        header: t('columns.updated'),
        sortKey: 'updated_at',
        hiddenByDefault: true,
        cell: (voucher) => formatDateTime(voucher.updated_at, i18n.language),
      },
    ],
    [t, i18n.language, today],
  );

  const rowActions = useCallback(
    (voucher: AdminVoucher): RowAction[] => [
      {
        label: t('actions.edit', { brand: voucher.brand }),
        icon: <EditOutlinedIcon fontSize="small" />,
        onClick: () => onEdit(voucher),
      },
      {
        label: t('actions.delete', { brand: voucher.brand }),
        icon: <DeleteOutlineIcon fontSize="small" />,
        color: 'error',
        onClick: () => setDeleting(voucher),
      },
    ],
    [t, onEdit],
  );

  return (
    <>
      <DataTable
        id="vouchers"
        label={t('tableLabel')}
        columns={columns}
        result={vouchers}
        rowKey={(voucher) => voucher.id}
        rowTestId={(voucher) => `voucher-${voucher.id}`}
        params={params}
        pageSizes={voucherListParams.pageSizes}
        emptyTitle={t('empty')}
        emptyDescription={params.filters.status !== undefined || params.q ? t('emptyFiltered') : t('emptyHint')}
        searchLabel={t('search')}
        filters={
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('allStatuses')}
            options={[
              { value: '1', label: t('status.on') },
              { value: '0', label: t('status.off') },
            ]}
            onChange={(value) => params.setFilter('status', value)}
          />
        }
        rowActions={rowActions}
      />
      {editing !== null ? (
        <VoucherFormDialog voucher={editing === 'new' ? null : editing} onClose={() => onEdit(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={deleting ? t('deleteSubject', { brand: deleting.brand, discount: deleting.discount_en }) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
