import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditCard } from '@saakh/domain/credit-cards';
import { api } from '@/lib/api-client';

/** The admin list of every card (GET /api/get-credit-cards-data); customers read get-public-credit-cards.ts. */
export function getCreditCards(signal?: AbortSignal) {
  return api<CreditCard[]>('/api/get-credit-cards-data', { signal });
}

export const creditCardsKey = ['admin-credit-cards', 'list'] as const;

/** The list in sort_order, as the server answers it and as edits keep it. */
export function sortCards(cards: CreditCard[]): CreditCard[] {
  return [...cards].sort((a, b) => a.sort_order - b.sort_order || a.category_id - b.category_id);
}

export function creditCardsQueryOptions() {
  return queryOptions({
    queryKey: creditCardsKey,
    queryFn: ({ signal }) => getCreditCards(signal),
    meta: { silent: true },
  });
}

export function useCreditCards() {
  return useQuery(creditCardsQueryOptions());
}
