/** The template registry: every template by channel and state, created and edited in the editor, retired (kept). */
import AddIcon from '@/components/ui/icons/Add';
import ArchiveOutlinedIcon from '@/components/ui/icons/ArchiveOutlined';
import EditOutlinedIcon from '@/components/ui/icons/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageCategories, messageChannels, templateStates, type MessageTemplate } from '@saakh/domain/messaging';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useRetireTemplate } from '../api/retire-template';
import { useTemplates } from '../api/get-templates';
import { TemplateEditor } from './template-editor';

export const templateListParams: ListParamsOptions<'channel' | 'category' | 'state'> = {
  defaultSort: 'name',
  sorts: ['name', '-name', 'channel', '-channel', 'updated_at', '-updated_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['channel', 'category', 'state'],
  prefix: 'templates',
};

export function TemplatesTable({ params }: { params: ListParams<'channel' | 'category' | 'state'> }) {
  const { t, i18n } = useTranslation('messaging');
  const templates = useTemplates(params.query);
  const retire = useRetireTemplate();
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  const [retiring, setRetiring] = useState<MessageTemplate | null>(null);

  const columns = useMemo<DataTableColumn<MessageTemplate>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        sortKey: 'name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 180,
        cell: (template) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 'fontWeightBold' }}>
              {template.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`category.${template.category}`)}
              {template.event ? ` · ${t('onStatus', { status: t(`applicationStatus.${template.event}`) })}` : ''}
            </Typography>
          </Box>
        ),
      },
      { id: 'channel', header: t('fields.channel'), sortKey: 'channel', cell: (row) => t(`channel.${row.channel}`) },
      {
        id: 'registration',
        header: t('columns.registration'),
        minWidth: 160,
        cell: (row) =>
          row.channel === 'sms'
            ? `${row.dlt_header ?? ''} · ${row.dlt_template_id ?? ''}`
            : row.channel === 'whatsapp'
              ? (row.whatsapp_template ?? '—')
              : (row.subject_en ?? '—'),
      },
      {
        id: 'text',
        header: t('columns.text'),
        minWidth: 240,
        cell: (row) => (
          <Typography
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {i18n.language === 'hi' ? row.body_hi : row.body_en}
          </Typography>
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        cell: (row) => (
          <StatusChip
            label={t(`state.${row.active ? 'active' : 'retired'}`)}
            tone={row.active ? 'success' : 'neutral'}
          />
        ),
      },
      {
        id: 'updated_at',
        header: t('columns.updated'),
        sortKey: 'updated_at',
        cell: (row) => formatDateTime(row.updated_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (template: MessageTemplate): RowAction[] =>
      template.active
        ? [
            {
              label: t('templates.edit', { name: template.name }),
              icon: <EditOutlinedIcon fontSize="small" />,
              onClick: () => setEditing(template),
            },
            {
              label: t('templates.retire', { name: template.name }),
              icon: <ArchiveOutlinedIcon fontSize="small" />,
              color: 'error',
              onClick: () => setRetiring(template),
            },
          ]
        : [],
    [t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          data-testid="template-new"
        >
          {t('templates.create')}
        </Button>
      </Stack>
      <DataTable
        id="message-templates"
        label={t('templates.label')}
        columns={columns}
        result={templates}
        rowKey={(row) => row.id}
        rowTestId={(row) => `template-row-${row.id}`}
        params={params}
        pageSizes={templateListParams.pageSizes}
        emptyTitle={t('templates.empty')}
        emptyDescription={Object.keys(params.filters).length || params.q ? t('emptyFiltered') : undefined}
        searchLabel={t('templates.search')}
        filters={
          <>
            <FilterSelect
              label={t('fields.channel')}
              value={params.filters.channel}
              allLabel={t('allChannels')}
              options={messageChannels.map((value) => ({ value, label: t(`channel.${value}`) }))}
              onChange={(value) => params.setFilter('channel', value)}
            />
            <FilterSelect
              label={t('fields.category')}
              value={params.filters.category}
              allLabel={t('allCategories')}
              options={messageCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
              onChange={(value) => params.setFilter('category', value)}
            />
            <FilterSelect
              label={t('columns.state')}
              value={params.filters.state}
              allLabel={t('allStates')}
              options={templateStates.map((value) => ({ value, label: t(`state.${value}`) }))}
              onChange={(value) => params.setFilter('state', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
      {editing ? (
        <TemplateEditor template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        title={t('templates.retireTitle')}
        subject={t('templates.retireSubject', { name: retiring?.name ?? '' })}
        confirmLabel={t('templates.retireConfirm')}
        pending={retire.isPending}
        onCancel={() => setRetiring(null)}
        onConfirm={() => {
          if (retiring) retire.mutate(retiring.id, { onSettled: () => setRetiring(null) });
        }}
      />
    </Stack>
  );
}
