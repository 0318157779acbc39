import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@saakh/domain/applications';
import { isLocale } from '@saakh/domain/i18n';
import { apiRequest } from '@/lib/api-client';
import { applicationKey, applicationQueryOptions } from './get-application';
import { applicationListsKey } from './get-applications';

export function submitApplication(creditAppId: string) {
  return apiRequest<ApplicationDetail>(`/api/applications/${encodeURIComponent(creditAppId)}/submit`, {
    body: { consent: true },
    kind: 'customer',
  });
}

/** The lender-submit page: the customer agrees to share the profile and the application goes to the lender. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (answer, creditAppId) => {
      // The answer is in this screen's language; a copy read in the other language is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: applicationKey(creditAppId), refetchType: 'none' });
      queryClient.setQueryData(applicationQueryOptions(creditAppId, language).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: applicationListsKey });
    },
  });
}
