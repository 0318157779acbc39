import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyQueue } from '@saakh/domain/telecalling';
import { api } from '@/lib/api-client';
import { myQueueKey } from './keys';

/** The telecaller's own queue (due now, callbacks later today); read again every minute, so a callback comes due. */
export function myQueueQueryOptions() {
  return queryOptions({
    queryKey: myQueueKey,
    queryFn: ({ signal }) => api<MyQueue>('/api/admin/telecalling/queue', { signal }),
    refetchInterval: 60_000,
    meta: { silent: true },
  });
}

export function useMyQueue() {
  return useQuery(myQueueQueryOptions());
}
