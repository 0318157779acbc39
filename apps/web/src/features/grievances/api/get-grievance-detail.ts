import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrievanceDetail } from '@saakh/domain/grievances';
import { api } from '@/lib/api-client';
import { grievanceQueueKey } from './get-grievance-queue';

/** One complaint as staff work it (GET /api/admin/grievances/:id). */
export function grievanceDetailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...grievanceQueueKey, 'one', id],
    queryFn: ({ signal }) => api<GrievanceDetail>(`/api/admin/grievances/${id}`, { signal }),
    meta: { silent: true },
  });
}

export function useGrievanceDetail(id: number) {
  return useQuery(grievanceDetailQueryOptions(id));
}
