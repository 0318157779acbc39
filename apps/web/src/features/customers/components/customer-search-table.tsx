/** The CSR portal's search: customers found by mobile, PAN, application id, e-mail or name, masked for role 3. */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { csrSearchKind, type CsrCustomer } from '@saakh/domain/csr';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { applicationStatusTones } from '@/lib/application-status';
import { formatDate } from '@/lib/format';
import { useCustomerSearch } from '../api/search-customers';

export const customerSearchListParams: ListParamsOptions<never> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'name', '-name'],
  pageSizes: [20, 50],
  defaultPageSize: 20,
};

/** Where a found customer opens: their latest application, or their profile when they have none. */
export function customerPath(customer: Pick<CsrCustomer, 'id' | 'latest_application_id'>): string {
  return `/admin/csr-portal/${customer.id}/${customer.latest_application_id ?? 'profile'}`;
}

export type CustomerSearchTableProps = { params: ListParams<never> };

export function CustomerSearchTable({ params }: CustomerSearchTableProps) {
  const { t, i18n } = useTranslation('csr-portal');
  // Only text the server can look up is sent; anything else waits, with the hint below, instead of an error.
  const searchable = params.q !== '' && csrSearchKind(params.q) !== null;
  const { q: _typed, ...rest } = params.query;
  const customers = useCustomerSearch(searchable ? { ...rest, q: params.q.trim() } : rest);
  const columns = useMemo<DataTableColumn<CsrCustomer>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        sortKey: 'name',
        sticky: 'left',
        rowHeader: true,
        minWidth: 160,
        cell: (customer) => (
          <Link component={RouterLink} to={customerPath(customer)} sx={{ fontWeight: 'fontWeightBold' }}>
            {customer.name ?? t('noName')}
          </Link>
        ),
      },
      { id: 'mobile', header: t('columns.mobile'), cell: (customer) => customer.mobile },
      { id: 'pan', header: t('columns.pan'), cell: (customer) => customer.pan ?? '—' },
      { id: 'email', header: t('columns.email'), cell: (customer) => customer.email ?? '—' },
      {
        id: 'applications',
        header: t('columns.applications'),
        align: 'right',
        cell: (customer) => customer.applications,
      },
      {
        id: 'latest',
        header: t('columns.latestStatus'),
        cell: (customer) =>
          customer.erased ? (
            <StatusChip label={t('erased')} tone="neutral" />
          ) : customer.latest_status ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusChip
                label={t(`statuses.${customer.latest_status}`)}
                tone={applicationStatusTones[customer.latest_status]}
              />
              {customer.latest_application_reference ? (
                <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {customer.latest_application_reference}
                </Typography>
              ) : null}
            </Stack>
          ) : (
            '—'
          ),
      },
      {
        id: 'created_at',
        header: t('columns.joined'),
        sortKey: 'created_at',
        cell: (customer) => formatDate(customer.created_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );
  return (
    <DataTable
      id="csr-customers"
      label={t('searchTable')}
      columns={columns}
      result={customers}
      rowKey={(customer) => customer.id}
      rowTestId={(customer) => `csr-customer-${customer.id}`}
      params={params}
      pageSizes={customerSearchListParams.pageSizes}
      searchLabel={t('searchLabel')}
      emptyTitle={params.q === '' ? t('empty.start') : searchable ? t('empty.none') : t('empty.hint')}
      emptyDescription={params.q === '' ? t('empty.startDescription') : undefined}
    />
  );
}
