import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyDataSummary } from '@saakh/domain/data-rights';
import { api } from '@/lib/api-client';

/** Everything My data reads: the summary, the downloads and the erasure state sit under this key. */
export const myDataKey = ['customer', 'my-data'] as const;

/** What Saakh holds about the signed-in customer and every party it went to (GET /api/customer/my-data). */
export function myDataQueryOptions() {
  return queryOptions({
    queryKey: [...myDataKey, 'summary'],
    queryFn: ({ signal }) => api<MyDataSummary>('/api/customer/my-data', { signal, kind: 'customer' }),
    // The section shows its own failure with Retry.
    meta: { silent: true },
  });
}

export function useMyData() {
  return useQuery(myDataQueryOptions());
}
