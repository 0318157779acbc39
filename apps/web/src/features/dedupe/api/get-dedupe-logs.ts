import { useQuery } from '@tanstack/react-query';
import type { DedupeLog } from '@saakh/domain/dedupe';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const dedupeLogsKey = ['dedupe-logs'] as const;

/** One page of duplicates (GET /api/admin/de-dupe-logs on the list contract). */
export function dedupeLogsQueryOptions(query: ListQuery) {
  return listQueryOptions<DedupeLog>([...dedupeLogsKey, 'list'], '/api/admin/de-dupe-logs', query);
}

export function useDedupeLogs(query: ListQuery) {
  return useQuery(dedupeLogsQueryOptions(query));
}
