import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '@saakh/domain/i18n';
import { useChangeLanguage } from '../hooks/use-change-language';
import { markChoiceBeforeLogin } from '../utils/choice-before-login';
import { languageLink } from '../utils/language-links';

const names: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export type LanguageSwitchProps = {
  /** The signed-in customer, whose choice is saved to the profile at once; none before login. */
  userId?: number;
};

/**
 * The language choice of the public pages and the customer area (decisions 025, 030): one button per language, each
 * named in its own language and marked with its `lang`, the current one pressed. Plain buttons keep the pages light
 * on a phone (no menu, no select to render). Each is a link to its language's fragment, so a press on a prerendered
 * page before the app has started is applied when it starts (utils/language-links.ts). Before login the choice is
 * kept in this browser and saved to the profile at login; a signed-in customer's is saved to the profile at once,
 * and a failed save keeps the screen as it was.
 */
export function LanguageSwitch({ userId }: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const { language, change } = useChangeLanguage(userId);
  const choose = async (code: Locale) => {
    if (code === language) return;
    if ((await change(code)) && !userId) markChoiceBeforeLogin();
  };
  return (
    <Box role="group" aria-label={t('language')} sx={{ display: 'flex', gap: 0.5 }} data-testid="public-language">
      {locales.map((code) => (
        <Button
          key={code}
          size="small"
          lang={code}
          href={languageLink(code)}
          role="button"
          aria-pressed={language === code}
          variant={language === code ? 'contained' : 'text'}
          disableElevation
          onClick={(event) => {
            event.preventDefault();
            void choose(code);
          }}
          onKeyDown={(event) => {
            // A link answers Enter only; as a button it answers Space too.
            if (event.key !== ' ') return;
            event.preventDefault();
            void choose(code);
          }}
          sx={{ minWidth: 0, px: 1 }}
        >
          {names[code]}
        </Button>
      ))}
    </Box>
  );
}
