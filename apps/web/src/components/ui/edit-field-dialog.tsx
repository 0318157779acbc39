/**
 * The admin edit dialog (admin spec §2.5): one field of a record, or the few fields that are edited together (a
 * special offer's text and dates, a partner's revenue data), each as text, a number, a date, a list of lines with
 * add and remove, or an uploaded image. Submit stays disabled while a required value is empty (null) or a line is
 * empty. The rules come from the domain (`validate`); their messages show under the fields as the user types. A
 * refusal shows the server's message (422 field errors under their fields), else the error's text, else
 * 'An error occurred' (spec §8).
 */
import AddIcon from '@/components/ui/icons/Add';
import RemoveCircleOutlineIcon from '@/components/ui/icons/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_WIDTH } from '@saakh/domain/constants';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { UploadOptions } from '@/lib/api-upload';
import { FileUpload } from './file-upload';

export type EditFieldKind =
  'text' | 'multiline' | 'number' | 'decimal' | 'date' | 'datetime' | 'select' | 'lines' | 'image';
export type EditValue = string | string[] | null;
export type EditValues = Record<string, EditValue>;

export type EditField = {
  name: string;
  label: string;
  kind: EditFieldKind;
  /** Keeps only the characters the field accepts, as they are typed (admin spec §5). */
  asTyped?: (text: string) => string;
  helper?: ReactNode;
  maxLength?: number;
  startAdornment?: string;
  endAdornment?: string;
  /** An empty number, date or image is a value of its own; otherwise it blocks Submit. */
  optional?: boolean;
  /** Images: how the chosen file is stored, and which files are accepted. */
  image?: {
    upload: (file: File, options: UploadOptions) => Promise<{ file: string }>;
    extensions: readonly string[];
    maxBytes: number;
  };
  maxLines?: number;
  /** Select: the choices, by value. */
  options?: readonly { value: string; label: string }[];
};

export type EditFieldDialogProps = {
  title: string;
  fields: EditField[];
  initialValues: EditValues;
  /** Field name → domain message key of the first rule the values break. */
  validate?: (values: EditValues) => Partial<Record<string, string>>;
  /** Disable Submit while a rule is broken (else the first broken rule shows when Submit is pressed). */
  blockWhenInvalid?: boolean;
  submitLabel?: string;
  onSubmit: (values: EditValues) => Promise<unknown>;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
};

/** Digits only for whole numbers; digits and one point for decimals (numeric input only, admin spec §5). */
function numberAsTyped(text: string, decimals: boolean): string {
  const cleaned = text.replace(decimals ? /[^\d.]/g : /\D/g, '');
  if (!decimals) return cleaned;
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
}

function isEmpty(field: EditField, value: EditValue): boolean {
  if (field.kind === 'lines') return false;
  return (
    value === null || (typeof value === 'string' && value === '' && field.kind !== 'text' && field.kind !== 'multiline')
  );
}

export function EditFieldDialog({
  title,
  fields,
  initialValues,
  validate,
  blockWhenInvalid = false,
  submitLabel,
  onSubmit,
  onClose,
  maxWidth = 'sm',
}: EditFieldDialogProps) {
  const { t } = useTranslation(['kit', 'domain']);
  const titleId = useId();
  const [values, setValues] = useState<EditValues>(() =>
    Object.fromEntries(
      fields.map((field) => [field.name, initialValues[field.name] ?? (field.kind === 'lines' ? [] : null)]),
    ),
  );
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  // A rule's message shows once its field was changed (or Submit was pressed), not on a field not yet filled.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [uploading, setUploading] = useState(false);

  const problems = validate?.(values) ?? {};
  const messageFor = (name: string) => {
    const key = serverErrors[name] ?? (touched.has(name) ? problems[name] : undefined);
    return key ? t(key, { ns: 'domain' }) : null;
  };
  const hasProblems = Object.values(problems).some(Boolean);
  const blocked =
    uploading ||
    fields.some((field) => {
      const value = values[field.name] ?? null;
      if (field.kind === 'lines') return Array.isArray(value) && value.some((line) => line.trim() === '');
      return !field.optional && isEmpty(field, value);
    }) ||
    (blockWhenInvalid && hasProblems);

  const set = (name: string, value: EditValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(fields.map((field) => field.name)));
    if (blocked) return;
    const firstProblem = Object.values(problems).find(Boolean);
    if (firstProblem) {
      setError(t(firstProblem, { ns: 'domain' }));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (caught) {
      const fieldErrors = caught instanceof ApiError ? caught.errors : undefined;
      if (fieldErrors) {
        // One-field calls answer their field's error as `value` (update-lender-data, update-credit-card-data).
        const single = fields.length === 1 ? fields[0]?.name : undefined;
        setServerErrors(
          Object.fromEntries(
            Object.entries(fieldErrors).map(([name, messages]) => [
              name === 'value' && single ? single : name,
              messages[0],
            ]),
          ),
        );
      }
      setError(errorMessage(caught, t('editDialog.failed')));
    } finally {
      setPending(false);
    }
  };

  const renderField = (field: EditField, index: number) => {
    const value = values[field.name] ?? null;
    const message = messageFor(field.name);
    if (field.kind === 'lines') {
      const lines = Array.isArray(value) ? value : [];
      return (
        <Stack key={field.name} spacing={1} role="group" aria-label={field.label}>
          {fields.length > 1 ? <Typography variant="subtitle2">{field.label}</Typography> : null}
          {lines.length === 0 ? <Typography color="text.secondary">{t('editDialog.noLines')}</Typography> : null}
          {lines.map((line, at) => (
            <Box key={at} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                label={t('editDialog.line', { number: at + 1 })}
                value={line}
                onChange={(event) =>
                  set(
                    field.name,
                    lines.map((old, i) => (i === at ? event.target.value : old)),
                  )
                }
                error={line.trim() === ''}
                autoFocus={at === lines.length - 1 && line === ''}
                slotProps={{ htmlInput: { maxLength: field.maxLength ?? 200, 'data-testid': `bullet-${at}` } }}
              />
              <IconButton
                aria-label={t('editDialog.removeLine', { number: at + 1 })}
                onClick={() =>
                  set(
                    field.name,
                    lines.filter((_line, i) => i !== at),
                  )
                }
              >
                <RemoveCircleOutlineIcon />
              </IconButton>
            </Box>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => set(field.name, [...lines, ''])}
            sx={{ alignSelf: 'flex-start' }}
            disabled={lines.length >= (field.maxLines ?? 12)}
          >
            {t('editDialog.addLine')}
          </Button>
          {message ? <Typography color="error">{message}</Typography> : null}
        </Stack>
      );
    }
    if (field.kind === 'image') {
      return (
        <Stack key={field.name} spacing={2} sx={{ alignItems: 'flex-start' }}>
          {typeof value === 'string' && value !== '' ? (
            <Box
              component="img"
              src={value}
              alt={field.label}
              sx={{ width: THUMBNAIL_WIDTH, height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
          ) : (
            <Typography color="text.secondary">{t('editDialog.noImage')}</Typography>
          )}
          {field.image ? (
            <Box sx={{ width: '100%' }}>
              <FileUpload
                label={field.label}
                extensions={field.image.extensions}
                maxBytes={field.image.maxBytes}
                helper={field.helper}
                inputTestId="image-file"
                autoUpload
                upload={async (file, options) => {
                  setUploading(true);
                  try {
                    return await field.image?.upload(file, options);
                  } finally {
                    setUploading(false);
                  }
                }}
                onUploaded={(stored) => {
                  if (stored) set(field.name, stored.file);
                }}
              />
            </Box>
          ) : null}
        </Stack>
      );
    }
    const numeric = field.kind === 'number' || field.kind === 'decimal';
    if (field.kind === 'select') {
      return (
        <TextField
          key={field.name}
          select
          label={field.label}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => set(field.name, event.target.value === '' ? null : event.target.value)}
          error={message !== null}
          helperText={message ?? field.helper}
        >
          {(field.options ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    return (
      <TextField
        key={field.name}
        label={field.label}
        type={field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'datetime-local' : 'text'}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          const typed = numeric
            ? numberAsTyped(event.target.value, field.kind === 'decimal')
            : (field.asTyped?.(event.target.value) ?? event.target.value);
          const dated = field.kind === 'date' || field.kind === 'datetime';
          set(field.name, numeric || dated ? (typed === '' ? null : typed) : typed);
        }}
        autoFocus={index === 0}
        multiline={field.kind === 'multiline'}
        minRows={field.kind === 'multiline' ? 2 : undefined}
        error={message !== null}
        helperText={message ?? field.helper}
        slotProps={{
          inputLabel: field.kind === 'date' || field.kind === 'datetime' ? { shrink: true } : undefined,
          htmlInput: {
            maxLength: field.maxLength,
            inputMode: field.kind === 'number' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined,
            'data-testid': fields.length === 1 ? 'edit-field-input' : `edit-field-${field.name}`,
          },
          input: {
            startAdornment: field.startAdornment ? (
              <InputAdornment position="start">{field.startAdornment}</InputAdornment>
            ) : undefined,
            endAdornment: field.endAdornment ? (
              <InputAdornment position="end">{field.endAdornment}</InputAdornment>
            ) : undefined,
          },
        }}
      />
    );
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            {fields.map(renderField)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('editDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={blocked}>
            {submitLabel ?? t('editDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
