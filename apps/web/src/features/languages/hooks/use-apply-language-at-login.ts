import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@saakh/domain/auth';
import { isLocale } from '@saakh/domain/i18n';
import { errorMessage } from '@/lib/api-client';
import { changeLanguage, i18next } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { languagesQueryOptions } from '../api/get-languages';
import { setLanguage } from '../api/set-language';
import { takeChoiceBeforeLogin } from '../utils/choice-before-login';

/**
 * What a login does with the language (decision 025): a language picked before logging in (on the landing, products or
 * login page of this visit), or the screen's language for a first login, is saved to the profile; otherwise the
 * language saved in the profile is applied, so a customer who chose Hindi gets Hindi on any device.
 */
export function useApplyLanguageAtLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return useCallback(
    async (user: SessionUser): Promise<void> => {
      const chosen = takeChoiceBeforeLogin();
      const screen = isLocale(i18next.language) ? i18next.language : 'en';
      try {
        const languages = await queryClient.fetchQuery(languagesQueryOptions());
        const saved = languages.find((language) => language.id === user.languageId)?.code;
        if (chosen || user.lastLoginAt === null || !isLocale(saved)) {
          const match = languages.find((language) => language.code === screen);
          if (match && match.id !== user.languageId) await setLanguage({ uid: user.userId, language: match.id });
          return;
        }
        if (saved !== screen) await changeLanguage(saved);
      } catch (error) {
        toast(errorMessage(error, t('languageSaveFailed')), 'error');
      }
    },
    [queryClient, t],
  );
}
