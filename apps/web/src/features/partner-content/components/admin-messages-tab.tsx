import AddIcon from '@/components/ui/icons/Add';
import DeleteIcon from '@/components/ui/icons/Delete';
import EditIcon from '@/components/ui/icons/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  messageChannels,
  messageTextInputSchema,
  partnerProducts,
  type MessageText,
  type MessageTextInput,
} from '@saakh/domain/partner-content';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { useAdminMessageTexts, useDeleteContent, useSaveMessageText } from '../api/admin-content';
import { BilingualDialog, type DialogValues } from './bilingual-dialog';

const blankText: DialogValues = {
  product: 'pl',
  channel: 'whatsapp',
  sort_order: '0',
  title_en: '',
  title_hi: '',
  body_en: '',
  body_hi: '',
};

/** Ready-made WhatsApp/SMS texts per product, in English and Hindi, with {link} and {partner} filled in for partners. */
export function AdminMessagesTab() {
  const { t } = useTranslation('partner-content');
  const params = useListParams({
    defaultSort: 'sort_order',
    sorts: ['sort_order', '-sort_order', 'updated_at', '-updated_at'],
    pageSizes: [20, 50],
    defaultPageSize: 20,
    filters: ['product', 'channel'],
    prefix: 'texts',
  });
  const texts = useAdminMessageTexts(params.query);
  const save = useSaveMessageText();
  const remove = useDeleteContent('messages');
  const [editing, setEditing] = useState<MessageText | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MessageText | null>(null);
  const productOptions = partnerProducts.map((value) => ({ value, label: t(`products.${value}`) }));
  const channelOptions = messageChannels.map((value) => ({ value, label: t(`channel.${value}`) }));
  const columns: DataTableColumn<MessageText>[] = [
    { id: 'title_en', header: t('admin.titleField'), cell: (row) => row.title_en, rowHeader: true, minWidth: 180 },
    { id: 'title_hi', header: t('admin.hindi'), cell: (row) => <span lang="hi">{row.title_hi}</span>, minWidth: 160 },
    { id: 'product', header: t('product'), cell: (row) => t(`products.${row.product}`) },
    { id: 'channel', header: t('admin.channel'), cell: (row) => t(`channel.${row.channel}`) },
    { id: 'sort_order', header: t('admin.order'), cell: (row) => row.sort_order, sortKey: 'sort_order', compact: true },
  ];
  const initial =
    editing && editing !== 'new'
      ? { ...editing, sort_order: String(editing.sort_order), id: String(editing.id) }
      : blankText;
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('admin.addText')}
        </Button>
      </div>
      <DataTable
        id="partner-texts"
        label={t('admin.tabs.messages')}
        columns={columns}
        result={texts}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={[20, 50]}
        emptyTitle={t('admin.emptyTexts')}
        searchLabel={t('admin.searchTexts')}
        filters={
          <>
            <FilterSelect
              label={t('product')}
              value={params.filters.product}
              allLabel={t('allProducts')}
              options={productOptions}
              onChange={(value) => params.setFilter('product', value)}
            />
            <FilterSelect
              label={t('admin.channel')}
              value={params.filters.channel}
              allLabel={t('admin.allChannels')}
              options={channelOptions}
              onChange={(value) => params.setFilter('channel', value)}
            />
          </>
        }
        rowActions={(row) => [
          { label: t('admin.edit', { name: row.title_en }), icon: <EditIcon />, onClick: () => setEditing(row) },
          { label: t('admin.delete', { name: row.title_en }), icon: <DeleteIcon />, onClick: () => setDeleting(row) },
        ]}
      />
      {editing ? (
        <BilingualDialog
          title={editing === 'new' ? t('admin.addText') : t('admin.editText')}
          fields={[
            { name: 'product', label: t('product'), options: productOptions },
            { name: 'channel', label: t('admin.channel'), options: channelOptions },
            { name: 'sort_order', label: t('admin.order'), numeric: true },
          ]}
          pairs={[
            { en: 'title_en', hi: 'title_hi', label: t('admin.titleField'), maxLength: MESSAGE_TITLE_MAX },
            {
              en: 'body_en',
              hi: 'body_hi',
              label: t('admin.body'),
              multiline: true,
              maxLength: MESSAGE_BODY_MAX,
              helper: t('admin.bodyHelper'),
            },
          ]}
          initialValues={initial}
          schema={messageTextInputSchema}
          onSubmit={(values) =>
            save.mutateAsync({
              id: editing === 'new' ? null : editing.id,
              input: {
                product: values.product as MessageTextInput['product'],
                channel: values.channel as MessageTextInput['channel'],
                title_en: values.title_en ?? '',
                title_hi: values.title_hi ?? '',
                body_en: values.body_en ?? '',
                body_hi: values.body_hi ?? '',
                sort_order: Number(values.sort_order || 0),
              },
            })
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={t('admin.deleteTextSubject', { name: deleting?.title_en ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
