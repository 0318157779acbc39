import { useQuery } from '@tanstack/react-query';
import type { Lender } from '@saakh/domain/lenders';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const lenderListsKey = ['lenders', 'list'] as const;

/**
 * One page of lenders (get-lenders-data on the list contract). The spec's product filter goes in the path
 * (/api/get-lenders-data/{filter}); changing it reloads the list (admin spec §2.2).
 */
export function lendersQueryOptions(query: ListQuery) {
  const { product, ...rest } = query;
  const path = product ? `/api/get-lenders-data/${product}` : '/api/get-lenders-data';
  return listQueryOptions<Lender>([...lenderListsKey, product ?? 'all'], path, rest);
}

export function useLenders(query: ListQuery) {
  return useQuery(lendersQueryOptions(query));
}
