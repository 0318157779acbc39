/**
 * One asked document's Upload button: a file input limited to the accepted types, the type and size checked here
 * before anything is sent (the server checks again, and the first bytes too), then progress and the result, spoken
 * by screen readers through a live region.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_MAX_BYTES,
  documentAccept,
  documentContentTypes,
  documentFileTypes,
} from '@saakh/domain/document-files';
import UploadFileIcon from '@/components/ui/icons/UploadFile';
import { errorMessage } from '@/lib/api-client';
import type { UploadOptions } from '@/lib/api-upload';
import { formatBytes } from '@/components/ui/file-upload';

export type DocumentUploadButtonProps = {
  /** The document's name in the user's language, for the button's label and the messages. */
  documentName: string;
  /** A file is on record already: the button says Upload again. */
  again: boolean;
  upload: (file: File, options: UploadOptions) => Promise<void>;
  /** After a successful upload (refresh the list), or a failed one with its error (e.g. consent ended). */
  onUploaded: () => void;
  onFailed?: (error: unknown) => void;
  disabled?: boolean;
  /** Test id of the file input; the button is `${testId}-button`. */
  testId: string;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done' }
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

const extensions: readonly string[] = Object.keys(documentFileTypes);
const contentTypes: readonly string[] = documentContentTypes;

/** Why a file may not be sent, before sending it; null when it may. */
export function documentFileProblem(file: File): 'wrongType' | 'tooLarge' | 'empty' | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  // Some phones' pickers give no type: then the extension decides, and the server reads the first bytes.
  if (!extensions.includes(extension) || (file.type !== '' && !contentTypes.includes(file.type))) return 'wrongType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

export function DocumentUploadButton({
  documentName,
  again,
  upload,
  onUploaded,
  onFailed,
  disabled = false,
  testId,
}: DocumentUploadButtonProps) {
  const { t } = useTranslation('documents-upload');
  const input = useRef<HTMLInputElement | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const uploading = status.kind === 'uploading';
  const label = t(again ? 'upload.againFor' : 'upload.uploadFor', { document: documentName });

  const send = async (file: File) => {
    const problem = documentFileProblem(file);
    if (problem) {
      setStatus({
        kind: 'refused',
        message: t(`upload.${problem}`, { name: file.name, size: formatBytes(file.size) }),
      });
      return;
    }
    setStatus({ kind: 'uploading', percent: 0 });
    try {
      await upload(file, {
        onProgress: (sent, total) =>
          setStatus({ kind: 'uploading', percent: total > 0 ? Math.round((sent / total) * 100) : 0 }),
      });
      setStatus({ kind: 'done' });
      onUploaded();
    } catch (error) {
      setStatus({
        kind: 'failed',
        message: t('upload.failed', {
          document: documentName,
          message: errorMessage(error, t('upload.failedFallback')),
        }),
      });
      onFailed?.(error);
    }
  };

  const spoken =
    status.kind === 'uploading'
      ? t('upload.progress', { document: documentName, percent: status.percent })
      : status.kind === 'done'
        ? t('upload.done', { document: documentName })
        : '';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'stretch' }}>
      <Box>
        <Button
          variant={again ? 'outlined' : 'contained'}
          startIcon={<UploadFileIcon />}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
          aria-label={label}
          data-testid={`${testId}-button`}
        >
          {t(again ? 'upload.again' : 'upload.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={documentAccept}
          aria-label={label}
          data-testid={testId}
          disabled={disabled || uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </Box>
      {uploading ? <LinearProgress variant="determinate" value={status.percent} aria-label={spoken} /> : null}
      {/* Always in the page, so screen readers hear each change of its text. */}
      <Typography variant="body2" role="status" aria-live="polite" data-testid={`${testId}-status`}>
        {spoken}
      </Typography>
      {status.kind === 'refused' || status.kind === 'failed' ? (
        <Alert severity="error" role="alert" data-testid={`${testId}-error`}>
          {status.message}
        </Alert>
      ) : null}
    </Box>
  );
}
