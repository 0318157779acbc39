import AddPhotoAlternateIcon from '@/components/ui/icons/AddPhotoAlternate';
import DeleteIcon from '@/components/ui/icons/Delete';
import EditIcon from '@/components/ui/icons/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BANNER_MAX_BYTES,
  MESSAGE_TITLE_MAX,
  bannerExtensions,
  bannerFieldsSchema,
  partnerProducts,
  type Banner,
  type BannerFields,
} from '@saakh/domain/partner-content';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { FileUpload } from '@/components/ui/file-upload';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { adminContentKey, uploadContent, useAdminBanners, useDeleteContent, useSaveBanner } from '../api/admin-content';
import { BilingualDialog, type DialogValues } from './bilingual-dialog';

const blankBanner: DialogValues = { product: 'pl', sort_order: '0', title_en: '', title_hi: '' };

/** Banners per product: uploaded with English and Hindi titles; partners get them drawn with their own logo. */
export function AdminBannersTab() {
  const { t } = useTranslation('partner-content');
  const queryClient = useQueryClient();
  const params = useListParams({
    defaultSort: 'sort_order',
    sorts: ['sort_order', '-sort_order', 'updated_at', '-updated_at'],
    pageSizes: [20, 50],
    defaultPageSize: 20,
    filters: ['product'],
    prefix: 'banners',
  });
  const banners = useAdminBanners(params.query);
  const save = useSaveBanner();
  const remove = useDeleteContent('banners');
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  const productOptions = partnerProducts.map((value) => ({ value, label: t(`products.${value}`) }));
  const columns: DataTableColumn<Banner>[] = [
    {
      id: 'image',
      header: t('admin.image'),
      cell: (row) => (
        <Box component="img" src={row.file_url} alt="" sx={{ width: 100, height: 'auto', display: 'block' }} />
      ),
      compact: true,
    },
    { id: 'title_en', header: t('admin.titleField'), cell: (row) => row.title_en, rowHeader: true, minWidth: 180 },
    { id: 'title_hi', header: t('admin.hindi'), cell: (row) => <span lang="hi">{row.title_hi}</span>, minWidth: 160 },
    { id: 'product', header: t('product'), cell: (row) => t(`products.${row.product}`) },
    { id: 'size', header: t('admin.size'), cell: (row) => `${row.width} × ${row.height}` },
    { id: 'sort_order', header: t('admin.order'), cell: (row) => row.sort_order, sortKey: 'sort_order', compact: true },
  ];
  const fields = [
    { name: 'product', label: t('product'), options: productOptions },
    { name: 'sort_order', label: t('admin.order'), numeric: true },
  ];
  const pairs = [{ en: 'title_en', hi: 'title_hi', label: t('admin.titleField'), maxLength: MESSAGE_TITLE_MAX }];
  const fieldsOf = (values: DialogValues): BannerFields => ({
    product: values.product as BannerFields['product'],
    title_en: values.title_en ?? '',
    title_hi: values.title_hi ?? '',
    sort_order: Number(values.sort_order || 0),
  });
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <div>
        <Button variant="contained" startIcon={<AddPhotoAlternateIcon />} onClick={() => setEditing('new')}>
          {t('admin.addBanner')}
        </Button>
      </div>
      <DataTable
        id="partner-banners"
        label={t('admin.tabs.banners')}
        columns={columns}
        result={banners}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={[20, 50]}
        emptyTitle={t('admin.emptyBanners')}
        searchLabel={t('admin.searchBanners')}
        filters={
          <FilterSelect
            label={t('product')}
            value={params.filters.product}
            allLabel={t('allProducts')}
            options={productOptions}
            onChange={(value) => params.setFilter('product', value)}
          />
        }
        rowActions={(row) => [
          { label: t('admin.edit', { name: row.title_en }), icon: <EditIcon />, onClick: () => setEditing(row) },
          { label: t('admin.delete', { name: row.title_en }), icon: <DeleteIcon />, onClick: () => setDeleting(row) },
        ]}
      />
      {editing === 'new' ? (
        <BilingualDialog
          title={t('admin.addBanner')}
          fields={fields}
          pairs={pairs}
          initialValues={blankBanner}
          schema={bannerFieldsSchema}
          onSubmit={() => Promise.resolve()}
          onClose={() => setEditing(null)}
          upload={(values, problems, touchAll) => (
            <FileUpload
              label={t('admin.bannerFile')}
              extensions={bannerExtensions}
              maxBytes={BANNER_MAX_BYTES}
              helper={t('admin.bannerHelper')}
              inputTestId="banner-file"
              upload={async (file, options) => {
                if (Object.keys(problems).length > 0) {
                  touchAll();
                  throw new Error(t('admin.fixFields'));
                }
                const input = fieldsOf(values);
                return uploadContent<Banner>(
                  'banners',
                  { ...input, sort_order: String(input.sort_order) },
                  file,
                  options,
                );
              }}
              onUploaded={(answer) => {
                if (answer.message) toast(answer.message, 'success');
                void queryClient.invalidateQueries({ queryKey: [...adminContentKey, 'banners'] });
                setEditing(null);
              }}
            />
          )}
        />
      ) : editing ? (
        <BilingualDialog
          title={t('admin.editBanner')}
          fields={fields}
          pairs={pairs}
          initialValues={{
            product: editing.product,
            sort_order: String(editing.sort_order),
            title_en: editing.title_en,
            title_hi: editing.title_hi,
          }}
          schema={bannerFieldsSchema}
          onSubmit={(values) => save.mutateAsync({ id: editing.id, input: fieldsOf(values) })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={t('admin.deleteBannerSubject', { name: deleting?.title_en ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
