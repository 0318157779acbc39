import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyConsents } from '@saakh/domain/consents';
import { api } from '@/lib/api-client';

/** The signed-in customer's consents, withdrawn ones included, and whether each marketing channel stands now. */
export const consentsKey = ['customer', 'consents'] as const;

export function consentsQueryOptions() {
  return queryOptions({
    queryKey: consentsKey,
    queryFn: ({ signal }) => api<MyConsents>('/api/customer/consents', { signal, kind: 'customer' }),
    // The page shows the failure itself, with Retry.
    meta: { silent: true },
  });
}

export function useConsents() {
  return useQuery(consentsQueryOptions());
}
