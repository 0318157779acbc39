import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasureCustomer } from '@saakh/domain/customer-erasure';
import { api } from '@/lib/api-client';

export const customerErasureKey = ['customer-erasure'] as const;

/** The customers with a mobile number, PAN or application id (GET /api/admin/customer-erasure/search), masked. */
export function erasureSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...customerErasureKey, 'search', q],
    queryFn: ({ signal }) =>
      api<ErasureCustomer[]>(`/api/admin/customer-erasure/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q !== '',
    retry: false,
    // The search shows "nobody found" and other refusals itself.
    meta: { silent: true },
  });
}

export function useErasureSearch(q: string) {
  return useQuery(erasureSearchQueryOptions(q));
}
