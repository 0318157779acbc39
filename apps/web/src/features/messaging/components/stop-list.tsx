/** The STOP list: addresses that asked for no more promotional messages, per channel; staff add and remove (asked). */
import AddIcon from '@/components/ui/icons/Add';
import DeleteOutlineIcon from '@/components/ui/icons/DeleteOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageChannels, optOutInputSchema, type OptOut } from '@saakh/domain/messaging';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { EditFieldDialog } from '@/components/ui/edit-field-dialog';
import { schemaProblems } from '@/lib/field-errors';
import { formatDateTime } from '@/lib/format';
import { useAddOptOut } from '../api/add-opt-out';
import { useOptOuts } from '../api/get-opt-outs';
import { useRemoveOptOut } from '../api/remove-opt-out';

export const optOutListParams: ListParamsOptions<'channel'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['channel'],
  prefix: 'stop',
};

export function StopList({ params }: { params: ListParams<'channel'> }) {
  const { t, i18n } = useTranslation('messaging');
  const optOuts = useOptOuts(params.query);
  const add = useAddOptOut();
  const remove = useRemoveOptOut();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OptOut | null>(null);

  const columns = useMemo<DataTableColumn<OptOut>[]>(
    () => [
      {
        id: 'address',
        header: t('stop.address'),
        sticky: 'left',
        rowHeader: true,
        cell: (row) => row.address_masked,
      },
      { id: 'channel', header: t('fields.channel'), cell: (row) => t(`channel.${row.channel}`) },
      { id: 'source', header: t('stop.source'), cell: (row) => t(`optOutSource.${row.source}`) },
      {
        id: 'created_at',
        header: t('stop.since'),
        sortKey: 'created_at',
        cell: (row) => formatDateTime(row.created_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (row: OptOut): RowAction[] => [
      {
        label: t('stop.remove', { address: row.address_masked }),
        icon: <DeleteOutlineIcon fontSize="small" />,
        color: 'error',
        onClick: () => setRemoving(row),
      },
    ],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="stop-add">
          {t('stop.add')}
        </Button>
      </Stack>
      <DataTable
        id="message-stop-list"
        label={t('stop.label')}
        columns={columns}
        result={optOuts}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={optOutListParams.pageSizes}
        emptyTitle={t('stop.empty')}
        emptyDescription={params.filters.channel || params.q ? t('emptyFiltered') : undefined}
        searchLabel={t('stop.search')}
        filters={
          <FilterSelect
            label={t('fields.channel')}
            value={params.filters.channel}
            allLabel={t('allChannels')}
            options={messageChannels.map((value) => ({ value, label: t(`channel.${value}`) }))}
            onChange={(value) => params.setFilter('channel', value)}
          />
        }
        rowActions={rowActions}
      />
      {adding ? (
        <EditFieldDialog
          title={t('stop.addTitle')}
          fields={[
            {
              name: 'channel',
              label: t('fields.channel'),
              kind: 'select',
              options: messageChannels.map((value) => ({ value, label: t(`channel.${value}`) })),
            },
            { name: 'address', label: t('stop.address'), kind: 'text', maxLength: 254, helper: t('stop.addressHint') },
          ]}
          initialValues={{ channel: 'sms', address: '' }}
          validate={(values) => schemaProblems(optOutInputSchema, values)}
          blockWhenInvalid
          submitLabel={t('stop.addSubmit')}
          onSubmit={(values) => add.mutateAsync(optOutInputSchema.parse(values))}
          onClose={() => setAdding(false)}
          maxWidth="xs"
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        subject={t('stop.removeSubject', { address: removing?.address_masked ?? '' })}
        confirmLabel={t('stop.removeConfirm')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </Stack>
  );
}
