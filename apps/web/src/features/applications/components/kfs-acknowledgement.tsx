import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { otpSchema } from '@saakh/domain/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConsentText } from '@/lib/consent-text';
import { useAcknowledgeKfs } from '../api/acknowledge-kfs';
import { useSendKfsOtp } from '../api/send-kfs-otp';

export type KfsAcknowledgementProps = {
  creditAppId: string;
  /** The version of the KFS on screen: the one the customer accepts. */
  version: string;
  /** The lender the application goes to, named in the consent to share it. */
  lenderName: string;
};

/**
 * "Accept with OTP" (issue 30): the customer has an OTP sent to their mobile and enters it to accept the KFS they
 * read, having ticked (never pre-ticked) the separate consent to share the application with the lender. A KFS
 * reissued meanwhile (changed terms, or its days ran out) is refused by the server; the page then shows the new one
 * and says so, and the customer accepts that one.
 */
export function KfsAcknowledgement({ creditAppId, version, lenderName }: KfsAcknowledgementProps) {
  const { t } = useTranslation(['customer', 'domain']);
  const consentText = useConsentText();
  const [share, setShare] = useState(false);
  const [shareError, setShareError] = useState<string | null>(null);
  const shareErrorId = useId();
  const sendOtp = useSendKfsOtp();
  const acknowledge = useAcknowledgeKfs();
  const [sent, setSent] = useState(false);
  const [resendIn, setResendIn] = useState(0);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);

  useEffect(() => {
    if (resendIn <= 0) return undefined;
    const timer = window.setTimeout(() => setResendIn((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [resendIn]);

  const requestOtp = async () => {
    setFormError(null);
    try {
      const answer = await sendOtp.mutateAsync(creditAppId);
      setSent(true);
      setResendIn(answer.data.resendAfterSeconds);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        const retry = Number(error.body.retryAfter ?? 0);
        if (retry > 0) setResendIn(retry);
      }
      setFormError(errorMessage(error, t('kfs.application.sendFailed')));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setReloaded(false);
    const parsed = otpSchema.safeParse(otp);
    setShareError(share ? null : t('lenderSharingConsentRequired', { ns: 'domain' }));
    setOtpError(parsed.success ? null : t(parsed.error.issues[0]?.message ?? 'otpInvalid', { ns: 'domain' }));
    if (!parsed.success || !share) return;
    try {
      await acknowledge.mutateAsync({ creditAppId, input: { version, otp: parsed.data, share_with_lender: true } });
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      if (fields?.share_with_lender?.[0]) setShareError(fields.share_with_lender[0]);
      if (fields?.otp?.[0]) setOtpError(fields.otp[0]);
      if (fields?.share_with_lender?.[0] || fields?.otp?.[0]) return;
      // 409: the KFS was reissued; the mutation has asked for it again, so the new one is on screen to read.
      if (error instanceof ApiError && error.status === 409) {
        setReloaded(true);
        setOtp('');
      }
      setFormError(errorMessage(error, t('kfs.application.acceptFailed')));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="kfs-accept-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="kfs-accept-title" variant="h6" component="h2" gutterBottom>
        {t('kfs.application.acceptTitle')}
      </Typography>
      <Stack spacing={2} component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Typography variant="body2">{t('kfs.application.acceptExplain')}</Typography>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
            {reloaded ? ` ${t('kfs.application.reloaded')}` : ''}
          </Alert>
        ) : null}
        {sent ? (
          <Alert severity="success" role="status">
            {t('kfs.application.sent')}
          </Alert>
        ) : null}
        <Box>
          <Button
            variant={sent ? 'text' : 'outlined'}
            onClick={() => void requestOtp()}
            loading={sendOtp.isPending}
            disabled={resendIn > 0}
            data-testid="kfs-send-otp"
          >
            {resendIn > 0
              ? t(sent ? 'kfs.application.resendIn' : 'kfs.application.sendIn', { seconds: resendIn })
              : t(sent ? 'kfs.application.resend' : 'kfs.application.sendOtp')}
          </Button>
        </Box>
        <TextField
          label={t('kfs.application.otp')}
          value={otp}
          onChange={(event) => {
            setOtp(event.target.value.replace(/\D/g, '').slice(0, 6));
            setOtpError(null);
          }}
          autoComplete="one-time-code"
          error={Boolean(otpError)}
          helperText={otpError ?? t('kfs.application.otpHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, 'data-testid': 'kfs-otp-input' } }}
          sx={{ maxWidth: 240 }}
        />
        <Box>
          <FormControlLabel
            sx={{ alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={share}
                onChange={(event) => {
                  setShare(event.target.checked);
                  setShareError(null);
                }}
                required
                sx={{ mt: -1 }}
                slotProps={{
                  input: {
                    'aria-invalid': Boolean(shareError),
                    'aria-describedby': shareError ? shareErrorId : undefined,
                  },
                }}
              />
            }
            label={consentText('lender_sharing', lenderName)}
          />
          {shareError ? (
            <FormHelperText id={shareErrorId} error role="alert">
              {shareError}
            </FormHelperText>
          ) : null}
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={acknowledge.isPending}>
            {t('kfs.application.accept')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
