import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import { changeLanguage } from '@/lib/i18n';
import { languagesQueryOptions } from '../api/get-languages';
import { setLanguage } from '../api/set-language';

/** Switches the interface language; a signed-in customer's choice is also saved on the server. */
export function useChangeLanguage(userId?: number) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const change = useCallback(
    async (next: Locale) => {
      await changeLanguage(next);
      if (!userId) return;
      const languages = await queryClient.fetchQuery(languagesQueryOptions());
      const match = languages.find((item) => item.code === next);
      if (match) await setLanguage({ uid: userId, language: match.id });
    },
    [queryClient, userId],
  );
  return { language, change };
}
