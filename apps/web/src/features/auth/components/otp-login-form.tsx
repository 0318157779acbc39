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
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { sendOtpInputSchema, verifyOtpInputSchema, type SessionUser } from '@saakh/domain/auth';
import { marketingPurposes } from '@saakh/domain/consents';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { applyServerErrors } from '@/lib/field-errors';
import { useHydrated } from '@/lib/hydration';

// The form keeps the checkbox as a boolean; the schema's literal(true) gives the consent message. The marketing
// choices are the schema's own optional booleans, each its own checkbox, none ticked until the customer ticks it.
const otpFormSchema = verifyOtpInputSchema.omit({ consent: true, partner: true }).extend({
  consent: z.boolean().refine((value) => value, { error: 'consentRequired' }),
});
const noMarketing = { marketing_sms: false, marketing_whatsapp: false, marketing_email: false };
type OtpForm = z.infer<typeof otpFormSchema>;

export type OtpLoginFormProps = {
  partner?: string;
  /** Awaited before the form is done: what must happen before the next page (the saved language) happens here. */
  onLoggedIn: (user: SessionUser) => void | Promise<void>;
};

export function OtpLoginForm({ partner, onLoggedIn }: OtpLoginFormProps) {
  const { t } = useTranslation(['auth', 'domain']);
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);

  const mobileForm = useForm<{ mobile: string }>({
    resolver: zodResolver(sendOtpInputSchema),
    defaultValues: { mobile: '' },
  });
  const otpForm = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { mobile: '', otp: '', consent: false, ...noMarketing },
  });

  useEffect(() => {
    if (resendIn <= 0) return undefined;
    const timer = window.setTimeout(() => setResendIn((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  const requestOtp = async (mobile: string) => {
    setFormError(null);
    try {
      const answer = await sendOtp.mutateAsync({ mobile });
      setSentTo(mobile);
      otpForm.setValue('mobile', mobile);
      setResendIn(answer.data.resendAfterSeconds);
    } catch (error) {
      if (applyServerErrors(error, mobileForm.setError, ['mobile'])) return;
      if (error instanceof ApiError && error.status === 429) {
        const retry = Number(error.body.retryAfter ?? 0);
        if (retry > 0) setResendIn(retry);
      }
      setFormError(errorMessage(error, t('sendFailed')));
    }
  };

  const submitOtp = otpForm.handleSubmit(async (values) => {
    setFormError(null);
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
        setFormError(errorMessage(error, t('verifyFailed')));
    }
  });

  // The login page is prerendered: until React has taken over the HTML, a number typed in would be wiped and a tap
  // on Send would do nothing, so the form waits, visibly disabled, for the page to be ready.
  const hydrated = useHydrated();
  const consentErrorId = useId();
  const marketingId = useId();
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  if (!sentTo) {
    return (
      <Box component="form" noValidate onSubmit={mobileForm.handleSubmit(({ mobile }) => requestOtp(mobile))}>
        <Stack spacing={2}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <TextField
            label={t('mobileLabel')}
            autoComplete="tel-national"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'data-testid': 'mobile-input' } }}
            error={Boolean(mobileForm.formState.errors.mobile)}
            helperText={fieldText(mobileForm.formState.errors.mobile?.message) ?? t('mobileHelp')}
            {...mobileForm.register('mobile')}
            disabled={!hydrated}
          />
          <Button type="submit" variant="contained" size="large" loading={sendOtp.isPending} disabled={!hydrated}>
            {t('sendOtp')}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submitOtp}>
      <Stack spacing={2}>
        <Typography>{t('otpSentTo', { mobile: sentTo })}</Typography>
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
          <Button onClick={() => setSentTo(null)}>{t('changeNumber')}</Button>
          <Button disabled={resendIn > 0 || sendOtp.isPending} onClick={() => requestOtp(sentTo)}>
            {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
