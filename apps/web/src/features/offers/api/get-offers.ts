import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@saakh/domain/i18n';
import type { OffersResult } from '@saakh/domain/offers';
import { api } from '@/lib/api-client';

export function getOffers(appId: number) {
  return api<OffersResult>(`/api/offers/${appId}`, { kind: 'customer' });
}

/**
 * The journey's offers, the lenders that did not match with their reasons, and the ranking rule (DESIGN §6).
 * The server words the ranking rule in the request's language, so the language is part of the key.
 */
export function offersQueryOptions(appId: number, language: Locale) {
  return queryOptions({
    queryKey: ['customer', 'offers', appId, language],
    queryFn: () => getOffers(appId),
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useOffers(appId: number, language: Locale) {
  return useQuery(offersQueryOptions(appId, language));
}
