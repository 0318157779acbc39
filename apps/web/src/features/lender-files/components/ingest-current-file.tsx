/**
 * The file an admin is working on: its progress while the server checks or applies it (read every second), then
 * its preview with Apply and Discard, or what became of it (applied, discarded, failed with Try again).
 */
import CloseIcon from '@/components/ui/icons/Close';
import ReplayIcon from '@/components/ui/icons/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IngestFile, IngestKind } from '@saakh/domain/ingestion';
import { ErrorState } from '@/components/ui/error-state';
import { formatDateTime } from '@/lib/format';
import { isIngestWorking, useIngestFile } from '../api/get-ingest-file';
import { useDiscardIngestFile } from '../api/discard-ingest-file';
import { useRetryIngestFile } from '../api/retry-ingest-file';
import { useRefreshAfterApply } from '../hooks/use-file-history';
import { canRetry } from '../utils/file-state';
import { formatCount } from '../utils/format';
import { ColumnMappingStep } from './column-mapping-step';
import { IngestErrorsDialog } from './ingest-errors-dialog';
import { IngestPreview } from './ingest-preview';
import { IngestProgress } from './ingest-progress';
import { IngestStatusChip } from './ingest-status-chip';

export type IngestCurrentFileProps = {
  id: number;
  kind: IngestKind;
  onClose: () => void;
  /** Moves the focus to the file's heading, when the admin opened it (not when the page loads with it). */
  focusOnOpen?: boolean;
};

export function IngestCurrentFile({ id, kind, onClose, focusOnOpen = false }: IngestCurrentFileProps) {
  const { t, i18n } = useTranslation('lender-files');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const query = useIngestFile(id);
  const file = query.data;
  const refreshAfterApply = useRefreshAfterApply(kind);
  const working = isIngestWorking(file);
  const step = file ? `${file.stage}:${file.status}` : null;

  // Once the server is done with the file (checked, applied, failed), the lists it may have changed are read again.
  useEffect(() => {
    if (step !== null && !working) refreshAfterApply();
  }, [step, working, refreshAfterApply]);

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, id]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={working}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="ingest-current-file"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id={headingId}
            ref={heading}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ wordBreak: 'break-word', outline: 'none' }}
          >
            {file ? file.file_name : t('current.loading')}
          </Typography>
          {file ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
              <IngestStatusChip file={file} />
              <Typography variant="body2" color="text.secondary">
                {file.uploaded_by
                  ? t('current.uploadedBy', {
                      date: formatDateTime(file.created_at, i18n.language),
                      by: file.uploaded_by,
                    })
                  : t('current.uploaded', { date: formatDateTime(file.created_at, i18n.language) })}
              </Typography>
            </Box>
          ) : null}
        </Box>
        <IconButton aria-label={t('current.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <CurrentFileBody query={query} kind={kind} />
    </Paper>
  );
}

type CurrentFileBodyProps = { query: ReturnType<typeof useIngestFile>; kind: IngestKind };

function CurrentFileBody({ query, kind }: CurrentFileBodyProps) {
  const { t } = useTranslation('lender-files');
  const file = query.data;
  if (!file) {
    if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return <LinearProgress aria-label={t('current.loading')} />;
  }
  if (file.kind !== kind) return <ErrorState message={t('current.otherKind')} />;
  return (
    <Stack spacing={2}>
      {query.isError ? (
        <Alert severity="warning" role="alert">
          {t('current.refreshFailed')}
        </Alert>
      ) : null}
      <FileOutcome file={file} />
    </Stack>
  );
}

function FileOutcome({ file }: { file: IngestFile }) {
  const { t, i18n } = useTranslation('lender-files');
  const retry = useRetryIngestFile();
  const discard = useDiscardIngestFile();
  const [showingErrors, setShowingErrors] = useState(false);
  const count = (value: number) => formatCount(value, i18n.language);

  const errorsButton =
    file.error_count > 0 ? (
      <Button size="small" color="inherit" onClick={() => setShowingErrors(true)}>
        {t('preview.showAllErrors', { count: file.error_count, rows: count(file.error_count) })}
      </Button>
    ) : null;
  const errorsDialog = showingErrors ? (
    <IngestErrorsDialog
      fileId={file.id}
      fileName={file.file_name}
      count={file.error_count}
      initialLines={file.errors}
      onClose={() => setShowingErrors(false)}
    />
  ) : null;

  if (file.stage === 'discarded') return <Alert severity="info">{t('current.discarded')}</Alert>;
  if (file.status === 'failed') {
    return (
      <>
        <Alert severity="error" role="alert">
          {file.failure ?? t('current.failed')}
        </Alert>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {canRetry(file) && !file.found ? (
            <Button
              variant="contained"
              startIcon={<ReplayIcon />}
              disabled={discard.isPending}
              loading={retry.isPending}
              onClick={() => retry.mutate(file.id)}
            >
              {t('current.retry')}
            </Button>
          ) : null}
          {file.stage !== 'applied' ? (
            <Button
              variant="outlined"
              color="inherit"
              disabled={retry.isPending}
              loading={discard.isPending}
              onClick={() => discard.mutate(file.id)}
            >
              {t('preview.discard')}
            </Button>
          ) : null}
          {errorsButton}
        </Box>
        {errorsDialog}
        {file.found ? <ColumnMappingStep file={file} found={file.found} /> : null}
      </>
    );
  }
  if (isIngestWorking(file) || file.stage === 'checking' || file.stage === 'applying') {
    return <IngestProgress file={file} />;
  }
  if (file.stage === 'ready') return <IngestPreview key={file.id} file={file} />;
  return (
    <>
      <Alert severity={file.status === 'completed_with_errors' ? 'warning' : 'success'} action={errorsButton}>
        {t('current.applied', { count: file.rows_updated, rows: count(file.rows_updated) })}
        {file.error_count > 0
          ? ` ${t('current.skipped', { count: file.error_count, rows: count(file.error_count) })}`
          : null}
      </Alert>
      {errorsDialog}
    </>
  );
}
