import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { patterns } from '@saakh/domain/patterns';
import { updatePartnerInputSchema, type AdminPartner, type UpdatePartnerInput } from '@saakh/domain/partner-admin';
import { ApiError, errorMessage } from '@/lib/api-client';
import { FileUpload } from '@/components/ui/file-upload';
import { uploadFile } from '@/lib/upload-file';
import { IMAGE_MAX_BYTES, imageExtensions } from '@saakh/domain/uploads';
import { useUpdatePartner } from '../api/update-partner';

/** What the form holds: the update schema's own input (blank text is "no value", flags as switched). */
type BrandingValues = z.input<typeof updatePartnerInputSchema>;

const fields = [
  'name',
  'key',
  'logo',
  'font_link',
  'font_family',
  'primary_color',
  'secondary_color',
  'title',
  'terms_apply',
  'status',
] as const;

/** What a text field holds, for the preview ('' while blank). */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toValues(partner: AdminPartner): BrandingValues {
  return {
    name: partner.name,
    key: partner.key,
    logo: partner.logo ?? '',
    font_link: partner.font_link ?? '',
    font_family: partner.font_family ?? '',
    primary_color: partner.primary_color,
    secondary_color: partner.secondary_color,
    title: partner.title ?? '',
    terms_apply: partner.terms_apply,
    status: partner.status === 0 ? 0 : 1,
  };
}

export type BrandingFormProps = {
  partner: AdminPartner;
  onSaved?: (partner: AdminPartner) => void;
};

/**
 * A partner's brand (admin spec §3): logo, font link and family, primary and secondary colours, title, the
 * terms-apply flag and the URL segment, with a live preview. Only changed fields are sent.
 */
export function BrandingForm({ partner, onSaved }: BrandingFormProps) {
  const { t } = useTranslation(['admin-catalogue', 'domain']);
  const update = useUpdatePartner();
  const theme = useTheme();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BrandingValues, unknown, z.output<typeof updatePartnerInputSchema>>({
    resolver: zodResolver(updatePartnerInputSchema),
    mode: 'onChange',
    values: toValues(partner),
  });
  const { dirtyFields, isDirty, isValid, isSubmitting } = form.formState;
  const preview = form.watch();
  const message = (key: string | undefined) => (key ? t(key, { ns: 'domain' }) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changed = Object.fromEntries(
      Object.entries(values).filter(([field]) => dirtyFields[field as keyof BrandingValues]),
    ) as UpdatePartnerInput;
    try {
      const saved = await update.mutateAsync({ id: partner.id, input: changed });
      onSaved?.(saved);
    } catch (error) {
      let placed = false;
      if (error instanceof ApiError && error.errors) {
        for (const [field, list] of Object.entries(error.errors)) {
          if ((fields as readonly string[]).includes(field) && list[0]) {
            form.setError(field as Path<BrandingValues>, { type: 'server', message: list[0] });
            placed = true;
          }
        }
      }
      if (!placed) setFormError(errorMessage(error, t('anErrorOccurred')));
    }
  });

  const text = (
    name: Exclude<keyof BrandingValues, 'terms_apply' | 'status'>,
    extra: { helper?: string; filter?: (value: string) => string; maxLength?: number } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => field.onChange(extra.filter ? extra.filter(event.target.value) : event.target.value)}
          label={t(`partners.fields.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? extra.helper}
          slotProps={{ htmlInput: { maxLength: extra.maxLength, 'data-testid': `partner-${name}` } }}
        />
      )}
    />
  );

  const color = (name: 'primary_color' | 'secondary_color') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={t(`partners.fields.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={message(fieldState.error?.message) ?? t('partners.colorHint')}
          slotProps={{
            htmlInput: { maxLength: 7, 'data-testid': `partner-${name}` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Box
                    component="input"
                    type="color"
                    value={patterns.hexColor.test(field.value ?? '') ? field.value : '#000000'}
                    onChange={(event: ChangeEvent<HTMLInputElement>) =>
                      field.onChange(event.target.value.toUpperCase())
                    }
                    aria-label={t('partners.pickColor', { field: t(`partners.fields.${name}`) })}
                    data-testid={`partner-${name}-picker`}
                    sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );

  const previewColor = (value: string, fallback: string) => (patterns.hexColor.test(value) ? value : fallback);
  const primary = previewColor(preview.primary_color ?? '', theme.palette.primary.main);
  const secondary = previewColor(preview.secondary_color ?? '', theme.palette.secondary.main);
  const logo = shown(preview.logo);
  const fontFamily = shown(preview.font_family);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="branding-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="branding-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('partners.branding')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('name', { maxLength: 80 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('key', {
                helper: t('partners.keyHint'),
                filter: (value) => value.toLowerCase().replace(/[^a-z0-9-]/g, ''),
                maxLength: 40,
              })}
            </Grid>
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                {logo ? (
                  <Box
                    component="img"
                    src={logo}
                    alt={t('partners.logoAlt', { name: preview.name })}
                    sx={{ width: 100, height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
                  />
                ) : (
                  <Typography color="text.secondary">{t('partners.noLogo')}</Typography>
                )}
                {logo ? (
                  <Button
                    color="inherit"
                    onClick={() => form.setValue('logo', '', { shouldDirty: true, shouldValidate: true })}
                  >
                    {t('partners.removeLogo')}
                  </Button>
                ) : null}
              </Stack>
              <Box sx={{ mt: 2 }}>
                <FileUpload
                  label={t('partners.fields.logo')}
                  extensions={imageExtensions}
                  maxBytes={IMAGE_MAX_BYTES}
                  inputTestId="partner-logo-file"
                  autoUpload
                  upload={(file, options) => uploadFile({ file, path: `${partner.name} - logo` }, options)}
                  onUploaded={(stored) =>
                    form.setValue('logo', stored.file, { shouldDirty: true, shouldValidate: true })
                  }
                />
              </Box>
              {form.formState.errors.logo ? (
                <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
                  {message(form.formState.errors.logo.message)}
                </Typography>
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('font_link', { helper: t('partners.fontLinkHint'), maxLength: 500 })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('font_family', { maxLength: 60 })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{color('primary_color')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{color('secondary_color')}</Grid>
            <Grid size={12}>{text('title', { helper: t('partners.titleHint'), maxLength: 80 })}</Grid>
            <Grid size={12}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Controller
                  control={form.control}
                  name="terms_apply"
                  render={({ field }) => (
                    <FormControlLabel
                      label={t('partners.fields.terms_apply')}
                      control={
                        <Switch
                          checked={field.value === true}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="status"
                  render={({ field }) => (
                    <FormControlLabel
                      label={t('partners.fields.status')}
                      control={
                        <Switch
                          checked={field.value === 1}
                          onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
                        />
                      }
                    />
                  )}
                />
              </Stack>
            </Grid>
          </Grid>

          <Box
            aria-label={t('partners.preview')}
            role="group"
            sx={{
              p: 2,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              fontFamily: fontFamily ? `"${fontFamily}", sans-serif` : undefined,
            }}
          >
            <Typography variant="overline" color="text.secondary">
              {t('partners.preview')}
            </Typography>
            <Box
              sx={{
                bgcolor: primary,
                color: theme.palette.getContrastText(primary),
                p: 2,
                borderRadius: 1,
                fontFamily: 'inherit',
              }}
            >
              <Typography sx={{ fontWeight: 700, fontFamily: 'inherit' }}>
                {shown(preview.title) || preview.name}
              </Typography>
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  mt: 1,
                  px: 2,
                  py: 0.5,
                  borderRadius: 1,
                  bgcolor: secondary,
                  color: theme.palette.getContrastText(secondary),
                }}
              >
                {t('partners.previewButton')}
              </Box>
              {preview.terms_apply ? (
                <Typography variant="caption" component="p" sx={{ mt: 1, fontFamily: 'inherit' }}>
                  {t('partners.termsApplyText')}
                </Typography>
              ) : null}
            </Box>
          </Box>

          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => form.reset(toValues(partner))} disabled={!isDirty || isSubmitting}>
              {t('partners.discard')}
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting} disabled={!isDirty || !isValid}>
              {t('save')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
