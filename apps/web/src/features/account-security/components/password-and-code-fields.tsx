/** The account's own password and a code from its app: what turning the factor off and renewing the codes both ask. */
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export type PasswordAndCode = { current_password: string; code: string };

export type PasswordAndCodeFieldsProps = {
  values: PasswordAndCode;
  /** Each field's message, already in the page's language. */
  errors: Partial<Record<keyof PasswordAndCode, string>>;
  onChange: (values: PasswordAndCode) => void;
  autoFocus?: boolean;
};

export function PasswordAndCodeFields({ values, errors, onChange, autoFocus = false }: PasswordAndCodeFieldsProps) {
  const { t } = useTranslation('account-security');
  return (
    <>
      <TextField
        type="password"
        label={t('account.currentPassword')}
        autoComplete="current-password"
        value={values.current_password}
        onChange={(event) => onChange({ ...values, current_password: event.target.value })}
        error={Boolean(errors.current_password)}
        helperText={errors.current_password ?? ' '}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        required
        autoFocus={autoFocus}
        fullWidth
      />
      <TextField
        label={t('account.code')}
        autoComplete="one-time-code"
        value={values.code}
        onChange={(event) => onChange({ ...values, code: event.target.value })}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        error={Boolean(errors.code)}
        helperText={errors.code ?? ' '}
        required
        fullWidth
      />
    </>
  );
}
