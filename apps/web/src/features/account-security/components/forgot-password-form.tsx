/** The e-mail of a staff account, to be sent a single-use link that sets a new password (decision 045). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordInputSchema, type StaffKind } from '@saakh/domain/account-security';
import { errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useForgotPassword } from '../api/forgot-password';

export type ForgotPasswordFormProps = { kind: StaffKind; loginPath: string };

export function ForgotPasswordForm({ kind, loginPath }: ForgotPasswordFormProps) {
  const { t } = useTranslation('account-security');
  const { t: tm } = useTranslation('domain');
  const send = useForgotPassword(kind);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = schemaProblems(forgotPasswordInputSchema, { email });
    setFieldError(problems.email ? tm(problems.email) : null);
    if (problems.email) return;
    try {
      const answer = await send.mutateAsync({ email });
      setSent(answer.message ?? '');
    } catch (error) {
      setFormError(errorMessage(error, t('forgot.failed')));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('forgot.title')}
      </Typography>
      {sent !== null ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          <Typography color="text.secondary">{t('forgot.intro')}</Typography>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
          />
          <Button type="submit" variant="contained" size="large" loading={send.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to={loginPath}>
        {t('forgot.back')}
      </Link>
    </Stack>
  );
}
