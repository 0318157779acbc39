import { useQuery } from '@tanstack/react-query';
import type { GrievanceQueueRow } from '@saakh/domain/grievances';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const grievanceQueueKey = ['admin', 'grievances'] as const;

/** One page of the complaints queue (GET /api/admin/grievances on the list contract). */
export function grievanceQueueQueryOptions(query: ListQuery) {
  return listQueryOptions<GrievanceQueueRow>([...grievanceQueueKey, 'list'], '/api/admin/grievances', query);
}

export function useGrievanceQueue(query: ListQuery) {
  return useQuery(grievanceQueueQueryOptions(query));
}
