/**
 * The delivery log: messages per day by status (chart), then every message with its channel, template, campaign or
 * source, masked address, status with the reason of a failure or skip, and its timeline; filtered on the server.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  messageChannels,
  messageSources,
  messageStatuses,
  type DeliveryLogItem,
  type MessageStatus,
} from '@saakh/domain/messaging';
import { Chart, type ChartTone } from '@/components/ui/chart';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { ErrorState } from '@/components/ui/error-state';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDate, formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useDeliveryLog } from '../api/get-delivery-log';
import { useDeliveryStats } from '../api/get-delivery-stats';

export type LogFilter = 'channel' | 'status' | 'source' | 'campaign_id';

export const deliveryLogParams: ListParamsOptions<LogFilter> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'status', '-status', 'channel', '-channel'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['channel', 'status', 'source', 'campaign_id'],
  prefix: 'log',
};

export const messageTone: Record<MessageStatus, StatusTone> = {
  queued: 'info',
  sent: 'warning',
  delivered: 'success',
  failed: 'danger',
  skipped: 'neutral',
};

const chartTone: Record<MessageStatus, ChartTone> = {
  queued: 'info',
  sent: 'primary',
  delivered: 'success',
  failed: 'error',
  skipped: 'warning',
};

const STATS_DAYS = 14;

function DeliveryChart() {
  const { t, i18n } = useTranslation('messaging');
  const stats = useDeliveryStats(STATS_DAYS);
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const days = stats.data?.days ?? [];
  const total = stats.data?.series.reduce((sum, row) => sum + row.counts.reduce((a, b) => a + b, 0), 0) ?? 0;
  return (
    <Chart
      kind="bar"
      stacked
      title={t('log.chartTitle', { days: STATS_DAYS })}
      loading={stats.isPending}
      xLabels={days.map((day) => formatDate(day, i18n.language))}
      series={
        total === 0
          ? []
          : (stats.data?.series ?? []).map((row) => ({
              label: t(`messageStatus.${row.status}`),
              data: row.counts,
              tone: chartTone[row.status],
            }))
      }
      emptyTitle={t('log.chartEmpty')}
    />
  );
}

export function DeliveryLog({ params }: { params: ListParams<LogFilter> }) {
  const { t, i18n } = useTranslation('messaging');
  const log = useDeliveryLog(params.query);

  const columns = useMemo<DataTableColumn<DeliveryLogItem>[]>(() => {
    const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : null);
    const reasonText = (row: DeliveryLogItem) =>
      row.reason
        ? row.status === 'skipped'
          ? t(`skipReason.${row.reason}`, { defaultValue: row.reason })
          : row.reason
        : null;
    return [
      {
        id: 'created_at',
        header: t('log.queued'),
        sortKey: 'created_at',
        sticky: 'left',
        rowHeader: true,
        minWidth: 150,
        cell: (row) => time(row.created_at),
      },
      {
        id: 'channel',
        header: t('fields.channel'),
        sortKey: 'channel',
        cell: (row) => `${t(`channel.${row.channel}`)} · ${row.language === 'hi' ? 'हिंदी' : 'English'}`,
      },
      {
        id: 'what',
        header: t('log.what'),
        minWidth: 200,
        cell: (row) => (
          <Box>
            <Typography variant="body2">{row.template_name ?? '—'}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.campaign_name ?? t(`source.${row.source}`)}
            </Typography>
          </Box>
        ),
      },
      { id: 'to', header: t('log.to'), cell: (row) => row.to_masked ?? '—' },
      {
        id: 'status',
        header: t('columns.status'),
        sortKey: 'status',
        minWidth: 180,
        cell: (row) => (
          <Box>
            <StatusChip
              label={t(`messageStatus.${row.status}`)}
              tone={messageTone[row.status]}
              testId="message-status"
            />
            {reasonText(row) ? (
              <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
                {reasonText(row)}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        id: 'timeline',
        header: t('log.timeline'),
        minWidth: 200,
        cell: (row) => (
          <Box component="ul" sx={{ m: 0, pl: 2, typography: 'caption' }}>
            {row.not_before && row.status === 'queued' ? (
              <li>{t('log.waitsUntil', { time: time(row.not_before) })}</li>
            ) : null}
            {row.sent_at ? <li>{t('log.sentAt', { time: time(row.sent_at) })}</li> : null}
            {row.delivered_at ? <li>{t('log.deliveredAt', { time: time(row.delivered_at) })}</li> : null}
            {row.failed_at ? <li>{t('log.failedAt', { time: time(row.failed_at) })}</li> : null}
            {!row.sent_at && !row.failed_at && !(row.not_before && row.status === 'queued') ? <li>—</li> : null}
          </Box>
        ),
      },
    ];
  }, [t, i18n.language]);

  const filtered = Boolean(params.filters.channel || params.filters.status || params.filters.source || params.q);
  const campaignName = log.data && 'items' in log.data ? log.data.items[0]?.campaign_name : undefined;
  return (
    <Stack spacing={2}>
      <DeliveryChart />
      {params.filters.campaign_id ? (
        <Box>
          <Chip
            label={t('log.campaignFilter', { name: campaignName ?? `#${params.filters.campaign_id}` })}
            onDelete={() => params.setFilter('campaign_id', null)}
            data-testid="log-campaign-filter"
          />
        </Box>
      ) : null}
      <DataTable
        id="message-log"
        label={t('log.label')}
        columns={columns}
        result={log}
        rowKey={(row) => row.id}
        rowTestId={(row) => `message-row-${row.id}`}
        params={params}
        pageSizes={deliveryLogParams.pageSizes}
        emptyTitle={t('log.empty')}
        emptyDescription={filtered || params.filters.campaign_id ? t('emptyFiltered') : undefined}
        searchLabel={t('log.search')}
        filters={
          <>
            <FilterSelect
              label={t('fields.channel')}
              value={params.filters.channel}
              allLabel={t('allChannels')}
              options={messageChannels.map((value) => ({ value, label: t(`channel.${value}`) }))}
              onChange={(value) => params.setFilter('channel', value)}
            />
            <FilterSelect
              label={t('columns.status')}
              value={params.filters.status}
              allLabel={t('allStatuses')}
              options={messageStatuses.map((value) => ({ value, label: t(`messageStatus.${value}`) }))}
              onChange={(value) => params.setFilter('status', value)}
            />
            <FilterSelect
              label={t('log.sourceFilter')}
              value={params.filters.source}
              allLabel={t('allSources')}
              options={messageSources.map((value) => ({ value, label: t(`source.${value}`) }))}
              onChange={(value) => params.setFilter('source', value)}
            />
          </>
        }
      />
    </Stack>
  );
}
