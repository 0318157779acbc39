import AddIcon from '@mui/icons-material/Add';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_WIDTH } from '@saakh/domain/constants';
import { errorMessage } from '@/lib/api-client';
import { useUploadFile } from '@/lib/upload-file';

export type EditFieldKind = 'text' | 'number' | 'image' | 'bullets';
export type EditFieldValue = string | string[] | null;

export type EditFieldDialogProps = {
  title: string;
  label: string;
  kind: EditFieldKind;
  initialValue: EditFieldValue;
  /** For images: the upload folder (the card's name plus ' - logo'). */
  uploadPath?: string;
  helper?: ReactNode;
  multiline?: boolean;
  /** Checks the value before it is sent; answers a domain message key when it is refused. */
  validate?: (value: EditFieldValue) => string | null;
  onSubmit: (value: EditFieldValue) => Promise<unknown>;
  onClose: () => void;
};

/** Numeric fields accept digits only, as typed (admin spec §5). */
function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The admin edit dialog (admin spec §2.5): one field of a record, as an image upload, a list of lines with add
 * and remove, or a single input, with a Submit button. Submit is disabled while the value is null or a line is
 * empty. A refusal shows the server's message, else the error's text, else 'An error occurred'.
 */
export function EditFieldDialog({
  title,
  label,
  kind,
  initialValue,
  uploadPath,
  helper,
  multiline,
  validate,
  onSubmit,
  onClose,
}: EditFieldDialogProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const upload = useUploadFile();
  const [value, setValue] = useState<EditFieldValue>(kind === 'bullets' ? (initialValue ?? []) : initialValue);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const lines = Array.isArray(value) ? value : [];
  const blocked =
    value === null || (kind === 'bullets' && lines.some((line) => line.trim() === '')) || upload.isPending;

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    try {
      const stored = await upload.mutateAsync({ file, path: uploadPath ?? 'images' });
      setValue(stored.file);
    } catch (caught) {
      setError(errorMessage(caught, t('anErrorOccurred')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    const refused = validate?.(value) ?? null;
    if (refused) {
      setError(t(refused, { ns: 'domain' }));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(value);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, t('anErrorOccurred')));
    } finally {
      setPending(false);
    }
  };

  const setLine = (index: number, text: string) => setValue(lines.map((line, at) => (at === index ? text : line)));

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {kind === 'text' || kind === 'number' ? (
              <TextField
                label={label}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => setValue(kind === 'number' ? digitsOnly(event.target.value) : event.target.value)}
                autoFocus
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
                helperText={helper}
                slotProps={{
                  htmlInput: {
                    inputMode: kind === 'number' ? 'numeric' : undefined,
                    'data-testid': 'edit-field-input',
                  },
                }}
              />
            ) : null}
            {kind === 'image' ? (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                {typeof value === 'string' && value !== '' ? (
                  <Box
                    component="img"
                    src={value}
                    alt={label}
                    sx={{ width: THUMBNAIL_WIDTH, height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
                  />
                ) : (
                  <Typography color="text.secondary">{t('cards.noImage')}</Typography>
                )}
                <Button
                  variant="outlined"
                  startIcon={<CloudUploadIcon />}
                  loading={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {t('cards.chooseImage')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  hidden
                  aria-label={label}
                  onChange={(event) => void chooseFile(event)}
                  data-testid="image-file"
                />
                {helper ? (
                  <Typography variant="body2" color="text.secondary">
                    {helper}
                  </Typography>
                ) : null}
              </Stack>
            ) : null}
            {kind === 'bullets' ? (
              <Stack spacing={1}>
                {lines.length === 0 ? <Typography color="text.secondary">{t('cards.noBullets')}</Typography> : null}
                {lines.map((line, index) => (
                  <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <TextField
                      size="small"
                      label={t('cards.bulletLine', { number: index + 1 })}
                      value={line}
                      onChange={(event) => setLine(index, event.target.value)}
                      error={line.trim() === ''}
                      autoFocus={index === lines.length - 1 && line === ''}
                      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `bullet-${index}` } }}
                    />
                    <IconButton
                      aria-label={t('cards.removeBullet', { number: index + 1 })}
                      onClick={() => setValue(lines.filter((_line, at) => at !== index))}
                    >
                      <RemoveCircleOutlineIcon />
                    </IconButton>
                  </Box>
                ))}
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => setValue([...lines, ''])}
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={lines.length >= 12}
                >
                  {t('cards.addBullet')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={blocked}>
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
