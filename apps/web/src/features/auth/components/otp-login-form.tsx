import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@saakh/domain/auth';
import { mobileProblem } from '@saakh/domain/mobile-number';
import { LazyPartBoundary, useLazyPart } from '@/components/ui/lazy-part';
import { OutlinedField } from '@/components/ui/outlined-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';
import { useHydrated } from '@/lib/hydration';
import { loadCatalogues } from '@/lib/i18n';
import { useSendOtp } from '../api/send-otp';

const loadOtpStep = () => import('./otp-step');
const pickOtpStep = (module: Awaited<ReturnType<typeof loadOtpStep>>) => module.OtpStep;

/**
 * The second step's code and the domain's texts (field errors, the consents), fetched once the customer starts on the
 * number and awaited before the second step shows. Never fails: a step whose code did not load says so in its place.
 */
function prepareOtpStep(): Promise<unknown> {
  return Promise.all([loadOtpStep().catch(() => undefined), loadCatalogues(['domain'])]);
}

export type OtpLoginFormProps = {
  partner?: string;
  /** Awaited before the form is done: what must happen before the next page (the saved language) happens here. */
  onLoggedIn: (user: SessionUser) => void | Promise<void>;
};

/**
 * Customer login (customer spec §2.3): the mobile number, then the OTP step. The number's step is the login page's
 * first view, prerendered: it checks the number with the domain's rule without a schema or a form library, and the
 * OTP step loads while the OTP is sent (issue 34).
 */
export function OtpLoginForm({ partner, onLoggedIn }: OtpLoginFormProps) {
  const { t } = useTranslation('auth');
  const sendOtp = useSendOtp();
  const otpStep = useLazyPart(loadOtpStep, pickOtpStep, { name: 'otp-step' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Kept when the customer goes back to change the number.
  const [typed, setTyped] = useState('');
  const [mobileError, setMobileError] = useState<string | undefined>(undefined);
  const [resendIn, setResendIn] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  // From Send until the OTP step shows: the OTP's sending, then its code if it is still on its way.
  const [sending, setSending] = useState(false);
  const mobileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (resendIn <= 0) return undefined;
    const timer = window.setTimeout(() => setResendIn((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  /** Shows a field error (a domain message key) once its text is here. */
  const showMobileError = async (key: string) => {
    await loadCatalogues(['domain']);
    setMobileError(key);
    mobileInput.current?.focus();
  };

  const requestOtp = async (mobile: string) => {
    setFormError(null);
    setSending(true);
    const stepReady = prepareOtpStep();
    try {
      const answer = await sendOtp.mutateAsync({ mobile });
      await stepReady;
      setSentTo(mobile);
      setResendIn(answer.data.resendAfterSeconds);
    } catch (error) {
      // The server's refusal of the number goes under the field, as a form's field errors do (a resend's, above).
      const placed =
        !sentTo &&
        applyServerErrors<{ mobile: string }>(error, (_field, { message }) => void showMobileError(message ?? ''), [
          'mobile',
        ]);
      if (placed) return;
      if (error instanceof ApiError && error.status === 429) {
        const retry = Number(error.body.retryAfter ?? 0);
        if (retry > 0) setResendIn(retry);
      }
      setFormError(errorMessage(error, t('sendFailed')));
    } finally {
      setSending(false);
    }
  };

  const submitMobile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mobile = typed.trim();
    const problem = mobileProblem(mobile);
    if (problem) {
      void showMobileError(problem);
      return;
    }
    setMobileError(undefined);
    void requestOtp(mobile);
  };

  // The login page is prerendered: until React has taken over the HTML, a number typed in would be wiped and a tap
  // on Send would do nothing, so the form waits, visibly disabled, for the page to be ready.
  const hydrated = useHydrated();

  if (!sentTo) {
    return (
      <Box component="form" noValidate onSubmit={submitMobile}>
        <Stack spacing={2}>
          {formError ? (
            <FormHelperText error role="alert" sx={{ m: 0, typography: 'body2' }}>
              {formError}
            </FormHelperText>
          ) : null}
          <OutlinedField
            name="mobile"
            label={t('mobileLabel')}
            autoComplete="tel-national"
            value={typed}
            inputRef={mobileInput}
            inputProps={{ inputMode: 'numeric', maxLength: 10, 'data-testid': 'mobile-input' }}
            error={Boolean(mobileError)}
            helperText={mobileError ? t(mobileError, { ns: 'domain', defaultValue: mobileError }) : t('mobileHelp')}
            // The next step's code loads while the number is typed; a corrected number clears its error at once.
            onFocus={() => void prepareOtpStep()}
            onChange={(event) => {
              setTyped(event.target.value);
              if (mobileError) setMobileError(mobileProblem(event.target.value));
            }}
            disabled={!hydrated}
          />
          <Button type="submit" variant="contained" size="large" loading={sending} disabled={!hydrated}>
            {t('sendOtp')}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <LazyPartBoundary
      key={otpStep.attempt}
      fallback={
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography role="alert">{t('common:partLoadFailed.text')}</Typography>
          <Button variant="contained" onClick={otpStep.retry}>
            {t('common:retry')}
          </Button>
        </Stack>
      }
    >
      <Suspense fallback={null}>
        <otpStep.Part
          mobile={sentTo}
          partner={partner}
          onLoggedIn={onLoggedIn}
          formError={formError}
          onFormError={setFormError}
          onChangeNumber={() => {
            setFormError(null);
            setSentTo(null);
          }}
          onResend={() => void requestOtp(sentTo)}
          resendIn={resendIn}
          resending={sending}
        />
      </Suspense>
    </LazyPartBoundary>
  );
}
