import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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

type LoginSchema = z.ZodType<StaffLoginValues, StaffLoginValues>;

const loadedChecks: Partial<Record<StaffLoginFormProps['kind'], Promise<LoginSchema>>> = {};

/**
 * The fields' checks: the shared schema (with zod, the largest library a login needs) and the domain messages its
 * errors name (every area's, the largest text a page can load). Both come when the form is first focused or sent,
 * not with the login page (issue 34, decision 056).
 */
function loadChecks(kind: StaffLoginFormProps['kind']): Promise<LoginSchema> {
  loadedChecks[kind] ??= Promise.all([
    i18next.loadNamespaces('domain').catch(() => undefined),
    import('@saakh/domain/auth'),
  ]).then(([, auth]) =>
    kind === 'admin' ? auth.adminLoginInputSchema : auth.partnerLoginInputSchema.omit({ partner: true }),
  );
  // A check that could not load is tried again at the next focus or attempt.
  loadedChecks[kind].catch(() => delete loadedChecks[kind]);
  return loadedChecks[kind];
}

/**
 * E-mail (or, for partners, user name) and password. Two fields checked by the shared schema, without a form
 * library or `TextField`'s select mode: the login page is the staff app's first page and loads only what it shows
 * (decisions 047, 056).
 */
export function StaffLoginForm({ kind, submitting, onSubmit }: StaffLoginFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<StaffLoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // After the first attempt the fields are checked again as the user corrects them (as react-hook-form's forms do).
  const [attempted, setAttempted] = useState(false);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // Set once the checks have loaded, which every attempt waits for; without them the server's checks answer.
  const schema = useRef<LoginSchema | null>(null);
  const problems = (next: StaffLoginValues) =>
    (schema.current ? schemaProblems(schema.current, next) : {}) as Partial<Record<Field, string>>;
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
    const parsed = schema.current?.safeParse(values);
    if (firstInvalid || (parsed && !parsed.success)) {
      if (firstInvalid) inputs[firstInvalid].current?.focus();
      return;
    }
    setFormError(null);
    try {
      // The schema's output (the e-mail or user name trimmed), as the server reads it.
      const { email, password } = parsed?.data ?? values;
      await onSubmit({ email, password });
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

  const checks = () =>
    loadChecks(kind).then(
      (loaded) => {
        schema.current = loaded;
      },
      () => undefined,
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void checks().then(send);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} onFocus={() => void checks()}>
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
