import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntity, AuditRow } from '@saakh/domain/audit';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { useListParams, type ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { formatDateTime } from '@/lib/format';
import { useAuditHistory } from '../api/get-audit-history';

export type AuditHistoryProps = {
  entity: AuditEntity;
  id: number;
};

const auditListParams: ListParamsOptions<never> = {
  prefix: 'history',
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'action', '-action', 'field', '-field'],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
};

/** Long values (lists, links) are cut in the table; the full text is in the cell's title. */
function short(value: string | null): string {
  if (value === null || value === '') return '—';
  return value.length > 80 ? `${value.slice(0, 77)}…` : value;
}

/** Who changed what and when on one catalogue record (DESIGN §6), newest first. */
export function AuditHistory({ entity, id }: AuditHistoryProps) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const params = useListParams(auditListParams);
  const history = useAuditHistory(entity, id, params.query);
  const headingId = `audit-${entity}-${id}`;

  const columns = useMemo<DataTableColumn<AuditRow>[]>(() => {
    const who = (row: AuditRow) => {
      const name = row.actor_name ?? t('audit.actor', { kind: row.actor_kind, id: row.actor_id ?? '—' });
      return row.masquerade_admin_id !== null ? t('audit.asPartner', { name }) : name;
    };
    const value = (text: string | null) => (
      <Typography variant="body2" title={text ?? undefined} sx={{ maxWidth: 220, wordBreak: 'break-word' }}>
        {short(text)}
      </Typography>
    );
    return [
      {
        id: 'when',
        header: t('audit.columns.when'),
        sortKey: 'created_at',
        cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, i18n.language)}</Box>,
      },
      { id: 'who', header: t('audit.columns.who'), cell: who },
      {
        id: 'action',
        header: t('audit.columns.action'),
        sortKey: 'action',
        cell: (row) => t(`audit.actions.${row.action.replaceAll('.', '_')}`, { defaultValue: row.action }),
      },
      { id: 'field', header: t('audit.columns.field'), sortKey: 'field', cell: (row) => row.field ?? '—' },
      { id: 'old', header: t('audit.columns.old'), cell: (row) => value(row.old_value) },
      { id: 'new', header: t('audit.columns.new'), cell: (row) => value(row.new_value) },
    ];
  }, [t, i18n.language]);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {t('audit.title')}
        </Typography>
        <IconButton aria-label={t('audit.refresh')} onClick={() => void history.refetch()}>
          <RefreshIcon />
        </IconButton>
      </Box>
      <DataTable
        id={`audit-${entity}`}
        label={t('audit.title')}
        columns={columns}
        result={history}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={auditListParams.pageSizes}
        emptyTitle={t('audit.empty')}
        searchLabel={t('audit.search')}
        maxHeight="60vh"
      />
    </Box>
  );
}
