import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyErasureState } from '@saakh/domain/data-rights';
import { api } from '@/lib/api-client';
import { myDataKey } from './get-my-data';

export const erasureStateKey = [...myDataKey, 'erasure'] as const;

/**
 * What an erasure would erase and keep and why, applications still with a lender, and the latest request
 * (GET /api/customer/erasure-request).
 */
export function erasureStateQueryOptions() {
  return queryOptions({
    queryKey: erasureStateKey,
    queryFn: ({ signal }) => api<MyErasureState>('/api/customer/erasure-request', { signal, kind: 'customer' }),
    meta: { silent: true },
  });
}

export function useErasureState() {
  return useQuery(erasureStateQueryOptions());
}
