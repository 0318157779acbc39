import RefreshIcon from '@/components/ui/icons/Refresh';
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
import { describeChange, type DescribedChange } from '../utils/describe-change';

export type AuditHistoryProps = {
  entity: AuditEntity;
  id: number | string;
};

const auditListParams: ListParamsOptions<never> = {
  prefix: 'history',
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'action', '-action', 'field', '-field'],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
};

/** A change as a sentence, and below it each changed field: "Priority: 5 → 9". */
type AuditChangeProps = { change: DescribedChange };

function AuditChange({ change }: AuditChangeProps) {
  const { t } = useTranslation('admin-catalogue');
  return (
    <Box sx={{ minWidth: 0, maxWidth: 560, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{change.sentence}</Typography>
      {change.details.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2, color: 'text.secondary' }}>
          {change.details.map((detail, index) => (
            <Typography key={index} component="li" variant="body2">
              {detail.label ? `${detail.label}: ` : ''}
              {detail.old !== null && detail.new !== null
                ? t('audit.change', { old: detail.old, new: detail.new })
                : (detail.new ?? detail.old)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Who changed what and when on one catalogue record (DESIGN §6), newest first. */
export function AuditHistory({ entity, id }: AuditHistoryProps) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const params = useListParams(auditListParams);
  const history = useAuditHistory(entity, id, params.query);
  const headingId = `audit-${entity}-${id}`;

  const columns = useMemo<DataTableColumn<AuditRow>[]>(
    () => [
      {
        id: 'when',
        header: t('audit.columns.when'),
        sortKey: 'created_at',
        cell: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, i18n.language)}</Box>,
      },
      {
        id: 'change',
        header: t('audit.columns.change'),
        sortKey: 'action',
        cell: (row) => <AuditChange change={describeChange(row, id, t, i18n.language)} />,
      },
    ],
    [t, i18n.language, id],
  );

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
