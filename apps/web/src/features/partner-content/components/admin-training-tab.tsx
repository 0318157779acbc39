import DeleteIcon from '@/components/ui/icons/Delete';
import UploadFileIcon from '@/components/ui/icons/UploadFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  MESSAGE_TITLE_MAX,
  TRAINING_MAX_BYTES,
  trainingFieldsSchema,
  trainingFileTypes,
  trainingKinds,
  type TrainingFile,
} from '@saakh/domain/partner-content';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { FileUpload, formatBytes } from '@/components/ui/file-upload';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { adminContentKey, uploadContent, useAdminTrainingFiles, useDeleteContent } from '../api/admin-content';
import { BilingualDialog } from './bilingual-dialog';

export type LenderOption = { value: string; label: string };

const trainingExtensions = trainingKinds.map((kind) => trainingFileTypes[kind].extension);
const trainingDialogSchema = trainingFieldsSchema.extend({
  lender_id: z.string().min(1, { error: 'contentLenderUnknown' }),
});

/** Training files per lender (MP4 videos, PPTX decks, PDF documents) that partners open from their training page. */
export function AdminTrainingTab({ lenders }: { lenders: readonly LenderOption[] }) {
  const { t, i18n } = useTranslation('partner-content');
  const queryClient = useQueryClient();
  const params = useListParams({
    defaultSort: '-created_at',
    sorts: ['created_at', '-created_at'],
    pageSizes: [20, 50],
    defaultPageSize: 20,
    filters: ['lender_id'],
    prefix: 'training',
  });
  const files = useAdminTrainingFiles(params.query);
  const remove = useDeleteContent('training');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TrainingFile | null>(null);
  const columns: DataTableColumn<TrainingFile>[] = [
    {
      id: 'title_en',
      header: t('admin.titleField'),
      cell: (row) => (
        <Link href={row.file_url} target="_blank" rel="noopener noreferrer">
          {row.title_en}
        </Link>
      ),
      rowHeader: true,
      minWidth: 180,
    },
    { id: 'title_hi', header: t('admin.hindi'), cell: (row) => <span lang="hi">{row.title_hi}</span>, minWidth: 160 },
    { id: 'lender', header: t('admin.lender'), cell: (row) => row.lender_name },
    { id: 'kind', header: t('admin.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { id: 'size', header: t('admin.size'), cell: (row) => formatBytes(row.size_bytes) },
    {
      id: 'created_at',
      header: t('admin.added'),
      cell: (row) => formatDate(row.created_at, i18n.language),
      sortKey: 'created_at',
    },
  ];
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <div>
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          onClick={() => setAdding(true)}
          disabled={lenders.length === 0}
        >
          {t('admin.addTraining')}
        </Button>
      </div>
      <DataTable
        id="partner-training"
        label={t('admin.tabs.training')}
        columns={columns}
        result={files}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={[20, 50]}
        emptyTitle={t('admin.emptyTraining')}
        searchLabel={t('admin.searchTraining')}
        filters={
          <FilterSelect
            label={t('admin.lender')}
            value={params.filters.lender_id}
            allLabel={t('admin.allLenders')}
            options={lenders}
            onChange={(value) => params.setFilter('lender_id', value)}
          />
        }
        rowActions={(row) => [
          { label: t('admin.delete', { name: row.title_en }), icon: <DeleteIcon />, onClick: () => setDeleting(row) },
        ]}
      />
      {adding ? (
        <BilingualDialog
          title={t('admin.addTraining')}
          fields={[{ name: 'lender_id', label: t('admin.lender'), options: [{ value: '', label: '' }, ...lenders] }]}
          pairs={[{ en: 'title_en', hi: 'title_hi', label: t('admin.titleField'), maxLength: MESSAGE_TITLE_MAX }]}
          initialValues={{ lender_id: '', title_en: '', title_hi: '' }}
          schema={trainingDialogSchema}
          onSubmit={() => Promise.resolve()}
          onClose={() => setAdding(false)}
          upload={(values, problems, touchAll) => (
            <FileUpload
              label={t('admin.trainingFile')}
              extensions={trainingExtensions}
              maxBytes={TRAINING_MAX_BYTES}
              helper={t('admin.trainingHelper')}
              inputTestId="training-file"
              upload={(file, options) => {
                if (Object.keys(problems).length > 0) {
                  touchAll();
                  return Promise.reject(new Error(t('admin.fixFields')));
                }
                return uploadContent<TrainingFile>(
                  'training',
                  {
                    lender_id: values.lender_id ?? '',
                    title_en: values.title_en ?? '',
                    title_hi: values.title_hi ?? '',
                  },
                  file,
                  options,
                );
              }}
              onUploaded={(answer) => {
                if (answer.message) toast(answer.message, 'success');
                void queryClient.invalidateQueries({ queryKey: [...adminContentKey, 'training'] });
                setAdding(false);
              }}
            />
          )}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={t('admin.deleteTrainingSubject', { name: deleting?.title_en ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
