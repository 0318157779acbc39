import { useQuery } from '@tanstack/react-query';
import type { CreditCard } from '@saakh/domain/credit-cards';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

/** The admin card list (GET /api/get-credit-cards-data on the list contract); customers read get-public-credit-cards.ts. */
export const creditCardListsKey = ['credit-cards', 'list'] as const;

export function creditCardsQueryOptions(query: ListQuery) {
  return listQueryOptions<CreditCard>(creditCardListsKey, '/api/get-credit-cards-data', query);
}

export function useCreditCards(query: ListQuery) {
  return useQuery(creditCardsQueryOptions(query));
}
