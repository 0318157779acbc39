/**
 * Merchant management's "Bank transfers" tab (role 1): the bank files prepared, newest first, each opened to download
 * it or to read the bank's response; and "Prepare bank file".
 */
import AddIcon from '@/components/ui/icons/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankTransferBatchStatuses, type BankTransferBatch } from '@saakh/domain/bank-transfers';
import { formatRupeesExact } from '@saakh/domain/money';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useBankTransfers } from '../api/get-bank-transfers';
import { BankTransferDialog } from './bank-transfer-dialog';
import { PrepareBankFileDialog } from './prepare-bank-file-dialog';
import { batchTone } from './status';

export const bankTransferListParams: ListParamsOptions<'status'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status'],
  prefix: 'bank',
};

export type BankTransfersPanelProps = { params: ListParams<'status'> };

export function BankTransfersPanel({ params }: BankTransfersPanelProps) {
  const { t, i18n } = useTranslation('bank-transfers');
  const batches = useBankTransfers(params.query);
  const [preparing, setPreparing] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);

  const columns = useMemo<DataTableColumn<BankTransferBatch>[]>(
    () => [
      {
        id: 'file',
        header: t('columns.file'),
        rowHeader: true,
        cell: (batch) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 'fontWeightBold' }}>
            {t('fileName', { id: batch.id })}
          </Box>
        ),
      },
      {
        id: 'created_at',
        header: t('columns.createdAt'),
        sortKey: 'created_at',
        cell: (batch) => formatDateTime(batch.created_at, i18n.language),
      },
      { id: 'created_by', header: t('columns.createdBy'), cell: (batch) => batch.created_by_name ?? '—' },
      { id: 'partners', header: t('columns.partners'), align: 'right', cell: (batch) => batch.partners },
      {
        id: 'total_net',
        header: t('columns.totalNet'),
        align: 'right',
        cell: (batch) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatRupeesExact(batch.total_net)}
          </Box>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (batch) => (
          <Stack spacing={0.5} alignItems="flex-start">
            <StatusChip label={t(`batchStatus.${batch.status}`)} tone={batchTone[batch.status]} />
            <Typography variant="caption" color="text.secondary">
              {t('counts', batch.counts)}
            </Typography>
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: (batch) => (
          <Button size="small" onClick={() => setOpened(batch.id)} aria-label={t('viewFile', { id: batch.id })}>
            {t('view')}
          </Button>
        ),
      },
    ],
    [t, i18n.language],
  );

  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {t('intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setPreparing(true)} sx={{ flexShrink: 0 }}>
          {t('prepare')}
        </Button>
      </Stack>
      <DataTable
        id="bank-transfers"
        label={t('listLabel')}
        columns={columns}
        result={batches}
        rowKey={(batch) => batch.id}
        rowTestId={(batch) => `bank-transfer-row-${batch.id}`}
        params={params}
        pageSizes={bankTransferListParams.pageSizes}
        emptyTitle={t('empty')}
        emptyDescription={params.filters.status !== undefined ? t('emptyFiltered') : undefined}
        filters={
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('allStatuses')}
            options={bankTransferBatchStatuses.map((status) => ({ value: status, label: t(`batchStatus.${status}`) }))}
            onChange={(value) => params.setFilter('status', value)}
          />
        }
      />
      {preparing ? (
        <PrepareBankFileDialog
          onClose={() => setPreparing(false)}
          onPrepared={(id) => {
            setPreparing(false);
            setOpened(id);
          }}
        />
      ) : null}
      {opened !== null ? <BankTransferDialog id={opened} onClose={() => setOpened(null)} /> : null}
    </Stack>
  );
}
