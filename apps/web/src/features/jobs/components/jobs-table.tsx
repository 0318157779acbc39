/** The background jobs of a period, one page at a time; a dead letter can be sent round again. */
import type { TFunction } from 'i18next';
import ReplayIcon from '@/components/ui/icons/Replay';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { jobStatuses, type Job, type JobStatus } from '@saakh/domain/jobs';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { formatDateTime } from '@/lib/format';
import type { StatusTone } from '@/lib/theme';
import { useJobs } from '../api/get-jobs';
import { useRetryJob } from '../api/retry-job';

export const jobListParams: ListParamsOptions<'status'> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at', 'finished_at', '-finished_at', 'queue', '-queue', 'attempts', '-attempts'],
  pageSizes: [20, 50, 100],
  defaultPageSize: 20,
  filters: ['status'],
};

const tones: Record<JobStatus, StatusTone> = {
  pending: 'neutral',
  queued: 'info',
  running: 'info',
  completed: 'success',
  failed: 'danger',
};

export type JobsTableProps = {
  params: ListParams<'status'>;
  /** The period's days, as the page's date range asks for them. */
  range: { preset?: string; from?: string; to?: string };
};

/** A queue's name in words (`jobs.queues`, keyed by the name with `_` for `.`); a queue not yet worded, by its name. */
function queueLabel(queue: string, t: TFunction): string {
  return t(`jobs.queues.${queue.replaceAll('.', '_')}`, { defaultValue: queue });
}

export function JobsTable({ params, range }: JobsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const jobs = useJobs({ ...params.query, ...Object.fromEntries(Object.entries(range).filter(([, v]) => v)) });
  const retry = useRetryJob();
  const [retrying, setRetrying] = useState<Job | null>(null);

  const columns = useMemo<DataTableColumn<Job>[]>(
    () => [
      {
        id: 'key',
        header: t('jobs.columns.key'),
        sticky: 'left',
        minWidth: 200,
        cell: (job) => <Typography variant="body2">{job.key}</Typography>,
      },
      {
        id: 'queue',
        header: t('jobs.columns.queue'),
        sortKey: 'queue',
        // The queue in words; its own name (which the search finds, and which starts the job's key) on hover.
        cell: (job) => <span title={job.queue}>{queueLabel(job.queue, t)}</span>,
      },
      {
        id: 'status',
        header: t('jobs.columns.status'),
        cell: (job) => <StatusChip label={t(`jobs.status.${job.status}`)} tone={tones[job.status]} />,
      },
      {
        id: 'attempts',
        header: t('jobs.columns.attempts'),
        sortKey: 'attempts',
        align: 'right',
        cell: (job) => job.attempts,
      },
      {
        id: 'last_error',
        header: t('jobs.columns.lastError'),
        minWidth: 220,
        cell: (job) => (
          <Typography variant="body2" color={job.last_error ? 'error' : 'text.secondary'} sx={{ maxWidth: 360 }}>
            {job.last_error ?? '—'}
          </Typography>
        ),
      },
      {
        id: 'created_at',
        header: t('jobs.columns.created'),
        sortKey: 'created_at',
        cell: (job) => formatDateTime(job.created_at, i18n.language),
      },
      {
        id: 'finished_at',
        header: t('jobs.columns.finished'),
        sortKey: 'finished_at',
        cell: (job) => formatDateTime(job.finished_at, i18n.language),
      },
    ],
    [t, i18n.language],
  );

  return (
    <>
      <DataTable
        id="jobs"
        label={t('jobs.tableLabel')}
        columns={columns}
        result={jobs}
        rowKey={(job) => job.id}
        rowTestId={(job) => `job-row-${job.id}`}
        params={params}
        pageSizes={jobListParams.pageSizes}
        emptyTitle={t('jobs.empty')}
        emptyDescription={params.filters.status ? t('jobs.emptyFiltered') : undefined}
        searchLabel={t('jobs.search')}
        filters={
          <FilterSelect
            label={t('jobs.columns.status')}
            value={params.filters.status}
            allLabel={t('jobs.allStatuses')}
            options={jobStatuses.map((status) => ({ value: status, label: t(`jobs.status.${status}`) }))}
            onChange={(status) => params.setFilter('status', status)}
          />
        }
        rowActions={(job) => [
          {
            label: t('jobs.retry', { key: job.key }),
            icon: <ReplayIcon fontSize="small" />,
            disabled: job.status !== 'failed',
            onClick: () => setRetrying(job),
          },
        ]}
      />
      <ConfirmDialog
        open={retrying !== null}
        title={t('jobs.retryTitle')}
        subject={retrying ? t('jobs.retrySubject', { key: retrying.key, error: retrying.last_error ?? '—' }) : ''}
        confirmLabel={t('jobs.retryConfirm')}
        tone="neutral"
        pending={retry.isPending}
        onCancel={() => setRetrying(null)}
        onConfirm={() => retrying && retry.mutate(retrying.id, { onSettled: () => setRetrying(null) })}
      />
    </>
  );
}
