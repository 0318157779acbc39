import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntity, AuditRow } from '@saakh/domain/audit';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useAuditHistory } from '../api/get-audit-history';

/** At 360 px the pager wraps instead of pushing its arrows out of sight. */
const paginationSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
};

export type AuditHistoryProps = {
  entity: AuditEntity;
  id: number;
};

const PAGE_SIZES = [10, 25, 50];

/** Long values (lists, links) are cut in the table; the full text is in the cell's title. */
function short(value: string | null): string {
  if (value === null || value === '') return '—';
  return value.length > 80 ? `${value.slice(0, 77)}…` : value;
}

/** Who changed what and when on one catalogue record (DESIGN §6), newest first. */
export function AuditHistory({ entity, id }: AuditHistoryProps) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const history = useAuditHistory(entity, id);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZES[0] ?? 10);

  const who = (row: AuditRow) => {
    const name = row.actor_name ?? t('audit.actor', { kind: row.actor_kind, id: row.actor_id ?? '—' });
    return row.masquerade_admin_id !== null ? t('audit.asPartner', { name }) : name;
  };

  const body = (() => {
    if (history.isPending) return <PageLoader minHeight={120} />;
    if (history.isError)
      return (
        <ErrorState message={errorMessage(history.error, t('loadFailed'))} onRetry={() => void history.refetch()} />
      );
    if (history.data.length === 0) return <EmptyState title={t('audit.empty')} />;
    const rows = history.data.slice(page * size, page * size + size);
    return (
      <>
        <TableContainer tabIndex={0} role="region" aria-label={t('audit.title')}>
          <Table size="small" aria-labelledby={`audit-${entity}-${id}`}>
            <TableHead>
              <TableRow>
                {(['when', 'who', 'action', 'field', 'old', 'new'] as const).map((column) => (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {t(`audit.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, i18n.language)}</TableCell>
                  <TableCell>{who(row)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t(`audit.actions.${row.action.replaceAll('.', '_')}`, { defaultValue: row.action })}
                  </TableCell>
                  <TableCell>{row.field ?? '—'}</TableCell>
                  <TableCell title={row.old_value ?? undefined} sx={{ maxWidth: 220, wordBreak: 'break-word' }}>
                    {short(row.old_value)}
                  </TableCell>
                  <TableCell title={row.new_value ?? undefined} sx={{ maxWidth: 220, wordBreak: 'break-word' }}>
                    {short(row.new_value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={history.data.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={size}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(event) => {
            setSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={t('audit.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('audit.displayed', { from, to, count })}
          getItemAriaLabel={(type) => t(`audit.page.${type}`)}
          sx={paginationSx}
        />
      </>
    );
  })();

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`audit-${entity}-${id}`}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={`audit-${entity}-${id}`} variant="h6" component="h2">
          {t('audit.title')}
        </Typography>
        <IconButton aria-label={t('audit.refresh')} onClick={() => void history.refetch()}>
          <RefreshIcon />
        </IconButton>
      </Box>
      {body}
    </Paper>
  );
}
