import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DedupeLog } from '@saakh/domain/dedupe';
import { api } from '@/lib/api-client';
import { dedupeLogsKey } from './get-dedupe-logs';

/** One duplicate with its override (GET /api/admin/de-dupe-logs/:id). */
export function dedupeLogQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...dedupeLogsKey, 'one', id],
    queryFn: ({ signal }) => api<DedupeLog>(`/api/admin/de-dupe-logs/${id}`, { signal }),
    // The dialog shows a failed load itself, with Retry.
    meta: { silent: true },
  });
}

export function useDedupeLog(id: number) {
  return useQuery(dedupeLogQueryOptions(id));
}
