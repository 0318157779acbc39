import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lender } from '@saakh/domain/lenders';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { api } from '@/lib/api-client';

export type LenderFilter = 'all' | LoanProductCode;

export function getLenders(filter: LenderFilter, signal?: AbortSignal) {
  return api<Lender[]>(filter === 'all' ? '/api/get-lenders-data' : `/api/get-lenders-data/${filter}`, { signal });
}

export function lenderListKey(filter: LenderFilter) {
  return ['admin-lenders', 'list', filter] as const;
}

/** Always stale, so that changing the filter reloads the list (admin spec §2.2) while the cached rows show. */
export function lendersQueryOptions(filter: LenderFilter) {
  return queryOptions({
    queryKey: lenderListKey(filter),
    queryFn: ({ signal }) => getLenders(filter, signal),
    staleTime: 0,
    meta: { silent: true },
  });
}

export function useLenders(filter: LenderFilter) {
  return useQuery(lendersQueryOptions(filter));
}
