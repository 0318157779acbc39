import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
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
import { loanProductCodes, type LoanProductCode } from '@saakh/domain/product-types';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useVendors } from '../api/get-vendors';
import { useSwitchVendor, type SwitchTarget } from '../api/switch-vendor';
import { ReasonDialog } from './reason-dialog';

/** At 360 px the pager wraps instead of pushing its arrows out of sight. */
const paginationSx = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
};

type Pending = { target: SwitchTarget; name: string } | null;

const PAGE_SIZES = [10, 25, 50, 100];

/**
 * /admin/vendors-on-off: provider integrations and lenders, each switched on or off. Switching off asks for a
 * reason; switching on clears it.
 */
export function VendorsScreen() {
  const { t, i18n } = useTranslation(['admin-catalogue', 'domain']);
  const overview = useVendors();
  const toggle = useSwitchVendor();
  const [turningOff, setTurningOff] = useState<Pending>(null);
  const [product, setProduct] = useState<LoanProductCode | 'all'>('all');
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);

  const flip = (target: SwitchTarget, name: string, on: boolean) => {
    if (on) toggle.mutate({ target, input: { enabled: 1 } });
    else setTurningOff({ target, name });
  };

  const switchCell = (target: SwitchTarget, name: string, enabled: boolean) => (
    <Switch
      checked={enabled}
      onChange={(event) => flip(target, name, event.target.checked)}
      slotProps={{ input: { 'aria-label': t('vendors.switchLabel', { name }) } }}
    />
  );

  const reasonCell = (reason: string | null) => (
    <Typography
      variant="body2"
      color={reason ? 'text.primary' : 'text.secondary'}
      sx={{ minWidth: 200, maxWidth: 280, wordBreak: 'break-word' }}
    >
      {reason ?? '—'}
    </Typography>
  );

  const stateChip = (enabled: boolean) => (
    <Chip size="small" color={enabled ? 'success' : 'default'} label={t(enabled ? 'vendors.on' : 'vendors.off')} />
  );

  const body = (() => {
    if (overview.isPending) return <PageLoader label={t('vendors.loading')} />;
    if (overview.isError)
      return (
        <ErrorState message={errorMessage(overview.error, t('loadFailed'))} onRetry={() => void overview.refetch()} />
      );
    const { vendors, lenders } = overview.data;
    const matching = lenders.filter(
      (lender) =>
        (product === 'all' || lender.product === product) &&
        (query === '' || lender.name.toLowerCase().includes(query)),
    );
    const lastPage = Math.max(0, Math.ceil(matching.length / size) - 1);
    const shownPage = Math.min(page, lastPage);
    const rows = matching.slice(shownPage * size, shownPage * size + size);
    return (
      <>
        <Paper variant="outlined" component="section" aria-labelledby="vendors-integrations">
          <Typography id="vendors-integrations" variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
            {t('vendors.integrations')}
          </Typography>
          {vendors.length === 0 ? (
            <EmptyState title={t('vendors.emptyVendors')} />
          ) : (
            <TableContainer>
              <Table size="small" aria-labelledby="vendors-integrations">
                <TableHead>
                  <TableRow>
                    {(['name', 'kind', 'state', 'switch', 'reason', 'updated'] as const).map((column) => (
                      <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {t(`vendors.columns.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {vendors.map((vendor) => (
                    <TableRow key={vendor.id} data-testid={`vendor-row-${vendor.key}`}>
                      <TableCell sx={{ minWidth: 140, fontWeight: 600 }}>{vendor.name}</TableCell>
                      <TableCell>{t(`vendors.kinds.${vendor.kind}`, { defaultValue: vendor.kind })}</TableCell>
                      <TableCell>{stateChip(vendor.enabled === 1)}</TableCell>
                      <TableCell>
                        {switchCell({ kind: 'vendor', id: vendor.id }, vendor.name, vendor.enabled === 1)}
                      </TableCell>
                      <TableCell>{reasonCell(vendor.reason)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(vendor.updated_at, i18n.language)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby="vendors-lenders">
          <Box
            sx={{
              p: 2,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography id="vendors-lenders" variant="h6" component="h2">
              {t('vendors.lenders')}
            </Typography>
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
                sx={{ width: { xs: '100%', sm: 220 } }}
              />
            </Box>
          </Box>
          {matching.length === 0 ? (
            <EmptyState title={t('lenders.empty')} />
          ) : (
            <>
              <TableContainer>
                <Table size="small" aria-labelledby="vendors-lenders">
                  <TableHead>
                    <TableRow>
                      {(['name', 'product', 'state', 'switch', 'reason', 'updated'] as const).map((column) => (
                        <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                          {t(`vendors.columns.${column}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((lender) => (
                      <TableRow key={lender.lender_id} data-testid={`vendor-lender-${lender.lender_id}`}>
                        <TableCell sx={{ minWidth: 140, fontWeight: 600 }}>{lender.name}</TableCell>
                        <TableCell>{t(`lenders.filter.${lender.product}`)}</TableCell>
                        <TableCell>{stateChip(lender.lender_status === 1)}</TableCell>
                        <TableCell>
                          {switchCell(
                            { kind: 'lender', id: lender.lender_id },
                            lender.name,
                            lender.lender_status === 1,
                          )}
                        </TableCell>
                        <TableCell>{reasonCell(lender.status_reason)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(lender.updated_at, i18n.language)}
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
            </>
          )}
        </Paper>
      </>
    );
  })();

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('vendors.title')}
        </Typography>
        <Typography color="text.secondary">{t('vendors.subtitle')}</Typography>
      </Box>
      {body}
      {turningOff ? (
        <ReasonDialog
          name={turningOff.name}
          pending={toggle.isPending}
          onCancel={() => setTurningOff(null)}
          onConfirm={(reason) =>
            toggle.mutate(
              { target: turningOff.target, input: { enabled: 0, reason } },
              { onSuccess: () => setTurningOff(null) },
            )
          }
        />
      ) : null}
    </Stack>
  );
}
