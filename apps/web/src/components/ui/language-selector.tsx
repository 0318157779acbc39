import { useTranslation } from 'react-i18next';
import type { Locale } from '@saakh/domain/i18n';
import { NativeSelectField } from './native-select-field';

export type LanguageSelectorProps = {
  value: Locale;
  onChange: (language: Locale) => void;
  size?: 'small' | 'medium';
};

const names: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** The staff areas' language choice, in every page's app bar. */
export function LanguageSelector({ value, onChange, size = 'small' }: LanguageSelectorProps) {
  const { t } = useTranslation('common');
  return (
    <NativeSelectField
      size={size}
      label={t('language')}
      value={value}
      onChange={(next) => onChange(next as Locale)}
      sx={{ minWidth: 140 }}
      data-testid="language-selector"
    >
      {(Object.keys(names) as Locale[]).map((code) => (
        <option key={code} value={code} lang={code}>
          {names[code]}
        </option>
      ))}
    </NativeSelectField>
  );
}
