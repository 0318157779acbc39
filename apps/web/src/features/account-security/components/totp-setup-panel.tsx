/** An authenticator app's set-up: the QR code, the key to type in, the otpauth link, and the first code to confirm. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { totpCodeSchema, type TotpSetup } from '@saakh/domain/account-security';
import { ApiError, errorMessage } from '@/lib/api-client';

export type TotpSetupPanelProps = {
  setup: TotpSetup;
  confirming: boolean;
  onConfirm: (code: string) => Promise<unknown>;
};

export function TotpSetupPanel({ setup, confirming, onConfirm }: TotpSetupPanelProps) {
  const { t } = useTranslation('account-security');
  const { t: tm } = useTranslation('domain');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = totpCodeSchema.safeParse(code);
    setFieldError(parsed.success ? null : tm('totpCodeInvalid'));
    if (!parsed.success) return;
    try {
      await onConfirm(parsed.data);
    } catch (error) {
      const server = error instanceof ApiError ? error.errors?.code?.[0] : undefined;
      if (server) setFieldError(String(server));
      else setFormError(errorMessage(error, t('setup.failed')));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('setup.scan')}</Typography>
      <Box
        component="img"
        src={setup.qr_data_url}
        alt={t('setup.qrAlt')}
        sx={{ width: 200, height: 200, alignSelf: { xs: 'center', sm: 'flex-start' } }}
      />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('setup.secret')}
        </Typography>
        <Typography data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Typography>
      </Box>
      <Link href={setup.otpauth_uri} variant="body2" sx={{ wordBreak: 'break-all' }}>
        {t('setup.uri')}
      </Link>
      <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextField
          label={t('setup.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? ' '}
        />
        <Button type="submit" variant="contained" loading={confirming}>
          {t('setup.confirm')}
        </Button>
      </Stack>
    </Stack>
  );
}
