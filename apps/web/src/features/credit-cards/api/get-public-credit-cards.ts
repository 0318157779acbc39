import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@saakh/domain/i18n';
import type { CreditCardsQuery, PublicCreditCard } from '@saakh/domain/insurance';
import { api } from '@/lib/api-client';
import { hasSession } from '@/lib/session';

/** The public list (GET /api/credit-cards); the admin list of every card is get-credit-cards.ts. */
export function getPublicCreditCards(query: CreditCardsQuery) {
  const search = query.type ? `?type=${query.type}` : '';
  return api<PublicCreditCard[]>(`/api/credit-cards${search}`, { kind: 'customer', allowUnauthorized: true });
}

/**
 * Active cards by sort order; a signed-in customer's answer carries their personal Apply links, and the texts come in
 * the request's language (decision 025), so both are in the key.
 */
export function publicCreditCardsQueryOptions(query: CreditCardsQuery, language: Locale) {
  const signedIn = hasSession('customer');
  return queryOptions({
    queryKey: ['credit-cards', query.type ?? 'all', signedIn, language],
    queryFn: () => getPublicCreditCards(query),
    staleTime: 5 * 60_000,
  });
}

export function usePublicCreditCards(query: CreditCardsQuery) {
  const { i18n } = useTranslation();
  return useQuery(publicCreditCardsQueryOptions(query, isLocale(i18n.language) ? i18n.language : 'en'));
}
