import DownloadIcon from '@/components/ui/icons/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataExport, DataExportFormat } from '@saakh/domain/data-rights';
import { isLocale } from '@saakh/domain/i18n';
import { ErrorState } from '@/components/ui/error-state';
import { formatBytes } from '@/components/ui/file-upload';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useCreateDataExport } from '../api/create-data-export';
import { dataExportFileUrl, isInProgress, useDataExports } from '../api/get-data-exports';
import { MyDataSection } from './my-data-section';

/**
 * "Download your data": a copy of everything held, as JSON and as a readable PDF in the language of the screen, made
 * by a job. While it is made a progress bar shows how far it is (the list is read every 2 s until it is done); a
 * ready one offers both files with their sizes and the day they are deleted; a failed one can be asked for again.
 */
export function DataExportsSection() {
  const { t, i18n } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const exports = useDataExports();
  const create = useCreateDataExport();
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  const request = () => create.mutate({ language });
  const busy = exports.data?.some(isInProgress) ?? false;
  return (
    <MyDataSection id="exports-title" title={t('exports.title')} intro={t('exports.intro')} testId="data-exports">
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={request}
        loading={create.isPending}
        disabled={busy}
      >
        {t('exports.create')}
      </Button>
      {create.isError ? (
        <Alert severity={isTooMany(create.error) ? 'warning' : 'error'} role="alert" sx={{ mt: 2 }}>
          {errorMessage(create.error, t('exports.createFailed'))}
        </Alert>
      ) : null}
      <Box sx={{ mt: 2 }}>
        {exports.isPending ? (
          <Skeleton height={56} aria-label={t('exports.loading')} />
        ) : exports.isError ? (
          <ErrorState error={exports.error} onRetry={() => void exports.refetch()} />
        ) : exports.data.length === 0 ? (
          <Typography color="text.secondary">{t('exports.empty')}</Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={t('exports.listLabel')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {exports.data.map((item) => (
              <ExportItem key={item.id} item={item} onRetry={request} retrying={create.isPending} />
            ))}
          </Stack>
        )}
      </Box>
    </MyDataSection>
  );
}

/** Three a day were asked for already: a limit to wait out, not a fault. */
function isTooMany(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

type ExportItemProps = { item: DataExport; onRetry: () => void; retrying: boolean };

function ExportItem({ item, onRetry, retrying }: ExportItemProps) {
  const { t, i18n } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const requested = t('exports.requested', { date: formatDateTime(item.requested_at, i18n.language) });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid={`data-export-${item.status}`}>
      <Typography variant="body2" color="text.secondary">
        {requested}
      </Typography>
      {isInProgress(item) ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" id={`export-progress-${item.id}`}>
            {t(`exports.status.${item.status}`)} {t('exports.percent', { progress: item.progress })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            aria-labelledby={`export-progress-${item.id}`}
            sx={{ mt: 1 }}
          />
        </Box>
      ) : item.status === 'ready' ? (
        <Box sx={{ mt: 1 }}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FileLink item={item} format="json" bytes={item.json_bytes} />
            <FileLink item={item} format="pdf" bytes={item.pdf_bytes} />
          </Stack>
          {item.expires_at ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('exports.keptUntil', { date: formatDate(item.expires_at, i18n.language) })}
            </Typography>
          ) : null}
        </Box>
      ) : (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
              {t('exports.retry')}
            </Button>
          }
        >
          {t('exports.status.failed')}
        </Alert>
      )}
    </Paper>
  );
}

type FileLinkProps = { item: DataExport; format: DataExportFormat; bytes: number | null };

/** A real link the browser saves (the server answers it as an attachment), named with its format and size. */
function FileLink({ item, format, bytes }: FileLinkProps) {
  const { t } = useTranslation('customer', { keyPrefix: 'dataRights' });
  const size = bytes === null ? '' : ` (${formatBytes(bytes)})`;
  return (
    <Link
      href={dataExportFileUrl(item.id, format)}
      download
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DownloadIcon fontSize="small" aria-hidden />
      {t(`exports.file.${format}`)}
      {size}
    </Link>
  );
}
