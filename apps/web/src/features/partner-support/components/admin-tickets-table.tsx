/** The admins' queue of partner tickets: oldest first, filtered by status, category and partner. */
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ticketCategories, ticketStatuses, type TicketSummary } from '@saakh/domain/partner-support';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useAdminTickets } from '../api/admin-tickets';
import { ticketTone } from './ticket-status';

export type AdminTicketFilters = 'status' | 'category' | 'partner_id';

export const adminTicketListParams: ListParamsOptions<AdminTicketFilters> = {
  defaultSort: 'created_at',
  sorts: ['created_at', '-created_at', 'updated_at', '-updated_at'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status', 'category', 'partner_id'],
  prefix: 'tickets',
};

export type AdminTicketsTableProps = {
  params: ListParams<AdminTicketFilters>;
  ticketHref: (id: number) => string;
};

export function AdminTicketsTable({ params, ticketHref }: AdminTicketsTableProps) {
  const { t, i18n } = useTranslation('partner-support');
  const tickets = useAdminTickets(params.query);
  const columns = useMemo<DataTableColumn<TicketSummary>[]>(
    () => [
      {
        id: 'subject',
        header: t('columns.subject'),
        rowHeader: true,
        sticky: 'left',
        minWidth: 180,
        cell: (ticket) => (
          <Link component={RouterLink} to={ticketHref(ticket.id)} sx={{ fontWeight: 'fontWeightBold' }}>
            {`#${ticket.id} ${ticket.subject}`}
          </Link>
        ),
      },
      {
        id: 'partner',
        header: t('columns.partner'),
        cell: (ticket) => (
          <Link
            component={RouterLink}
            to={`?${new URLSearchParams({ 'tickets.partner_id': String(ticket.partner_id) }).toString()}`}
            aria-label={t('admin.onlyPartner', { name: ticket.partner_name })}
          >
            {ticket.partner_name}
          </Link>
        ),
      },
      { id: 'category', header: t('columns.category'), cell: (ticket) => t(`category.${ticket.category}`) },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (ticket) => <StatusChip label={t(`status.${ticket.status}`)} tone={ticketTone[ticket.status]} />,
      },
      {
        id: 'created_at',
        header: t('columns.opened'),
        sortKey: 'created_at',
        cell: (ticket) => formatDateTime(ticket.created_at, i18n.language),
      },
      {
        id: 'updated_at',
        header: t('columns.updated'),
        sortKey: 'updated_at',
        cell: (ticket) => formatDateTime(ticket.updated_at, i18n.language),
      },
    ],
    [t, i18n.language, ticketHref],
  );
  return (
    <DataTable
      id="admin-partner-tickets"
      label={t('admin.ticketsLabel')}
      columns={columns}
      result={tickets}
      rowKey={(ticket) => ticket.id}
      params={params}
      pageSizes={adminTicketListParams.pageSizes}
      emptyTitle={t('admin.emptyTickets')}
      searchLabel={t('admin.searchTickets')}
      filters={
        <>
          <FilterSelect
            label={t('columns.status')}
            value={params.filters.status}
            allLabel={t('list.allStatuses')}
            options={ticketStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(status) => params.setFilter('status', status)}
          />
          <FilterSelect
            label={t('columns.category')}
            value={params.filters.category}
            allLabel={t('list.allCategories')}
            options={ticketCategories.map((category) => ({ value: category, label: t(`category.${category}`) }))}
            onChange={(category) => params.setFilter('category', category)}
          />
        </>
      }
    />
  );
}
