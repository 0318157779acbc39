import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@saakh/domain/applications';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import { api } from '@/lib/api-client';

export function getApplication(creditAppId: string) {
  return api<ApplicationDetail>(`/api/applications/${encodeURIComponent(creditAppId)}`, { kind: 'customer' });
}

/** One application in every language it was read in (to refresh them all after a change). */
export function applicationKey(creditAppId: string) {
  return ['customer', 'applications', creditAppId] as const;
}

/** The server names the lender in the request's language (issue 29): the language is in the key. */
export function applicationQueryOptions(creditAppId: string, language: Locale) {
  return queryOptions({
    queryKey: [...applicationKey(creditAppId), language],
    queryFn: () => getApplication(creditAppId),
    staleTime: 15_000,
  });
}

export function useApplication(creditAppId: string | null) {
  const { i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : 'en';
  return useQuery({ ...applicationQueryOptions(creditAppId ?? '', language), enabled: Boolean(creditAppId) });
}
