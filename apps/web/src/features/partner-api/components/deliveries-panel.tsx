/** The webhook delivery log: each event sent, its answer, tries and next try, with replay. */
import ReplayIcon from '@/components/ui/icons/Replay';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  webhookDeliveryStatuses,
  webhookEventTypes,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@saakh/domain/partner-api';
import { Chart } from '@/components/ui/chart';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import { useListParams } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useReplayDelivery, useWebhookDeliveries, useWebhookDeliverySummary } from '../api/webhooks';

const tones: Record<WebhookDeliveryStatus, StatusTone> = { pending: 'warning', delivered: 'success', failed: 'danger' };

export function DeliveriesPanel() {
  const { t, i18n } = useTranslation('partner-api');
  const params = useListParams<'status' | 'event_type'>({
    defaultSort: '-created_at',
    sorts: ['created_at', '-created_at'],
    pageSizes: [20, 50],
    defaultPageSize: 20,
    filters: ['status', 'event_type'],
    prefix: 'deliveries',
  });
  const deliveries = useWebhookDeliveries(params.query);
  const summary = useWebhookDeliverySummary();
  const days = summary.data?.days ?? [];
  const anyDelivery = days.some((day) => day.delivered + day.pending + day.failed > 0);
  const replay = useReplayDelivery();

  const columns = useMemo<DataTableColumn<WebhookDelivery>[]>(
    () => [
      {
        id: 'created_at',
        header: t('deliveries.created'),
        sortKey: 'created_at',
        rowHeader: true,
        minWidth: 150,
        cell: (row) => formatDateTime(row.created_at, i18n.language),
      },
      { id: 'event', header: t('deliveries.event'), minWidth: 160, cell: (row) => t(`events.${row.event_type}`) },
      {
        id: 'status',
        header: t('deliveries.status'),
        cell: (row) => <StatusChip label={t(`deliveryStatus.${row.status}`)} tone={tones[row.status]} />,
      },
      {
        id: 'answer',
        header: t('deliveries.answer'),
        minWidth: 120,
        cell: (row) => (
          <Box>
            <Typography variant="body2">{row.last_status_code ?? '—'}</Typography>
            {row.last_error ? (
              <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {row.last_error}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      { id: 'attempts', header: t('deliveries.attempts'), cell: (row) => row.attempts },
      {
        id: 'next',
        header: t('deliveries.next'),
        minWidth: 140,
        cell: (row) => (row.next_attempt_at ? formatDateTime(row.next_attempt_at, i18n.language) : '—'),
      },
      {
        id: 'url',
        header: t('webhooks.url'),
        minWidth: 180,
        cell: (row) => <Box sx={{ wordBreak: 'break-all' }}>{row.url}</Box>,
      },
      {
        id: 'event_id',
        header: t('deliveries.eventId'),
        hiddenByDefault: true,
        cell: (row) => <Box sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{row.event_id}</Box>,
      },
    ],
    [t, i18n.language],
  );

  const rowActions = useCallback(
    (row: WebhookDelivery): RowAction[] =>
      row.status === 'pending'
        ? []
        : [
            {
              label: t('deliveries.replay', { event: t(`events.${row.event_type}`) }),
              icon: <ReplayIcon fontSize="small" />,
              disabled: replay.isPending,
              onClick: () => replay.mutate(row.id),
            },
          ],
    [t, replay],
  );

  return (
    <Stack spacing={3}>
      <Chart
        kind="bar"
        stacked
        title={t('deliveries.chartTitle')}
        loading={summary.isPending}
        xLabels={days.map((day) => formatDate(`${day.day}T12:00:00+05:30`, i18n.language))}
        series={
          anyDelivery
            ? [
                { label: t('deliveryStatus.delivered'), data: days.map((day) => day.delivered), tone: 'success' },
                { label: t('deliveryStatus.pending'), data: days.map((day) => day.pending), tone: 'warning' },
                { label: t('deliveryStatus.failed'), data: days.map((day) => day.failed), tone: 'error' },
              ]
            : []
        }
        emptyTitle={t('deliveries.chartEmpty')}
        emptyDescription={t('deliveries.emptyDescription')}
      />
      <DataTable
        id="partner-webhook-deliveries"
        label={t('deliveries.tableLabel')}
        columns={columns}
        result={deliveries}
        rowKey={(row) => row.id}
        params={params}
        pageSizes={[20, 50]}
        emptyTitle={t('deliveries.empty')}
        emptyDescription={t('deliveries.emptyDescription')}
        searchLabel={t('deliveries.search')}
        filters={
          <>
            <FilterSelect
              label={t('deliveries.status')}
              value={params.filters.status}
              allLabel={t('deliveries.allStatuses')}
              options={webhookDeliveryStatuses.map((status) => ({
                value: status,
                label: t(`deliveryStatus.${status}`),
              }))}
              onChange={(value) => params.setFilter('status', value)}
            />
            <FilterSelect
              label={t('deliveries.event')}
              value={params.filters.event_type}
              allLabel={t('deliveries.allEvents')}
              options={webhookEventTypes.map((type) => ({ value: type, label: t(`events.${type}`) }))}
              onChange={(value) => params.setFilter('event_type', value)}
            />
          </>
        }
        rowActions={rowActions}
      />
    </Stack>
  );
}
