import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@saakh/domain/i18n';
import type { SmartListsResult } from '@saakh/domain/smart-lists';
import { api } from '@/lib/api-client';

export function getSmartLists(language: Locale) {
  return api<SmartListsResult>(`/api/search-list/${language}`, { allowUnauthorized: true });
}

/** The option lists of customer spec §3, labelled in the interface language. */
export function smartListsQueryOptions(language: Locale) {
  return queryOptions({
    queryKey: ['smart-lists', language],
    queryFn: () => getSmartLists(language),
    staleTime: 60 * 60_000,
  });
}

export function useSmartLists(language: Locale) {
  return useQuery(smartListsQueryOptions(language));
}
