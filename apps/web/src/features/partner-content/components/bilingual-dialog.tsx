/**
 * The admins' editor of partner content: the record's own fields (product, channel, audience, order) and each text
 * in English and Hindi side by side (stacked on a phone), with the domain's rules under the fields as they type and
 * the server's refusals under the field they name.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';

export type DialogValues = Record<string, string>;

export type PlainField = {
  name: string;
  label: string;
  options?: readonly { value: string; label: string }[];
  numeric?: boolean;
};

export type TextPair = {
  /** The English field's name; the Hindi one is the same with `_hi` for `_en`. */
  en: string;
  hi: string;
  label: string;
  multiline?: boolean;
  maxLength: number;
  helper?: string;
};

export type BilingualDialogProps = {
  title: string;
  fields: PlainField[];
  pairs: TextPair[];
  initialValues: DialogValues;
  schema: z.ZodType;
  onSubmit: (values: DialogValues) => Promise<unknown>;
  onClose: () => void;
  /**
   * For a record that comes with a file: drawn under the fields with their values (a FileUpload whose Upload sends
   * them with the file); the dialog then has no Save button of its own.
   */
  upload?: (values: DialogValues, problems: Record<string, string>, touchAll: () => void) => ReactNode;
};

export function BilingualDialog({
  title,
  fields,
  pairs,
  initialValues,
  schema,
  onSubmit,
  onClose,
  upload,
}: BilingualDialogProps) {
  const { t } = useTranslation(['partner-content', 'domain', 'kit']);
  const titleId = useId();
  const [values, setValues] = useState<DialogValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const problems = schemaProblems(schema, values);
  const names = [...fields.map((field) => field.name), ...pairs.flatMap((pair) => [pair.en, pair.hi])];

  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(name));
    setServerErrors(({ [name]: _, ...rest }) => rest);
  };
  const messageFor = (name: string) => {
    const key = serverErrors[name] ?? (touched.has(name) ? problems[name] : undefined);
    return key ? t(key, { ns: 'domain' }) : undefined;
  };
  const submit = async () => {
    setTouched(new Set(names));
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setServerErrors(Object.fromEntries(Object.entries(error.errors).map(([name, list]) => [name, list[0] ?? ''])));
        const placed = Object.keys(error.errors).some((name) => names.includes(name));
        if (!placed) setFailure(errorMessage(error, t('kit:editDialog.failed')));
      } else {
        setFailure(errorMessage(error, t('kit:editDialog.failed')));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Grid container spacing={2}>
            {fields.map((field) => (
              <Grid key={field.name} size={{ xs: 12, sm: 4 }}>
                <TextField
                  select={field.options !== undefined}
                  fullWidth
                  size="small"
                  label={field.label}
                  name={field.name}
                  value={values[field.name] ?? ''}
                  onChange={(event) => set(field.name, event.target.value)}
                  error={Boolean(messageFor(field.name))}
                  helperText={messageFor(field.name) ?? ' '}
                  slotProps={{
                    select: { native: true },
                    inputLabel: { shrink: true },
                    htmlInput: field.numeric ? { inputMode: 'numeric' } : undefined,
                  }}
                >
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </TextField>
              </Grid>
            ))}
          </Grid>
          {pairs.map((pair) => (
            <Grid container spacing={2} key={pair.en}>
              {(['en', 'hi'] as const).map((language) => {
                const name = pair[language];
                return (
                  <Grid key={name} size={{ xs: 12, md: 6 }}>
                    <TextField
                      fullWidth
                      label={`${pair.label} (${t(`partner-content:language.${language}`)})`}
                      name={name}
                      value={values[name] ?? ''}
                      onChange={(event) => set(name, event.target.value)}
                      multiline={pair.multiline}
                      minRows={pair.multiline ? 3 : undefined}
                      error={Boolean(messageFor(name))}
                      helperText={messageFor(name) ?? pair.helper ?? ' '}
                      slotProps={{ htmlInput: { maxLength: pair.maxLength, lang: language } }}
                    />
                  </Grid>
                );
              })}
            </Grid>
          ))}
          {upload ? upload(values, problems, () => setTouched(new Set(names))) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('kit:editDialog.cancel')}
        </Button>
        {upload ? null : (
          <Button type="submit" form={`${titleId}-form`} variant="contained" loading={pending}>
            {t('partner-content:admin.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
