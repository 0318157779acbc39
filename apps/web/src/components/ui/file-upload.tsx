/**
 * Choosing and sending one file: by button or by dropping it, with the type and size checked before anything is
 * sent, progress while it uploads, and Cancel. 'Invalid file type' clears the choice and no choice says 'No file
 * selected' (admin spec §2.6, §5). With `autoUpload` a valid file is sent at once (images); otherwise an Upload
 * button sends it, disabled until a valid file is chosen and loading while it goes.
 */
import CloudUploadIcon from '@/components/ui/icons/CloudUpload';
import InsertDriveFileOutlinedIcon from '@/components/ui/icons/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import type { UploadOptions } from '@/lib/api-upload';

export type FileUploadProps<R> = {
  label: string;
  /** Accepted extensions, lower case with the dot ('.xlsx'). */
  extensions: readonly string[];
  maxBytes: number;
  helper?: ReactNode;
  upload: (file: File, options: UploadOptions) => Promise<R>;
  onUploaded: (result: R) => void;
  /** Send a valid file as soon as it is chosen. */
  autoUpload?: boolean;
  uploadLabel?: string;
  disabled?: boolean;
  /** The file input's test id, for browser tests that set files on it. */
  inputTestId?: string;
};

type Status =
  { kind: 'idle' } | { kind: 'uploading'; sent: number; total: number } | { kind: 'failed'; message: string };

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function FileUpload<R>({
  label,
  extensions,
  maxBytes,
  helper,
  upload,
  onUploaded,
  autoUpload = false,
  uploadLabel,
  disabled = false,
  inputTestId = 'file-upload-input',
}: FileUploadProps<R>) {
  const { t } = useTranslation('kit');
  const input = useRef<HTMLInputElement | null>(null);
  const abort = useRef<AbortController | null>(null);
  const helperId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const uploading = status.kind === 'uploading';

  const send = async (chosen: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setStatus({ kind: 'uploading', sent: 0, total: chosen.size });
    try {
      const result = await upload(chosen, {
        signal: controller.signal,
        onProgress: (sent, total) => setStatus({ kind: 'uploading', sent, total }),
      });
      setFile(null);
      setStatus({ kind: 'idle' });
      onUploaded(result);
    } catch (error) {
      const cancelled = error instanceof DOMException && error.name === 'AbortError';
      setStatus(cancelled ? { kind: 'idle' } : { kind: 'failed', message: errorMessage(error, t('upload.failed')) });
    } finally {
      abort.current = null;
    }
  };

  const choose = (chosen: File | undefined) => {
    setStatus({ kind: 'idle' });
    if (!chosen) {
      setFile(null);
      setProblem(t('upload.noFile'));
      return;
    }
    if (!extensions.includes(extensionOf(chosen.name))) {
      setFile(null);
      setProblem(t('upload.invalidType'));
      return;
    }
    if (chosen.size > maxBytes) {
      setFile(null);
      setProblem(t('upload.tooLarge', { max: formatBytes(maxBytes) }));
      return;
    }
    if (chosen.size === 0) {
      setFile(null);
      setProblem(t('upload.empty'));
      return;
    }
    setProblem(null);
    setFile(chosen);
    if (autoUpload) void send(chosen);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || uploading) return;
    choose(event.dataTransfer.files[0]);
  };

  const percent = status.kind === 'uploading' && status.total > 0 ? Math.round((status.sent / status.total) * 100) : 0;

  return (
    <Stack spacing={1.5}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !uploading) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Button
          variant="outlined"
          startIcon={<CloudUploadIcon />}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
          aria-describedby={helperId}
        >
          {t('upload.choose', { label })}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('upload.orDrop')}
        </Typography>
        <input
          ref={input}
          type="file"
          hidden
          accept={extensions.join(',')}
          aria-label={label}
          data-testid={inputTestId}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      <Typography id={helperId} variant="body2" color="text.secondary">
        {helper ?? t('upload.accepted', { types: extensions.join(', '), max: formatBytes(maxBytes) })}
      </Typography>
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="file-upload-chosen">
          <InsertDriveFileOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {file.name} ({formatBytes(file.size)})
          </Typography>
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {status.kind === 'failed' ? (
        <Alert severity="error" role="alert">
          {status.message}
        </Alert>
      ) : null}
      {uploading ? (
        <Stack spacing={0.5}>
          <LinearProgress variant="determinate" value={percent} aria-label={t('upload.progress', { percent })} />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" role="status" aria-live="polite">
              {t('upload.progress', { percent })}
            </Typography>
            <Button size="small" onClick={() => abort.current?.abort()}>
              {t('upload.cancel')}
            </Button>
          </Box>
        </Stack>
      ) : null}
      {autoUpload ? null : (
        <Box>
          <Button
            variant="contained"
            disabled={disabled || file === null}
            loading={uploading}
            onClick={() => (file ? void send(file) : setProblem(t('upload.noFile')))}
          >
            {uploadLabel ?? t('upload.submit')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
