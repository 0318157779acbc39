import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import { errorMessage } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { languagesQueryOptions } from '../api/get-languages';
import { setLanguage } from '../api/set-language';

/**
 * Switches the interface language. A signed-in customer's choice is saved on the server first: when the save
 * fails, an error toast gives the server's message and the screen keeps its language (issue 13), so what the
 * customer sees never differs from what the next login applies. Answers whether the language changed.
 */
export function useChangeLanguage(userId?: number) {
  const { i18n, t } = useTranslation('common');
  const queryClient = useQueryClient();
  const language: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const change = useCallback(
    async (next: Locale): Promise<boolean> => {
      if (userId) {
        try {
          const languages = await queryClient.fetchQuery(languagesQueryOptions());
          const match = languages.find((item) => item.code === next);
          if (!match) throw new Error(t('languageSaveFailed'));
          await setLanguage({ uid: userId, language: match.id });
        } catch (error) {
          toast(errorMessage(error, t('languageSaveFailed')), 'error');
          return false;
        }
      }
      await changeLanguage(next);
      return true;
    },
    [queryClient, userId, t],
  );
  return { language, change };
}
