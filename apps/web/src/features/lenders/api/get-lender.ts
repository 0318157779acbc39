import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lender } from '@saakh/domain/lenders';
import { api } from '@/lib/api-client';

export function getLender(lenderId: number, signal?: AbortSignal) {
  return api<Lender>(`/api/get-lender-data/${lenderId}`, { signal });
}

export function lenderQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: ['admin-lenders', 'detail', lenderId] as const,
    queryFn: ({ signal }) => getLender(lenderId, signal),
    meta: { silent: true },
  });
}

export function useLender(lenderId: number) {
  return useQuery(lenderQueryOptions(lenderId));
}
