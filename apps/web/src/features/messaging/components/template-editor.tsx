/**
 * The template editor: channel, name, category and the status it serves; the channel's own fields (DLT entity id,
 * header and template id for SMS, the approved name for WhatsApp, subjects for e-mail); English and Hindi side by
 * side with the variables as chips that insert where the cursor is, and a live preview of both. The rules are the
 * domain schema's, the same the API checks, shown under each field as the user types.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@saakh/domain/applications';
import {
  messageCategories,
  messageChannels,
  previewValues,
  renderTemplate,
  templateInputSchema,
  templateVariables,
  type MessageTemplate,
  type TemplateFormValues,
  type TemplateInput,
} from '@saakh/domain/messaging';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveTemplate } from '../api/save-template';

function initialValues(template: MessageTemplate | null): TemplateFormValues {
  return {
    channel: template?.channel ?? 'sms',
    name: template?.name ?? '',
    category: template?.category ?? 'transactional',
    event: template?.event ?? '',
    subject_en: template?.subject_en ?? '',
    subject_hi: template?.subject_hi ?? '',
    body_en: template?.body_en ?? '',
    body_hi: template?.body_hi ?? '',
    dlt_entity_id: template?.dlt_entity_id ?? '',
    dlt_header: template?.dlt_header ?? '',
    dlt_template_id: template?.dlt_template_id ?? '',
    whatsapp_template: template?.whatsapp_template ?? '',
  };
}

/** SMS parts: 160 characters in GSM letters, 70 when the text has Hindi or other Unicode. */
function smsParts(text: string): { length: number; parts: number } {
  const unicode = [...text].some((char) => char !== '₹' && char.charCodeAt(0) > 0x7f);
  const single = unicode ? 70 : 160;
  const multi = unicode ? 67 : 153;
  const length = text.length;
  return { length, parts: length <= single ? 1 : Math.ceil(length / multi) };
}

export type TemplateEditorProps = { template: MessageTemplate | null; onClose: () => void };

type BodyField = 'body_en' | 'body_hi' | 'subject_en' | 'subject_hi';

export function TemplateEditor({ template, onClose }: TemplateEditorProps) {
  const { t } = useTranslation(['messaging', 'domain']);
  const titleId = useId();
  const save = useSaveTemplate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TemplateFormValues, unknown, TemplateInput>({
    resolver: zodResolver(templateInputSchema),
    mode: 'all',
    defaultValues: initialValues(template),
  });
  const values = useWatch({ control: form.control }) as TemplateFormValues;
  const { isSubmitting } = form.formState;
  const inputs = useRef<Partial<Record<BodyField, HTMLTextAreaElement | HTMLInputElement | null>>>({});
  const [focused, setFocused] = useState<BodyField>('body_en');
  const message = (key: string | undefined) => (key ? t(key, { ns: 'domain' }) : undefined);

  const insertVariable = (name: string) => {
    const field = focused;
    const element = inputs.current[field];
    const current = String(form.getValues(field) ?? '');
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{{${name}}}`;
    form.setValue(field, `${current.slice(0, start)}${token}${current.slice(end)}`, {
      shouldValidate: true,
      shouldDirty: true,
    });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: template?.id ?? null, input });
      onClose();
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError && error.errors) {
        for (const [field, list] of Object.entries(error.errors)) {
          if (field in form.getValues() && list[0]) {
            form.setError(field as Path<TemplateFormValues>, { type: 'server', message: list[0] });
            placed = true;
          }
        }
      }
      if (!placed) setFormError(errorMessage(error, t('anErrorOccurred', { ns: 'domain' })));
    }
  });

  const text = (
    name: Path<TemplateFormValues>,
    label: string,
    options: { helper?: string; required?: boolean } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          required={options.required}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? options.helper}
          slotProps={{ htmlInput: { 'data-testid': `template-${name}` } }}
        />
      )}
    />
  );

  const textArea = (name: BodyField, label: string, lang: 'en' | 'hi', multiline: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={(element: HTMLTextAreaElement | HTMLInputElement | null) => {
            field.ref(element);
            inputs.current[name] = element;
          }}
          onFocus={() => setFocused(name)}
          label={label}
          required
          fullWidth
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          error={Boolean(fieldState.error)}
          helperText={
            message(fieldState.error?.message) ??
            (multiline && values.channel === 'sms'
              ? t('editor.smsLength', smsParts(String(field.value ?? '')))
              : undefined)
          }
          slotProps={{ htmlInput: { lang, 'data-testid': `template-${name}` } }}
        />
      )}
    />
  );

  const preview = (lang: 'en' | 'hi') => {
    const subject = lang === 'en' ? values.subject_en : values.subject_hi;
    const body = lang === 'en' ? values.body_en : values.body_hi;
    return (
      <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} lang={lang}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t(`editor.preview.${lang}`)}
        </Typography>
        {values.channel === 'email' && subject ? (
          <Typography variant="subtitle2" component="p">
            {renderTemplate(String(subject), previewValues)}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {body ? renderTemplate(String(body), previewValues) : t('editor.preview.empty')}
        </Typography>
      </Paper>
    );
  };

  return (
    <Dialog open onClose={isSubmitting ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(template ? 'editor.editTitle' : 'editor.createTitle')}</DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="channel"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    fullWidth
                    required
                    disabled={template !== null}
                    label={t('fields.channel')}
                    helperText={template ? t('editor.channelFixed') : undefined}
                    slotProps={{ htmlInput: { 'data-testid': 'template-channel' } }}
                  >
                    {messageChannels.map((channel) => (
                      <MenuItem key={channel} value={channel}>
                        {t(`channel.${channel}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>{text('name', t('fields.name'), { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <TextField
                    {...field}
                    select
                    fullWidth
                    required
                    label={t('fields.category')}
                    onChange={(event) => {
                      field.onChange(event);
                      if (event.target.value === 'promotional') form.setValue('event', '', { shouldValidate: true });
                    }}
                  >
                    {messageCategories.map((category) => (
                      <MenuItem key={category} value={category}>
                        {t(`category.${category}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="event"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    select
                    fullWidth
                    disabled={values.category !== 'transactional'}
                    label={t('fields.event')}
                    error={Boolean(fieldState.error)}
                    helperText={message(fieldState.error?.message) ?? t('editor.eventHint')}
                  >
                    <MenuItem value="">{t('editor.noEvent')}</MenuItem>
                    {applicationStatuses.map((status) => (
                      <MenuItem key={status} value={status}>
                        {t(`applicationStatus.${status}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            {values.channel === 'sms' ? (
              <>
                <Grid size={{ xs: 12, sm: 5 }}>
                  {text('dlt_entity_id', t('fields.dltEntityId'), { required: true, helper: t('editor.dltIdHint') })}
                </Grid>
                <Grid size={{ xs: 12, sm: 2 }}>
                  {text('dlt_header', t('fields.dltHeader'), { required: true, helper: t('editor.dltHeaderHint') })}
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  {text('dlt_template_id', t('fields.dltTemplateId'), {
                    required: true,
                    helper: t('editor.dltIdHint'),
                  })}
                </Grid>
              </>
            ) : null}
            {values.channel === 'whatsapp' ? (
              <Grid size={12}>
                {text('whatsapp_template', t('fields.whatsappTemplate'), {
                  required: true,
                  helper: t('editor.whatsappHint'),
                })}
              </Grid>
            ) : null}
            <Grid size={12}>
              <Typography variant="subtitle2" component="p" id={`${titleId}-variables`}>
                {t('editor.variables')}
              </Typography>
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
                role="group"
                aria-labelledby={`${titleId}-variables`}
              >
                {templateVariables.map((name) => (
                  <Chip
                    key={name}
                    label={`{{${name}}}`}
                    onClick={() => insertVariable(name)}
                    variant="outlined"
                    size="small"
                    aria-label={t('editor.insert', { name })}
                  />
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <Typography variant="subtitle2" component="h3">
                  {t('editor.english')}
                </Typography>
                {values.channel === 'email' ? textArea('subject_en', t('fields.subjectEn'), 'en', false) : null}
                {textArea('body_en', t('fields.bodyEn'), 'en', true)}
                {preview('en')}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                <Typography variant="subtitle2" component="h3">
                  {t('editor.hindi')}
                </Typography>
                {values.channel === 'email' ? textArea('subject_hi', t('fields.subjectHi'), 'hi', false) : null}
                {textArea('body_hi', t('fields.bodyHi'), 'hi', true)}
                {preview('hi')}
              </Stack>
            </Grid>
          </Grid>
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {t('editor.previewNote')}
            </Typography>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="template-save">
            {t('editor.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
