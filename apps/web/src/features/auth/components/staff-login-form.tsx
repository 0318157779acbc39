import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminLoginInputSchema, partnerLoginInputSchema } from '@saakh/domain/auth';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/field-errors';

type StaffLoginValues = { email: string; password: string };

export type StaffLoginFormProps = {
  kind: 'admin' | 'partner';
  submitting: boolean;
  onSubmit: (values: StaffLoginValues) => Promise<unknown>;
};

/** E-mail (or, for partners, user name) and password. */
export function StaffLoginForm({ kind, submitting, onSubmit }: StaffLoginFormProps) {
  const { t } = useTranslation(['auth', 'domain']);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = kind === 'admin' ? adminLoginInputSchema : partnerLoginInputSchema.omit({ partner: true });
  const form = useForm<StaffLoginValues>({
    resolver: zodResolver(schema) as Resolver<StaffLoginValues>,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['email', 'password']))
        setFormError(errorMessage(error, t('loginFailed')));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <TextField
          label={kind === 'admin' ? t('emailLabel') : t('emailOrUserLabel')}
          autoComplete="username"
          error={Boolean(errors.email)}
          helperText={fieldText(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('passwordLabel')}
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={fieldText(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {t('login')}
        </Button>
      </Stack>
    </Box>
  );
}
