import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLoginInputSchema, partnerLoginInputSchema } from '@saakh/domain/auth';
import { OutlinedField } from '@/components/ui/outlined-field';
import { errorMessage } from '@/lib/api-client';
import { applyServerErrors, schemaProblems } from '@/lib/field-errors';
import { i18next } from '@/lib/i18n';

type StaffLoginValues = { email: string; password: string };
type Field = keyof StaffLoginValues;
const fields: readonly Field[] = ['email', 'password'];

export type StaffLoginFormProps = {
  kind: 'admin' | 'partner';
  submitting: boolean;
  onSubmit: (values: StaffLoginValues) => Promise<unknown>;
};

/**
 * The field errors are domain message keys, whose catalogue (every area's messages) is the largest text a page can
 * load: it comes when the form is first focused or sent, not with the login page (issue 34).
 */
const loadFieldMessages = () => i18next.loadNamespaces('domain').catch(() => undefined);

/**
 * E-mail (or, for partners, user name) and password. Two fields checked by the shared schema, without a form
 * library or `TextField`'s select mode: the login page is the staff app's first page and loads only what it shows
 * (decision 047).
 */
export function StaffLoginForm({ kind, submitting, onSubmit }: StaffLoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<StaffLoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // After the first attempt the fields are checked again as the user corrects them (as react-hook-form's forms do).
  const [attempted, setAttempted] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const schema = kind === 'admin' ? adminLoginInputSchema : partnerLoginInputSchema.omit({ partner: true });
  const problems = (next: StaffLoginValues) => schemaProblems(schema, next) as Partial<Record<Field, string>>;
  const fieldText = (message: string | undefined) =>
    message ? t(message, { ns: 'domain', defaultValue: message }) : undefined;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) setErrors(problems(next));
  };

  const send = async () => {
    setAttempted(true);
    const found = problems(values);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    const parsed = schema.safeParse(values);
    if (firstInvalid || !parsed.success) {
      if (firstInvalid) inputs[firstInvalid].current?.focus();
      return;
    }
    setFormError(null);
    try {
      // The schema's output (the e-mail or user name trimmed), as the server reads it.
      await onSubmit({ email: parsed.data.email, password: parsed.data.password });
    } catch (error) {
      const placed = applyServerErrors<StaffLoginValues>(
        error,
        (field, { message }) => {
          if (field === 'email' || field === 'password') setErrors((current) => ({ ...current, [field]: message }));
        },
        fields,
      );
      if (!placed) setFormError(errorMessage(error, t('loginFailed')));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void loadFieldMessages().then(send);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} onFocus={() => void loadFieldMessages()}>
      <Stack spacing={2}>
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <OutlinedField
          label={kind === 'admin' ? t('emailLabel') : t('emailOrUserLabel')}
          name="email"
          autoComplete="username"
          value={values.email}
          onChange={change('email')}
          inputRef={inputs.email}
          error={Boolean(errors.email)}
          helperText={fieldText(errors.email)}
        />
        <OutlinedField
          label={t('passwordLabel')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          inputRef={inputs.password}
          error={Boolean(errors.password)}
          helperText={fieldText(errors.password)}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          {t('login')}
        </Button>
      </Stack>
    </Box>
  );
}
