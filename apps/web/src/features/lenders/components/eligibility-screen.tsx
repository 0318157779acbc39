import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminEligibilityRow } from '@saakh/domain/eligibility';
import { loanProductCodes, type LoanProductCode } from '@saakh/domain/product-types';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { useEligibility } from '../api/get-eligibility';
import { eligibilityColumns } from '../utils/columns';
import { EligibilityDialog } from './eligibility-dialog';

/** At 360 px the pager wraps instead of pushing its arrows out of sight. */
const paginationSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
};

const PAGE_SIZES = [10, 25, 50, 100];

/** /admin/customer-eligibility: the eligibility texts partners read for each lender, edited per lender. */
export function EligibilityScreen() {
  const { t } = useTranslation('admin-catalogue');
  const rows = useEligibility();
  const [editing, setEditing] = useState<AdminEligibilityRow | null>(null);
  const [product, setProduct] = useState<LoanProductCode | 'all'>('all');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);

  const body = (() => {
    if (rows.isPending) return <PageLoader label={t('eligibility.loading')} />;
    if (rows.isError)
      return <ErrorState message={errorMessage(rows.error, t('loadFailed'))} onRetry={() => void rows.refetch()} />;
    const matching = rows.data.filter(
      (row) =>
        (product === 'all' || row.product === product) && (query === '' || row.name.toLowerCase().includes(query)),
    );
    if (matching.length === 0) {
      return (
        <Paper variant="outlined">
          <EmptyState title={t('lenders.empty')} />
        </Paper>
      );
    }
    const lastPage = Math.max(0, Math.ceil(matching.length / size) - 1);
    const shownPage = Math.min(page, lastPage);
    return (
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={t('eligibility.title')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('eligibility.columns.name')}</TableCell>
                {eligibilityColumns.map((column) => (
                  <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {t(`eligibility.columns.${column}`)}
                  </TableCell>
                ))}
                <TableCell sx={{ fontWeight: 600 }}>{t('lenders.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {matching.slice(shownPage * size, shownPage * size + size).map((row) => (
                <TableRow key={row.lender_id} hover data-testid={`eligibility-row-${row.lender_id}`}>
                  <TableCell sx={{ minWidth: 140 }}>
                    <Typography sx={{ fontWeight: 600 }}>{row.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t(`lenders.filter.${row.product}`)}
                      {row.lender_status === 1 ? '' : ` · ${t('inactive')}`}
                    </Typography>
                  </TableCell>
                  {eligibilityColumns.map((column) => (
                    <TableCell
                      key={column}
                      sx={{ minWidth: column === 'lender_journey' ? 220 : 120, maxWidth: 280, wordBreak: 'break-word' }}
                    >
                      {row[column] ?? '—'}
                    </TableCell>
                  ))}
                  <TableCell>
                    <IconButton aria-label={t('eligibility.edit', { name: row.name })} onClick={() => setEditing(row)}>
                      <EditIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={matching.length}
          page={shownPage}
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
      </Paper>
    );
  })();

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('eligibility.title')}
        </Typography>
        <Typography color="text.secondary">{t('eligibility.subtitle')}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('lenders.product')}
          value={product}
          onChange={(event) => {
            setProduct(event.target.value as LoanProductCode | 'all');
            setPage(0);
          }}
          sx={{ width: 180 }}
        >
          {(['all', ...loanProductCodes] as const).map((code) => (
            <MenuItem key={code} value={code}>
              {t(`lenders.filter.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t('lenders.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ width: { xs: '100%', sm: 240 } }}
        />
      </Box>
      {body}
      {editing ? <EligibilityDialog row={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
