import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatRupees } from '@saakh/domain/money';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageLoader } from '@/components/ui/page-loader';
import { errorMessage } from '@/lib/api-client';
import { usePartners } from '../api/get-partners';

export type PartnersScreenProps = {
  /** Extra actions per row, supplied by the page (e.g. "Log in as partner"). */
  renderActions?: (partner: AdminPartner) => ReactNode;
};

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      title={color}
      sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }}
    />
  );
}

/** /admin/partners, labelled Partner Config: every partner brand with its key, UTM id and revenue share. */
export function PartnersScreen({ renderActions }: PartnersScreenProps) {
  const { t } = useTranslation('admin-catalogue');
  const partners = usePartners();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const list = (partners.data ?? []).filter(
    (partner) =>
      query === '' ||
      partner.name.toLowerCase().includes(query) ||
      partner.key.includes(query) ||
      (partner.utm_id ?? '').toLowerCase().includes(query),
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {t('partners.title')}
        </Typography>
        <TextField
          size="small"
          type="search"
          label={t('partners.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
        />
      </Box>
      {partners.isPending ? (
        <PageLoader label={t('partners.loading')} />
      ) : partners.isError ? (
        <ErrorState message={errorMessage(partners.error, t('loadFailed'))} onRetry={() => void partners.refetch()} />
      ) : list.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState title={t('partners.empty')} />
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('partners.title')}>
            <TableHead>
              <TableRow>
                {(['logo', 'name', 'key', 'utm_id', 'revenue', 'colors', 'status', 'actions'] as const).map(
                  (column) => (
                    <TableCell key={column} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                      {t(`partners.columns.${column}`)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((partner) => (
                <TableRow key={partner.id} hover data-testid={`partner-row-${partner.key}`}>
                  <TableCell>
                    {partner.logo ? (
                      <Box
                        component="img"
                        src={partner.logo}
                        alt={t('partners.logoAlt', { name: partner.name })}
                        loading="lazy"
                        sx={{ width: 64, height: 'auto', display: 'block' }}
                      />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link component={RouterLink} to={`/admin/partners/${partner.id}`} sx={{ fontWeight: 600 }}>
                      {partner.name}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <code>/{partner.key}</code>
                  </TableCell>
                  <TableCell>{partner.utm_id ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {partner.revenue_percent === null ? '—' : `${partner.revenue_percent}%`} ·{' '}
                    {formatRupees(partner.revenue_flat_fee)}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      <Swatch
                        color={partner.primary_color}
                        label={t('partners.primaryColorValue', { color: partner.primary_color })}
                      />
                      <Swatch
                        color={partner.secondary_color}
                        label={t('partners.secondaryColorValue', { color: partner.secondary_color })}
                      />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={partner.status === 1 ? 'success' : 'default'}
                      label={t(partner.status === 1 ? 'active' : 'inactive')}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/admin/partners/${partner.id}`}
                      aria-label={t('partners.editPartner', { name: partner.name })}
                    >
                      {t('edit')}
                    </Button>
                    {renderActions?.(partner)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
