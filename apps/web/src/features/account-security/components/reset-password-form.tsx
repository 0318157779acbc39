/** A new password from an e-mailed link: the password rules apply; every session of the account ends. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { resetPasswordInputSchema, type StaffKind } from '@saakh/domain/account-security';
import { ApiError, errorMessage } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useResetPassword } from '../api/reset-password';

export type ResetPasswordFormProps = { kind: StaffKind; token: string | null; loginPath: string; forgotPath: string };

export function ResetPasswordForm({ kind, token, loginPath, forgotPath }: ResetPasswordFormProps) {
  const { t } = useTranslation('account-security');
  const { t: tm } = useTranslation('domain');
  const reset = useResetPassword(kind);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = schemaProblems(resetPasswordInputSchema, { token: token ?? '', new_password: password });
    setFieldError(problems.new_password ? tm(problems.new_password) : null);
    if (problems.new_password || !token) return;
    try {
      const answer = await reset.mutateAsync({ token, new_password: password });
      setDone(answer.message ?? '');
    } catch (error) {
      const server = error instanceof ApiError ? error.errors?.new_password?.[0] : undefined;
      if (server) setFieldError(String(server));
      else setFormError(errorMessage(error, t('reset.failed')));
    }
  };

  const askAgain = (
    <Link component={RouterLink} to={forgotPath}>
      {t('reset.again')}
    </Link>
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('reset.title')}
      </Typography>
      {!token ? (
        <>
          <Alert severity="error" role="alert">
            {t('reset.missing')}
          </Alert>
          {askAgain}
        </>
      ) : done !== null ? (
        <>
          <Alert severity="success" role="status">
            {done}
          </Alert>
          <Button component={RouterLink} to={loginPath} variant="contained">
            {t('reset.login')}
          </Button>
        </>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={(event) => void submit(event)}>
          {formError ? (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextField
            label={t('reset.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? t('reset.rule')}
          />
          <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
          {formError ? askAgain : null}
        </Stack>
      )}
    </Stack>
  );
}
