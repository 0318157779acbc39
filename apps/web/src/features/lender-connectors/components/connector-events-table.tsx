import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { lenderEventOutcomes, type LenderEventOutcome, type LenderEventRow } from '@saakh/domain/lender-connectors';
import { formatRupees } from '@saakh/domain/money';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import { useConnectorEvents } from '../api/get-connector-events';
import { eventOutcomeTones } from '../utils/tones';

export const connectorEventParams: ListParamsOptions<'outcome'> = {
  defaultSort: '-received_at',
  sorts: ['-received_at'],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  filters: ['outcome'],
  prefix: 'events',
};

export type ConnectorEventsTableProps = { lenderId: number; params: ListParams<'outcome'> };

/** The lender's live feed as Saakh heard it, newest first: each event, where it came from and what became of it. */
export function ConnectorEventsTable({ lenderId, params }: ConnectorEventsTableProps) {
  const { t, i18n } = useTranslation('lender-connectors');
  const outcome = (lenderEventOutcomes as readonly string[]).includes(params.filters.outcome ?? '')
    ? (params.filters.outcome as LenderEventOutcome)
    : undefined;
  const { sort: _sort, ...query } = params.query;
  const events = useConnectorEvents(lenderId, { ...query, ...(outcome ? { outcome } : {}) });
  const language = i18n.language;

  const columns = useMemo<DataTableColumn<LenderEventRow>[]>(
    () => [
      {
        id: 'receivedAt',
        header: t('events.columns.receivedAt'),
        rowHeader: true,
        minWidth: 170,
        cell: (row) => (
          <>
            <Typography variant="body2">{formatDateTime(row.receivedAt, language)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('events.occurredAt', { when: formatDateTime(row.occurredAt, language) })}
            </Typography>
          </>
        ),
      },
      {
        id: 'application',
        header: t('events.columns.application'),
        minWidth: 180,
        cell: (row) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {row.applicationId ?? t('events.unknownApplication')}
          </Typography>
        ),
      },
      {
        id: 'lenderStatus',
        header: t('events.columns.lenderStatus'),
        cell: (row) => <Typography sx={{ fontFamily: 'monospace' }}>{row.lenderStatus}</Typography>,
      },
      { id: 'reasonCode', header: t('events.columns.reasonCode'), cell: (row) => row.reasonCode ?? '—' },
      {
        id: 'amount',
        header: t('events.columns.amount'),
        align: 'right',
        cell: (row) => (row.amount === null ? '—' : formatRupees(row.amount)),
      },
      {
        id: 'channel',
        header: t('events.columns.channel'),
        cell: (row) => <Chip size="small" variant="outlined" label={t(`channels.${row.channel}`)} />,
      },
      {
        id: 'outcome',
        header: t('events.columns.outcome'),
        cell: (row) => <StatusChip label={t(`outcomes.${row.outcome}`)} tone={eventOutcomeTones[row.outcome]} />,
      },
      {
        id: 'eventId',
        header: t('events.columns.eventId'),
        hiddenByDefault: true,
        cell: (row) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {row.eventId}
          </Typography>
        ),
      },
    ],
    [t, language],
  );

  return (
    <DataTable
      id={`connector-events-${lenderId}`}
      label={t('events.label')}
      columns={columns}
      result={events}
      rowKey={(row) => row.id}
      rowTestId={(row) => `lender-event-${row.id}`}
      params={params}
      pageSizes={connectorEventParams.pageSizes}
      emptyTitle={outcome ? t('events.emptyFiltered') : t('events.empty')}
      filters={
        <FilterSelect
          label={t('events.outcome')}
          value={outcome}
          allLabel={t('events.allOutcomes')}
          options={lenderEventOutcomes.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
          onChange={(value) => params.setFilter('outcome', value)}
        />
      }
      maxHeight="none"
    />
  );
}
