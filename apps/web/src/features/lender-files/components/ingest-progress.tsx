/**
 * A file being checked (a determinate bar: bytes read, rows so far) or applied (one transaction: a moving bar and
 * how many rows it writes), in words announced to screen readers.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { IngestFile } from '@saakh/domain/ingestion';
import { formatBytes } from '@/components/ui/file-upload';
import { formatCount } from '../utils/format';

export type IngestProgressProps = { file: IngestFile };

function percentOf(done: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.round((done / total) * 100));
}

export function ingestProgressPercent(file: IngestFile): number | null {
  // The apply is one transaction: it has no halfway to show.
  if (file.stage === 'applying') return null;
  // While the file is read its rows are not known yet: the bytes read say how far it is.
  return percentOf(file.bytes_read, file.size_bytes);
}

export function IngestProgress({ file }: IngestProgressProps) {
  const { t, i18n } = useTranslation('lender-files');
  const count = (value: number) => formatCount(value, i18n.language);
  const percent = ingestProgressPercent(file);
  const applying = file.stage === 'applying';
  const text = applying
    ? t('progress.applying', { total: count(file.rows_total ?? 0) })
    : t('progress.checking', {
        rows: count(file.rows_read),
        read: formatBytes(file.bytes_read),
        size: formatBytes(file.size_bytes),
      });
  const label = applying ? t('progress.applyingLabel') : t('progress.checkingLabel');
  return (
    <Box data-testid="ingest-progress">
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={label}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Typography variant="body2" role="status" aria-live="polite" aria-atomic>
          {label}: {text}
        </Typography>
        {percent === null ? null : (
          <Typography variant="body2" color="text.secondary" aria-hidden>
            {percent}%
          </Typography>
        )}
      </Box>
    </Box>
  );
}
