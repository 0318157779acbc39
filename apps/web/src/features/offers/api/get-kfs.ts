import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import type { Kfs } from '@saakh/domain/offers';
import { api } from '@/lib/api-client';

export function getKfs(appId: number, lenderId: number) {
  return api<Kfs>(`/api/offers/${appId}/kfs/${lenderId}`, { kind: 'customer' });
}

/** The server words the grievance block and the special offer in the request's language: the language is in the key. */
export function kfsQueryOptions(appId: number, lenderId: number, language: Locale) {
  return queryOptions({
    queryKey: ['customer', 'kfs', appId, lenderId, language],
    queryFn: () => getKfs(appId, lenderId),
    staleTime: 60_000,
  });
}

export function useKfs(appId: number, lenderId: number) {
  const { i18n } = useTranslation();
  return useQuery(kfsQueryOptions(appId, lenderId, isLocale(i18n.language) ? i18n.language : 'en'));
}
