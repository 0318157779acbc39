/** Partner Config (/admin/partners): every partner brand with its URL key, UTM id, revenue share and colours. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { listQueryString } from '@saakh/domain/list-query-string';
import { formatRupees } from '@saakh/domain/money';
import { lifecycleOf, partnerLifecycles, partnerStatusCodes } from '@saakh/domain/merchants';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { usePartners } from '../api/get-partners';

export const partnerListParams: ListParamsOptions<'status'> = {
  defaultSort: 'name',
  sorts: ['name', '-name', 'key', '-key', 'utm_id', '-utm_id', 'status', '-status', 'updated_at', '-updated_at'],
  pageSizes: [25, 50, 100],
  defaultPageSize: 50,
  filters: ['status'],
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

export type PartnersTableProps = {
  params: ListParams<'status'>;
  /** Extra actions per row, supplied by the page (e.g. "Log in as partner"). */
  renderActions?: (partner: AdminPartner) => ReactNode;
};

export function PartnersTable({ params, renderActions }: PartnersTableProps) {
  const { t } = useTranslation('admin-catalogue');
  const partners = usePartners(params.query);

  const columns = useMemo<DataTableColumn<AdminPartner>[]>(
    () => [
      {
        id: 'logo',
        header: t('partners.columns.logo'),
        cell: (partner) =>
          partner.logo ? (
            <Box
              component="img"
              src={partner.logo}
              alt={t('partners.logoAlt', { name: partner.name })}
              loading="lazy"
              sx={{ width: 64, height: 'auto', display: 'block' }}
            />
          ) : (
            '—'
          ),
      },
      {
        id: 'name',
        header: t('partners.columns.name'),
        sortKey: 'name',
        sticky: 'left',
        minWidth: 160,
        cell: (partner) => (
          <Link component={RouterLink} to={`/admin/partners/${partner.id}`} sx={{ fontWeight: 'fontWeightBold' }}>
            {partner.name}
          </Link>
        ),
      },
      { id: 'key', header: t('partners.columns.key'), sortKey: 'key', cell: (partner) => <code>/{partner.key}</code> },
      {
        id: 'utm_id',
        header: t('partners.columns.utm_id'),
        sortKey: 'utm_id',
        cell: (partner) => partner.utm_id ?? '—',
      },
      {
        id: 'revenue',
        header: t('partners.columns.revenue'),
        cell: (partner) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {partner.revenue_percent === null ? '—' : `${partner.revenue_percent}%`} ·{' '}
            {formatRupees(partner.revenue_flat_fee)}
          </Box>
        ),
      },
      {
        id: 'colors',
        header: t('partners.columns.colors'),
        cell: (partner) => (
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
        ),
      },
      {
        id: 'status',
        header: t('partners.columns.status'),
        sortKey: 'status',
        cell: (partner) => (
          <Chip
            size="small"
            color={partner.status === partnerStatusCodes.active ? 'success' : 'default'}
            label={t(`partners.lifecycle.${lifecycleOf(partner.status)}`)}
          />
        ),
      },
      {
        id: 'actions',
        header: t('partners.columns.actions'),
        sticky: 'right',
        cell: (partner) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Button
              size="small"
              component={RouterLink}
              to={`/admin/partners/${partner.id}`}
              aria-label={t('partners.editPartner', { name: partner.name })}
            >
              {t('edit')}
            </Button>
            {renderActions?.(partner)}
          </Box>
        ),
      },
    ],
    [t, renderActions],
  );

  const exportQuery = { sort: params.sort, q: params.q.trim() || undefined, status: params.filters.status };
  return (
    <DataTable
      id="partners"
      label={t('partners.title')}
      columns={columns}
      result={partners}
      rowKey={(partner) => partner.id}
      rowTestId={(partner) => `partner-row-${partner.key}`}
      params={params}
      pageSizes={partnerListParams.pageSizes}
      emptyTitle={t('partners.empty')}
      searchLabel={t('partners.search')}
      filters={
        <FilterSelect
          label={t('partners.columns.status')}
          value={params.filters.status}
          allLabel={t('partners.allStatuses')}
          options={partnerLifecycles.map((lifecycle) => ({
            value: String(partnerStatusCodes[lifecycle]),
            label: t(`partners.lifecycle.${lifecycle}`),
          }))}
          onChange={(value) => params.setFilter('status', value)}
        />
      }
      exportHref={(format) => `/api/admin/partners/export${listQueryString({ ...exportQuery, format })}`}
    />
  );
}
