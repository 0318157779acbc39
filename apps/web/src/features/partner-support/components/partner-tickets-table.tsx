/** The partner's tickets, latest activity first; a row opens the ticket's thread. */
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
import { usePartnerTickets } from '../api/partner-tickets';
import { ticketTone } from './ticket-status';

export const partnerTicketListParams: ListParamsOptions<'status' | 'category'> = {
  defaultSort: '-updated_at',
  sorts: ['updated_at', '-updated_at', 'created_at', '-created_at'],
  pageSizes: [20, 50],
  defaultPageSize: 20,
  filters: ['status', 'category'],
};

export type PartnerTicketsTableProps = {
  params: ListParams<'status' | 'category'>;
  /** Where a ticket opens: the communication page with `?ticket=`. */
  ticketHref: (id: number) => string;
};

export function PartnerTicketsTable({ params, ticketHref }: PartnerTicketsTableProps) {
  const { t, i18n } = useTranslation('partner-support');
  const tickets = usePartnerTickets(params.query);
  const columns = useMemo<DataTableColumn<TicketSummary>[]>(
    () => [
      {
        id: 'subject',
        header: t('columns.subject'),
        rowHeader: true,
        minWidth: 180,
        cell: (ticket) => (
          <Link component={RouterLink} to={ticketHref(ticket.id)} sx={{ fontWeight: 'fontWeightBold' }}>
            {`#${ticket.id} ${ticket.subject}`}
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
      id="partner-tickets"
      label={t('list.label')}
      columns={columns}
      result={tickets}
      rowKey={(ticket) => ticket.id}
      params={params}
      pageSizes={partnerTicketListParams.pageSizes}
      emptyTitle={t('list.empty')}
      searchLabel={t('list.search')}
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
