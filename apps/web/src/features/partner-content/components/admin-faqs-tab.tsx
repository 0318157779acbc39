import AddIcon from '@/components/ui/icons/Add';
import DeleteIcon from '@/components/ui/icons/Delete';
import EditIcon from '@/components/ui/icons/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAQ_ANSWER_MAX,
  FAQ_QUESTION_MAX,
  faqAudiences,
  faqInputSchema,
  type Faq,
} from '@saakh/domain/partner-content';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { useAdminFaqs, useDeleteContent, useSaveFaq } from '../api/admin-content';
import { BilingualDialog, type DialogValues } from './bilingual-dialog';

const blankFaq: DialogValues = {
  audience: 'customer',
  sort_order: '0',
  question_en: '',
  question_hi: '',
  answer_en: '',
  answer_hi: '',
};

/** FAQs for customers' and DSAs' questions, in English and Hindi: list, add, edit, delete. */
export function AdminFaqsTab() {
  const { t } = useTranslation('partner-content');
  const params = useListParams({
    defaultSort: 'sort_order',
    sorts: ['sort_order', '-sort_order', 'updated_at', '-updated_at'],
    pageSizes: [20, 50],
    defaultPageSize: 20,
    filters: ['audience'],
    prefix: 'faqs',
  });
  const faqs = useAdminFaqs(params.query);
  const save = useSaveFaq();
  const remove = useDeleteContent('faqs');
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const columns: DataTableColumn<Faq>[] = [
    { id: 'question_en', header: t('admin.question'), cell: (row) => row.question_en, rowHeader: true, minWidth: 220 },
    {
      id: 'question_hi',
      header: t('admin.hindi'),
      cell: (row) => <span lang="hi">{row.question_hi ?? t('admin.noHindi')}</span>,
      minWidth: 200,
    },
    { id: 'audience', header: t('admin.audience'), cell: (row) => t(`audience.${row.audience}`) },
    { id: 'sort_order', header: t('admin.order'), cell: (row) => row.sort_order, sortKey: 'sort_order', compact: true },
  ];
  const initial =
    editing && editing !== 'new'
      ? {
          audience: editing.audience,
          sort_order: String(editing.sort_order),
          question_en: editing.question_en,
          question_hi: editing.question_hi ?? '',
          answer_en: editing.answer_en,
          answer_hi: editing.answer_hi ?? '',
        }
      : blankFaq;
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('admin.addFaq')}
        </Button>
      </div>
      <DataTable
        id="partner-faqs"
        label={t('admin.tabs.faqs')}
        columns={columns}
        result={faqs}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={[20, 50]}
        emptyTitle={t('admin.emptyFaqs')}
        searchLabel={t('admin.searchFaqs')}
        filters={
          <FilterSelect
            label={t('admin.audience')}
            value={params.filters.audience}
            allLabel={t('admin.allAudiences')}
            options={faqAudiences.map((value) => ({ value, label: t(`audience.${value}`) }))}
            onChange={(value) => params.setFilter('audience', value)}
          />
        }
        rowActions={(row) => [
          { label: t('admin.edit', { name: row.question_en }), icon: <EditIcon />, onClick: () => setEditing(row) },
          {
            label: t('admin.delete', { name: row.question_en }),
            icon: <DeleteIcon />,
            onClick: () => setDeleting(row),
          },
        ]}
      />
      {editing ? (
        <BilingualDialog
          title={editing === 'new' ? t('admin.addFaq') : t('admin.editFaq')}
          fields={[
            {
              name: 'audience',
              label: t('admin.audience'),
              options: faqAudiences.map((value) => ({ value, label: t(`audience.${value}`) })),
            },
            { name: 'sort_order', label: t('admin.order'), numeric: true },
          ]}
          pairs={[
            { en: 'question_en', hi: 'question_hi', label: t('admin.question'), maxLength: FAQ_QUESTION_MAX },
            {
              en: 'answer_en',
              hi: 'answer_hi',
              label: t('admin.answer'),
              multiline: true,
              maxLength: FAQ_ANSWER_MAX,
              helper: t('admin.hindiOptional'),
            },
          ]}
          initialValues={initial}
          schema={faqInputSchema}
          onSubmit={(values) =>
            save.mutateAsync({
              id: editing === 'new' ? null : editing.id,
              input: {
                audience: values.audience as Faq['audience'],
                question_en: values.question_en ?? '',
                question_hi: values.question_hi ?? '',
                answer_en: values.answer_en ?? '',
                answer_hi: values.answer_hi ?? '',
                sort_order: Number(values.sort_order || 0),
              },
            })
          }
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        subject={t('admin.deleteFaqSubject', { name: deleting?.question_en ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </Stack>
  );
}
