import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import type { ApplicationKfs } from '@saakh/domain/kfs';
import { api } from '@/lib/api-client';

/** The address of an application's KFS (its JSON; the PDF adds `format=pdf&lang=`). */
export function applicationKfsPath(creditAppId: string): string {
  return `/api/applications/${encodeURIComponent(creditAppId)}/kfs`;
}

export function getApplicationKfs(creditAppId: string) {
  return api<ApplicationKfs>(applicationKfsPath(creditAppId), { kind: 'customer' });
}

/** An application's KFS in every language it was read in (to refresh them all after an acknowledgement). */
export function applicationKfsKey(creditAppId: string) {
  return ['customer', 'application-kfs', creditAppId] as const;
}

/** The server issues the KFS in the request's language: the language is in the key. */
export function applicationKfsQueryOptions(creditAppId: string, language: Locale) {
  return queryOptions({
    queryKey: [...applicationKfsKey(creditAppId), language],
    queryFn: () => getApplicationKfs(creditAppId),
    staleTime: 30_000,
  });
}

export function useApplicationKfs(creditAppId: string) {
  const { i18n } = useTranslation();
  return useQuery(applicationKfsQueryOptions(creditAppId, isLocale(i18n.language) ? i18n.language : 'en'));
}
