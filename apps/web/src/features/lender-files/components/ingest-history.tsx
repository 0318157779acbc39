/**
 * The files of a kind uploaded so far (admin spec §2.6): Date, File Name, Status, Rows Updated, Error, one page at a
 * time (5, 10 or 20 rows), read again every 30 seconds and after an upload or apply. A failed refresh is only logged
 * (spec §8): the rows already shown stay.
 */
import ReplayIcon from '@/components/ui/icons/Replay';
import VisibilityOutlinedIcon from '@/components/ui/icons/VisibilityOutlined';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_FILE_PAGE_SIZES } from '@saakh/domain/constants';
import type { IngestFileRecord, IngestKind } from '@saakh/domain/ingestion';
import { DataTable, type DataTableColumn, type TableData } from '@/components/ui/data-table/data-table';
import type { ListParams, ListParamsOptions } from '@/components/ui/data-table/use-list-params';
import { formatDateTime } from '@/lib/format';
import { useRetryIngestFile } from '../api/retry-ingest-file';
import { useFileHistory } from '../hooks/use-file-history';
import { canRetry, errorLines } from '../utils/file-state';
import { formatCount } from '../utils/format';
import { IngestErrorsDialog } from './ingest-errors-dialog';
import { IngestStatusChip } from './ingest-status-chip';

export const ingestHistoryParams: ListParamsOptions<never> = {
  defaultSort: '-created_at',
  sorts: ['created_at', '-created_at'],
  pageSizes: STATUS_FILE_PAGE_SIZES,
  defaultPageSize: STATUS_FILE_PAGE_SIZES[0],
  // Another list may share the page (the MIS exceptions, the ledger).
  prefix: 'files',
};

export type IngestHistoryProps = {
  kind: IngestKind;
  params: ListParams<never>;
  /** Shows a file above the history (its progress, preview or outcome). */
  onOpen: (id: number) => void;
};

type ErrorsOf = { id: number; name: string; count: number; lines: string[] };

export function IngestHistory({ kind, params, onOpen }: IngestHistoryProps) {
  const { t, i18n } = useTranslation('lender-files');
  const history = useFileHistory(kind, params.query);
  const retry = useRetryIngestFile();
  const [errorsOf, setErrorsOf] = useState<ErrorsOf | null>(null);
  const language = i18n.language;

  // A refresh that fails keeps the rows on screen and is only logged; a first load that fails shows its error.
  const refreshFailed = history.isError && history.data !== undefined;
  useEffect(() => {
    if (refreshFailed) console.error('The file history could not be refreshed', history.error);
  }, [refreshFailed, history.error, history.errorUpdatedAt]);
  const result: TableData<IngestFileRecord> = refreshFailed ? { ...history, isError: false, error: null } : history;

  const columns = useMemo<DataTableColumn<IngestFileRecord>[]>(
    () => [
      {
        id: 'created_at',
        header: t('history.columns.date'),
        sortKey: 'created_at',
        minWidth: 150,
        cell: (file) => formatDateTime(file.created_at, language),
      },
      {
        id: 'file_name',
        header: t('history.columns.fileName'),
        rowHeader: true,
        minWidth: 180,
        cell: (file) => (
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {file.file_name}
          </Typography>
        ),
      },
      { id: 'status', header: t('history.columns.status'), cell: (file) => <IngestStatusChip file={file} /> },
      {
        id: 'rows_updated',
        header: t('history.columns.rowsUpdated'),
        align: 'right',
        cell: (file) => formatCount(file.rows_updated, language),
      },
      {
        id: 'errors',
        header: t('history.columns.error'),
        cell: (file) => {
          const lines = errorLines(file.errors);
          const count = file.error_count > 0 ? file.error_count : lines.length;
          if (count === 0) return '—';
          return (
            <Link
              component="button"
              type="button"
              color="error"
              onClick={() => setErrorsOf({ id: file.id, name: file.file_name, count, lines })}
              aria-label={t('history.showErrorsOf', { count, name: file.file_name })}
            >
              {t('history.errors', { count, rows: formatCount(count, language) })}
            </Link>
          );
        },
      },
    ],
    [t, language],
  );

  return (
    <>
      <DataTable
        id={`ingest-history-${kind}`}
        label={t('history.label', { file: t(`kinds.${kind}.file`) })}
        columns={columns}
        result={result}
        rowKey={(file) => file.id}
        rowTestId={(file) => `ingest-history-row-${file.id}`}
        params={params}
        pageSizes={ingestHistoryParams.pageSizes}
        emptyTitle={t('history.empty')}
        emptyDescription={t('history.emptyHint')}
        maxHeight="none"
        rowActions={(file) => [
          {
            label: t('history.open', { name: file.file_name }),
            icon: <VisibilityOutlinedIcon fontSize="small" />,
            onClick: () => onOpen(file.id),
          },
          ...(canRetry(file)
            ? [
                {
                  label: t('history.retry', { name: file.file_name }),
                  icon: <ReplayIcon fontSize="small" />,
                  disabled: retry.isPending,
                  onClick: () => retry.mutate(file.id, { onSuccess: () => onOpen(file.id) }),
                },
              ]
            : []),
        ]}
      />
      {errorsOf ? (
        <IngestErrorsDialog
          fileId={errorsOf.id}
          fileName={errorsOf.name}
          count={errorsOf.count}
          initialLines={errorsOf.lines}
          onClose={() => setErrorsOf(null)}
        />
      ) : null}
    </>
  );
}
