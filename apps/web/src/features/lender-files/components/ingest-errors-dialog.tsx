/** Every row error of a file, as `Row N: column: message` lines, in the dialog the spec titles 'Aplication Status'. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INGEST_MAX_KEPT_ERRORS } from '@saakh/domain/ingestion';
import { errorMessage } from '@/lib/api-client';
import { useIngestFile } from '../api/get-ingest-file';

export type IngestErrorsDialogProps = {
  fileId: number;
  fileName: string;
  /** The exact number of row errors (the file keeps only the first INGEST_MAX_KEPT_ERRORS lines). */
  count: number;
  /** Lines already at hand (a history record's first lines), shown while the whole list loads. */
  initialLines?: readonly string[];
  onClose: () => void;
};

export function IngestErrorsDialog({ fileId, fileName, count, initialLines = [], onClose }: IngestErrorsDialogProps) {
  const { t } = useTranslation('lender-files');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const countId = useId();
  const file = useIngestFile(fileId);
  const loaded = file.data;
  const failure = loaded?.failure ?? null;
  const lines = loaded ? loaded.errors : initialLines;
  // Rows, as the preview counts them ("4 rows have errors"); a row can have several problems, each a line below.
  const total = Math.max(count, loaded?.error_count ?? 0);
  const truncated = loaded !== undefined && lines.length >= INGEST_MAX_KEPT_ERRORS;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      aria-describedby={countId}
    >
      <DialogTitle id={titleId}>{t('errors.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography id={countId} sx={{ fontWeight: 'fontWeightMedium' }} data-testid="ingest-errors-count">
          {t('errors.count', { count: total })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', mb: 1 }}>
          {fileName}
        </Typography>
        {file.isFetching ? <LinearProgress aria-label={t('errors.loading')} sx={{ mb: 1 }} /> : null}
        {file.isError ? (
          <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
            {errorMessage(file.error, t('errors.loadFailed'))}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        ) : null}
        {truncated ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('errors.firstOnly', { shown: lines.length, count: lines.length })}
          </Typography>
        ) : lines.length > total ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('errors.problems', { count: lines.length })}
          </Typography>
        ) : null}
        {lines.length > 0 ? (
          <Box
            component="ol"
            aria-label={t('errors.listLabel')}
            tabIndex={0}
            sx={{
              m: 0,
              pl: 0,
              listStyle: 'none',
              maxHeight: { sm: '55vh' },
              overflowY: 'auto',
              typography: 'body2',
              fontFamily: 'monospace',
              '& li': { py: 0.5, borderBottom: 1, borderColor: 'divider', wordBreak: 'break-word' },
            }}
          >
            {lines.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </Box>
        ) : file.isPending || failure ? null : (
          <Typography color="text.secondary">{t('errors.none')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('errors.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
