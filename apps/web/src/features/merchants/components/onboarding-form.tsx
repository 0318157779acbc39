/**
 * A partner's onboarding details: type, KYC (legal name, PAN, GSTIN), contact and bank account. Rules and messages
 * come from the domain schema; PAN and account number show masked, left blank they stay as stored, and "Show"
 * reveals the whole value (the server audits it).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  onboardingFormFields,
  partnerTypes,
  updateOnboardingInputSchema,
  type MerchantPartnerDetail,
  type RevealInput,
  type UpdateOnboardingFormValues,
  type UpdateOnboardingInput,
} from '@saakh/domain/merchants';
import { FormSection } from '@/components/ui/form-section';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useRevealPartnerField } from '../api/reveal-partner-field';
import { useUpdateOnboarding } from '../api/update-onboarding';

const fields = onboardingFormFields;
type Field = (typeof fields)[number];

function defaults(partner: MerchantPartnerDetail): UpdateOnboardingFormValues {
  return {
    partner_type: partner.partner_type,
    legal_name: partner.legal_name ?? '',
    pan: '',
    gstin: partner.gstin ?? '',
    contact_name: partner.contact_name ?? '',
    contact_email: partner.contact_email ?? '',
    contact_mobile: partner.contact_mobile ?? '',
    bank_account_holder: partner.bank_account_holder ?? '',
    bank_account_number: '',
    bank_ifsc: partner.bank_ifsc ?? '',
  };
}

export type OnboardingFormProps = { partner: MerchantPartnerDetail };

export function OnboardingForm({ partner }: OnboardingFormProps) {
  const { t } = useTranslation(['merchant-management', 'domain']);
  const update = useUpdateOnboarding();
  const reveal = useRevealPartnerField();
  const [revealed, setRevealed] = useState<Partial<Record<RevealInput['field'], string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UpdateOnboardingFormValues, unknown, UpdateOnboardingInput>({
    resolver: zodResolver(updateOnboardingInputSchema),
    defaultValues: defaults(partner),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    // A blank PAN or account number keeps the stored one: only what was typed is sent.
    const input: UpdateOnboardingInput = { ...values };
    if (!String(form.getValues('pan') ?? '').trim()) delete input.pan;
    if (!String(form.getValues('bank_account_number') ?? '').trim()) delete input.bank_account_number;
    try {
      const answer = await update.mutateAsync({ id: partner.id, input });
      form.reset(defaults(answer.data));
      setRevealed({});
    } catch (error) {
      if (!applyServerErrors(error, form.setError, fields)) setFormError(errorMessage(error, t('failed')));
    }
  });

  const show = (field: RevealInput['field']) =>
    reveal.mutate(
      { id: partner.id, field },
      { onSuccess: (answer) => setRevealed((current) => ({ ...current, [field]: answer.data.value })) },
    );

  const text = (
    name: Exclude<Field, 'partner_type'>,
    extra: { autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel'; maxLength: number; helper?: string },
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        label={t(`onboarding.${name}`)}
        autoComplete={extra.autoComplete ?? 'off'}
        error={Boolean(errors[name])}
        helperText={fieldText(errors[name]?.message) ?? extra.helper}
        slotProps={{ htmlInput: { inputMode: extra.inputMode, maxLength: extra.maxLength, spellCheck: false } }}
        {...form.register(name)}
      />
    </Grid>
  );

  const masked = (field: RevealInput['field'], value: string | null) => {
    if (!value) return t('onboarding.notStored');
    const whole = revealed[field];
    return whole ? t('onboarding.storedWhole', { value: whole }) : t('onboarding.stored', { value });
  };

  const revealButton = (field: RevealInput['field'], stored: string | null) =>
    stored && !revealed[field] ? (
      <Button size="small" onClick={() => show(field)} loading={reveal.isPending && reveal.variables?.field === field}>
        {t(`onboarding.reveal.${field}`)}
      </Button>
    ) : null;

  return (
    <FormSection id="onboarding" title={t('onboarding.title')}>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="onboarding">
        {formError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="partner_type"
              render={({ field }) => (
                <TextField select label={t('onboarding.partner_type')} {...field} error={Boolean(errors.partner_type)}>
                  {partnerTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`type.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          {text('legal_name', { autoComplete: 'organization', maxLength: 120 })}
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              {t('onboarding.kyc')}
            </Typography>
          </Grid>
          {text('pan', { maxLength: 10, helper: masked('pan', partner.pan_masked) })}
          {text('gstin', { maxLength: 15, helper: t('onboarding.gstinHint') })}
          <Grid size={12}>{revealButton('pan', partner.pan_masked)}</Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              {t('onboarding.contact')}
            </Typography>
          </Grid>
          {text('contact_name', { autoComplete: 'name', maxLength: 80 })}
          {text('contact_email', { autoComplete: 'email', inputMode: 'email', maxLength: 254 })}
          {text('contact_mobile', { autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 })}
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              {t('onboarding.bank')}
            </Typography>
          </Grid>
          {text('bank_account_holder', { maxLength: 80 })}
          {text('bank_account_number', {
            inputMode: 'numeric',
            maxLength: 18,
            helper: masked('bank_account_number', partner.bank_account_number_masked),
          })}
          {text('bank_ifsc', { maxLength: 11 })}
          <Grid size={12}>{revealButton('bank_account_number', partner.bank_account_number_masked)}</Grid>
        </Grid>
        <Button type="submit" variant="contained" loading={update.isPending} sx={{ mt: 3 }}>
          {t('onboarding.save')}
        </Button>
      </Box>
    </FormSection>
  );
}
