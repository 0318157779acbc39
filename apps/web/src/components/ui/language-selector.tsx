import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@saakh/domain/i18n';

export type LanguageSelectorProps = {
  value: Locale;
  onChange: (language: Locale) => void;
  size?: 'small' | 'medium';
};

const names: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function LanguageSelector({ value, onChange, size = 'small' }: LanguageSelectorProps) {
  const { t } = useTranslation('common');
  return (
    <TextField
      select
      size={size}
      label={t('language')}
      value={value}
      onChange={(event) => onChange(event.target.value as Locale)}
      sx={{ minWidth: 140, width: 'auto' }}
      slotProps={{ htmlInput: { 'data-testid': 'language-selector' } }}
    >
      {(Object.keys(names) as Locale[]).map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {names[code]}
        </MenuItem>
      ))}
    </TextField>
  );
}
