/** The signed-in user's password: the current one, a new one (10+ characters, a letter and a digit). */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordInputSchema } from '@saakh/domain/partner-settings';
import { FormSection } from '@/components/ui/form-section';
import { ApiError } from '@/lib/api-client';
import { schemaProblems } from '@/lib/field-errors';
import { useChangePassword } from '../api/settings';

export function PasswordSection({ username }: { username: string }) {
  const { t } = useTranslation('partner-support');
  const { t: tm } = useTranslation('domain');
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { current_password: current, new_password: next };
    const found = schemaProblems(changePasswordInputSchema, values);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, value]) => [key, tm(value)])));
    if (Object.keys(found).length > 0) return;
    try {
      await change.mutateAsync(values);
      setCurrent('');
      setNext('');
    } catch (error) {
      const server = error instanceof ApiError ? error.errors : undefined;
      setErrors(
        server
          ? Object.fromEntries(Object.entries(server).map(([key, list]) => [key, String(list[0] ?? '')]))
          : { new_password: error instanceof Error ? error.message : t('error') },
      );
    }
  };

  return (
    <FormSection id="settings-password" title={t('settings.password.title')}>
      <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)} noValidate sx={{ maxWidth: 420 }}>
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <TextField
          type="password"
          label={t('settings.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={Boolean(errors.current_password)}
          helperText={errors.current_password ?? ' '}
        />
        <TextField
          type="password"
          label={t('settings.password.new')}
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={Boolean(errors.new_password)}
          helperText={errors.new_password ?? t('settings.password.rule')}
        />
        <div>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </Stack>
    </FormSection>
  );
}
