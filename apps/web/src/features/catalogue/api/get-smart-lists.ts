import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@saakh/domain/i18n';
import type { SmartListsResult } from '@saakh/domain/smart-lists';
import { api } from '@/lib/api-client';

/**
 * The option lists of customer spec §3, also read by the admin lender screens (ticketClass, creditScoreClass).
 * The route is public and never answers 401, whichever area's token goes with the call.
 */
export function getSmartLists(language: Locale, signal?: AbortSignal) {
  return api<SmartListsResult>(`/api/search-list/${language}`, { signal, allowUnauthorized: true });
}

/** The lists labelled in the interface language; one cache entry per language for every screen. */
export function smartListsQueryOptions(language: Locale) {
  return queryOptions({
    queryKey: ['smart-lists', language] as const,
    queryFn: ({ signal }) => getSmartLists(language, signal),
    staleTime: 60 * 60_000,
  });
}

export function useSmartLists(language: Locale) {
  return useQuery(smartListsQueryOptions(language));
}
