/** KYC and bank change requests for admins: current and requested details side by side, approve or reject. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  bankChangeStatuses,
  rejectBankChangeInputSchema,
  type AdminBankChange,
  type BankDetails,
} from '@saakh/domain/partner-settings';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { StatusChip } from '@/components/ui/status-chip';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useApproveBankChange, useBankChanges, useRejectBankChange } from '../api/bank-changes';

export const bankChangeListParams: ListParamsOptions<'status'> = {
  defaultSort: 'created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: [20, 50],
  defaultPageSize: 20,
  filters: ['status'],
  prefix: 'bank',
};

const tone: Record<AdminBankChange['status'], StatusTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

function Details({ details }: { details: BankDetails }) {
  const { t } = useTranslation('partner-support');
  const line = (label: string, value: string | null) => (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {`${label}: ${value ?? '—'}`}
    </Box>
  );
  return (
    <Typography variant="body2" component="div">
      {line(t('bank.pan'), details.pan_masked)}
      {line(t('bank.gstin'), details.gstin)}
      {line(t('bank.holder'), details.bank_account_holder)}
      {line(t('bank.account'), details.bank_account_number_masked)}
      {line(t('bank.ifsc'), details.bank_ifsc)}
    </Typography>
  );
}

export function BankChangesTable({ params }: { params: ListParams<'status'> }) {
  const { t, i18n } = useTranslation('partner-support');
  const changes = useBankChanges(params.query);
  const approve = useApproveBankChange();
  const reject = useRejectBankChange();
  const [approving, setApproving] = useState<AdminBankChange | null>(null);
  const [rejecting, setRejecting] = useState<AdminBankChange | null>(null);
  const columns = useMemo<DataTableColumn<AdminBankChange>[]>(
    () => [
      {
        id: 'partner',
        header: t('columns.partner'),
        rowHeader: true,
        minWidth: 140,
        cell: (change) => (
          <>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {change.partner_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('admin.requestedBy', {
                name: change.requested_by_name,
                date: formatDateTime(change.created_at, i18n.language),
              })}
            </Typography>
          </>
        ),
      },
      { id: 'current', header: t('admin.current'), cell: (change) => <Details details={change.current} /> },
      { id: 'requested', header: t('admin.requested'), cell: (change) => <Details details={change} /> },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (change) => (
          <>
            <StatusChip label={t(`bankStatus.${change.status}`)} tone={tone[change.status]} />
            {change.rejection_reason ? (
              <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
                {change.rejection_reason}
              </Typography>
            ) : null}
          </>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        sticky: 'right',
        cell: (change) =>
          change.status === 'pending' ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="contained"
                onClick={() => setApproving(change)}
                aria-label={t('admin.approveFor', { name: change.partner_name })}
              >
                {t('admin.approve')}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => setRejecting(change)}
                aria-label={t('admin.rejectFor', { name: change.partner_name })}
              >
                {t('admin.reject')}
              </Button>
            </Box>
          ) : (
            (change.decided_by_name ?? '—')
          ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <>
      <DataTable
        id="partner-bank-changes"
        label={t('admin.bankLabel')}
        columns={columns}
        result={changes}
        rowKey={(change) => change.id}
        params={params}
        pageSizes={bankChangeListParams.pageSizes}
        emptyTitle={t('admin.emptyBank')}
        searchLabel={t('admin.searchBank')}
        filters={
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('list.allStatuses')}
            options={bankChangeStatuses.map((status) => ({ value: status, label: t(`bankStatus.${status}`) }))}
            onChange={(status) => params.setFilter('status', status)}
          />
        }
      />
      <ConfirmDialog
        open={approving !== null}
        title={t('admin.approveTitle')}
        subject={t('admin.approveConfirm', { name: approving?.partner_name ?? '' })}
        confirmLabel={t('admin.approve')}
        tone="neutral"
        pending={approve.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && approve.mutate(approving.id, { onSettled: () => setApproving(null) })}
      />
      {rejecting ? (
        <EditFieldDialog
          title={t('admin.rejectTitle', { name: rejecting.partner_name })}
          fields={[{ name: 'reason', label: t('admin.reason'), kind: 'multiline', maxLength: 300 }]}
          initialValues={{ reason: '' }}
          validate={(values) => schemaProblems(z.object({ reason: rejectBankChangeInputSchema.shape.reason }), values)}
          blockWhenInvalid
          submitLabel={t('admin.reject')}
          onSubmit={(values) =>
            reject.mutateAsync({ id: rejecting.id, input: { reason: String(values.reason ?? '') } })
          }
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
