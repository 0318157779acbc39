import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { submissionStates, type LenderSubmission, type SubmissionState } from '@saakh/domain/lender-connectors';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table/data-table';
import { FilterSelect } from '@/components/ui/data-table/filter-select';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { StatusChip } from '@/components/ui/status-chip';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useConnectorSubmissions } from '../api/get-connector-submissions';
import { useSendToLender } from '../api/send-to-lender';
import { submissionStateTones } from '../utils/tones';

export const connectorSubmissionParams: ListParamsOptions<'state'> = {
  defaultSort: '-queued_at',
  sorts: ['-queued_at'],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  filters: ['state'],
  prefix: 'submissions',
};

export type ConnectorSubmissionsTableProps = {
  lenderId: number;
  params: ListParams<'state'>;
  /** Whether the reader may send again (roles 1 and 2). */
  canRetry: boolean;
};

/** The applications sent to the lender's API, newest first; a failed one (the dead-letter list) can be sent again. */
export function ConnectorSubmissionsTable({ lenderId, params, canRetry }: ConnectorSubmissionsTableProps) {
  const { t, i18n } = useTranslation('lender-connectors');
  const state = (submissionStates as readonly string[]).includes(params.filters.state ?? '')
    ? (params.filters.state as SubmissionState)
    : undefined;
  // The list is asked by page and state; its order is the server's (newest first).
  const { sort: _sort, ...query } = params.query;
  const submissions = useConnectorSubmissions(lenderId, { ...query, ...(state ? { state } : {}) });
  const send = useSendToLender();
  const language = i18n.language;

  const columns = useMemo<DataTableColumn<LenderSubmission>[]>(() => {
    const retry = (row: LenderSubmission) =>
      send.mutate(row.applicationId, {
        onSuccess: (answer) => toast(answer.message ?? t('submissions.retried'), 'success'),
        onError: (error) => toast(errorMessage(error, t('submissions.retryFailed')), 'error'),
      });
    const list: DataTableColumn<LenderSubmission>[] = [
      {
        id: 'application',
        header: t('submissions.columns.application'),
        rowHeader: true,
        minWidth: 180,
        cell: (row) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {row.applicationId}
          </Typography>
        ),
      },
      {
        id: 'state',
        header: t('submissions.columns.state'),
        cell: (row) => <StatusChip label={t(`states.${row.state}`)} tone={submissionStateTones[row.state]} />,
      },
      { id: 'attempts', header: t('submissions.columns.attempts'), align: 'right', cell: (row) => row.attempts },
      {
        id: 'lastError',
        header: t('submissions.columns.lastError'),
        minWidth: 180,
        cell: (row) => (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.lastError ?? '—'}
          </Typography>
        ),
      },
      {
        id: 'lenderReference',
        header: t('submissions.columns.lenderReference'),
        cell: (row) => row.lenderReference ?? '—',
      },
      {
        id: 'queuedAt',
        header: t('submissions.columns.queuedAt'),
        cell: (row) => formatDateTime(row.queuedAt, language),
      },
    ];
    if (!canRetry) return list;
    return [
      ...list,
      {
        id: 'retry',
        header: t('submissions.retry'),
        sticky: 'right',
        hideable: false,
        cell: (row) =>
          row.state === 'failed' ? (
            <Button
              size="small"
              variant="outlined"
              aria-label={t('submissions.retryOf', { id: row.applicationId })}
              loading={send.isPending && send.variables === row.applicationId}
              disabled={send.isPending}
              onClick={() => retry(row)}
            >
              {t('submissions.retry')}
            </Button>
          ) : null,
      },
    ];
  }, [t, language, canRetry, send]);

  return (
    <DataTable
      id={`connector-submissions-${lenderId}`}
      label={t('submissions.label')}
      columns={columns}
      result={submissions}
      rowKey={(row) => row.applicationId}
      rowTestId={(row) => `submission-${row.applicationId}`}
      params={params}
      pageSizes={connectorSubmissionParams.pageSizes}
      emptyTitle={state ? t('submissions.emptyFiltered') : t('submissions.empty')}
      filters={
        <FilterSelect
          label={t('submissions.state')}
          value={state}
          allLabel={t('submissions.allStates')}
          options={submissionStates.map((value) => ({ value, label: t(`states.${value}`) }))}
          onChange={(value) => params.setFilter('state', value)}
        />
      }
      maxHeight="none"
    />
  );
}
