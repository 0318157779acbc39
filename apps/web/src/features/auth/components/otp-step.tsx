import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { verifyOtpInputSchema, type SessionUser } from '@saakh/domain/auth';
import { marketingPurposes } from '@saakh/domain/consents';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useVerifyOtp } from '../api/verify-otp';

// The form keeps the checkbox as a boolean; the schema's literal(true) gives the consent message. The marketing
// choices are the schema's own optional booleans, each its own checkbox, none ticked until the customer ticks it.
const otpFormSchema = verifyOtpInputSchema.omit({ consent: true, partner: true }).extend({
  consent: z.boolean().refine((value) => value, { error: 'consentRequired' }),
});
const noMarketing = { marketing_sms: false, marketing_whatsapp: false, marketing_email: false };
type OtpForm = z.infer<typeof otpFormSchema>;

export type OtpStepProps = {
  /** The number the OTP was sent to. */
  mobile: string;
  partner?: string;
  onLoggedIn: (user: SessionUser) => void | Promise<void>;
  /** What went wrong with the form as a whole (a resend, a refused OTP), shown above the fields. */
  formError: string | null;
  onFormError: (message: string | null) => void;
  onChangeNumber: () => void;
  onResend: () => void;
  /** Seconds until the OTP may be sent again. */
  resendIn: number;
  resending: boolean;
};

/**
 * The login's second step: the 6-digit OTP with consent to the terms and each marketing channel. Its code (the
 * schema, the form, the consents' texts) loads while the first step sends the OTP, so the login page's first view
 * carries none of it (issue 34).
 */
export function OtpStep({
  mobile,
  partner,
  onLoggedIn,
  formError,
  onFormError,
  onChangeNumber,
  onResend,
  resendIn,
  resending,
}: OtpStepProps) {
  const { t } = useTranslation(['auth', 'domain']);
  const verifyOtp = useVerifyOtp();
  const otpForm = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { mobile, otp: '', consent: false, ...noMarketing },
  });
  const consentErrorId = useId();
  const marketingId = useId();
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const submitOtp = otpForm.handleSubmit(async (values) => {
    onFormError(null);
    try {
      const result = await verifyOtp.mutateAsync({
        mobile: values.mobile,
        otp: values.otp,
        consent: true,
        marketing_sms: values.marketing_sms === true,
        marketing_whatsapp: values.marketing_whatsapp === true,
        marketing_email: values.marketing_email === true,
        partner,
      });
      await onLoggedIn(result.user);
    } catch (error) {
      if (!applyServerErrors(error, otpForm.setError, ['otp', 'consent']))
        onFormError(errorMessage(error, t('verifyFailed')));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submitOtp}>
      <Stack spacing={2}>
        <Typography>{t('otpSentTo', { mobile })}</Typography>
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextField
          label={t('otpLabel')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'otp-input' } }}
          error={Boolean(otpForm.formState.errors.otp)}
          helperText={fieldText(otpForm.formState.errors.otp?.message)}
          {...otpForm.register('otp')}
        />
        <Controller
          name="consent"
          control={otpForm.control}
          render={({ field, fieldState }) => (
            <Box>
              <FormControlLabel
                sx={{ alignItems: 'flex-start' }}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    required
                    sx={{ mt: -1 }}
                    slotProps={{
                      input: {
                        'aria-invalid': Boolean(fieldState.error),
                        'aria-describedby': fieldState.error ? consentErrorId : undefined,
                      },
                    }}
                  />
                }
                label={t('consentText.terms_privacy', { ns: 'domain' })}
              />
              {fieldState.error ? (
                <FormHelperText id={consentErrorId} error role="alert">
                  {fieldText(fieldState.error.message)}
                </FormHelperText>
              ) : null}
              <Typography variant="body2" sx={{ pl: 4 }}>
                <Trans
                  t={t}
                  i18nKey="consentLinks"
                  components={{
                    terms: <Link component={RouterLink} to="/terms-of-use" target="_blank" />,
                    privacy: <Link component={RouterLink} to="/privacy-policy#privacy-notice" target="_blank" />,
                  }}
                />
              </Typography>
            </Box>
          )}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={marketingId}>
          <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
            {t('marketingTitle')}
          </Typography>
          <Typography id={marketingId} variant="body2" color="text.secondary">
            {t('marketingHint')}
          </Typography>
          <FormGroup>
            {marketingPurposes.map((purpose) => (
              <Controller
                key={purpose}
                name={purpose}
                control={otpForm.control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value === true}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                      />
                    }
                    label={t(`consentText.${purpose}`, { ns: 'domain' })}
                  />
                )}
              />
            ))}
          </FormGroup>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={verifyOtp.isPending}>
          {t('verify')}
        </Button>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Button onClick={onChangeNumber}>{t('changeNumber')}</Button>
          <Button disabled={resendIn > 0 || resending} onClick={onResend}>
            {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
