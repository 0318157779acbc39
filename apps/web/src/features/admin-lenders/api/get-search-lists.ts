import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SmartListsResult } from '@saakh/domain/smart-lists';
import { api } from '@/lib/api-client';

export function getSearchLists(language: 'en' | 'hi', signal?: AbortSignal) {
  return api<SmartListsResult>(`/api/search-list/${language}`, { signal });
}

/** The option lists (ticketClass, creditScoreClass) labelled in the interface language. */
export function searchListsQueryOptions(language: 'en' | 'hi') {
  return queryOptions({
    queryKey: ['admin-lenders', 'search-lists', language] as const,
    queryFn: ({ signal }) => getSearchLists(language, signal),
    staleTime: 10 * 60_000,
  });
}

export function useSearchLists(language: 'en' | 'hi') {
  return useQuery(searchListsQueryOptions(language));
}
