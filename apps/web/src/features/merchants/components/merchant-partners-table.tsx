/** Merchant management's partner list: status, parent, onboarding completeness, users and unpaid earnings. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { partnerLifecycles, partnerTypes, type MerchantPartner } from '@saakh/domain/merchants';
import { formatRupeesExact } from '@saakh/domain/money';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { useMerchantPartners } from '../api/get-merchant-partners';
import { lifecycleTone } from './status';

export const merchantPartnerListParams: ListParamsOptions<'status' | 'partner_type'> = {
  defaultSort: 'name',
  sorts: ['name', '-name', 'status', '-status', 'created_at', '-created_at', 'earned_unpaid', '-earned_unpaid'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status', 'partner_type'],
  prefix: 'partners',
};

export type MerchantPartnersTableProps = {
  params: ListParams<'status' | 'partner_type'>;
  /** Extra actions per row, supplied by the page ("Login as partner"). */
  renderActions?: (partner: MerchantPartner) => ReactNode;
};

export function MerchantPartnersTable({ params, renderActions }: MerchantPartnersTableProps) {
  const { t } = useTranslation('merchant-management');
  const partners = useMerchantPartners(params.query);
  const columns = useMemo<DataTableColumn<MerchantPartner>[]>(() => {
    const yesNo = (done: boolean) => (
      <StatusChip
        label={t(done ? 'complete' : 'incomplete')}
        tone={done ? 'success' : 'warning'}
        testId="completeness"
      />
    );

    return [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 160,
        cell: (partner) => (
          <Link
            component={RouterLink}
            to={`/admin/merchant-management/${partner.id}`}
            sx={{ fontWeight: 'fontWeightBold' }}
          >
            {partner.name}
          </Link>
        ),
      },
      { id: 'type', header: t('columns.type'), cell: (partner) => t(`type.${partner.partner_type}`) },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        cell: (partner) => <StatusChip label={t(`status.${partner.status}`)} tone={lifecycleTone[partner.status]} />,
      },
      { id: 'parent', header: t('columns.parent'), cell: (partner) => partner.parent_name ?? '—' },
      { id: 'kyc', header: t('columns.kyc'), cell: (partner) => yesNo(partner.kyc_complete) },
      { id: 'bank', header: t('columns.bank'), cell: (partner) => yesNo(partner.bank_complete) },
      {
        id: 'users',
        header: t('columns.users'),
        align: 'right',
        cell: (partner) => t('usersCount', { active: partner.active_users_count, total: partner.users_count }),
      },
      {
        id: 'earned_unpaid',
        header: t('columns.earnedUnpaid'),
        sortKey: 'earned_unpaid',
        align: 'right',
        cell: (partner) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatRupeesExact(partner.earned_unpaid)}
          </Box>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        sticky: 'right',
        cell: (partner) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Button
              size="small"
              component={RouterLink}
              to={`/admin/merchant-management/${partner.id}`}
              aria-label={t('openPartner', { name: partner.name })}
            >
              {t('open')}
            </Button>
            {renderActions?.(partner)}
          </Box>
        ),
      },
    ];
  }, [t, renderActions]);

  const filtered = params.filters.status !== undefined || params.filters.partner_type !== undefined;
  return (
    <DataTable
      id="merchant-partners"
      label={t('partnersLabel')}
      columns={columns}
      result={partners}
      rowKey={(partner) => partner.id}
      rowTestId={(partner) => `merchant-row-${partner.key}`}
      params={params}
      pageSizes={merchantPartnerListParams.pageSizes}
      emptyTitle={t('emptyPartners')}
      emptyDescription={filtered || params.q ? t('emptyFiltered') : undefined}
      searchLabel={t('searchPartners')}
      filters={
        <>
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('allStatuses')}
            options={partnerLifecycles.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(value) => params.setFilter('status', value)}
          />
          <FilterSelect
            label={t('columns.type')}
            value={params.filters.partner_type}
            allLabel={t('allTypes')}
            options={partnerTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            onChange={(value) => params.setFilter('partner_type', value)}
          />
        </>
      }
    />
  );
}
