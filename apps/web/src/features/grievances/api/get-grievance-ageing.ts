import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrievanceAgeing } from '@saakh/domain/grievances';
import { api } from '@/lib/api-client';
import { grievanceQueueKey } from './get-grievance-queue';

/** Open complaints by age band, for the dashboard (GET /api/admin/grievances/ageing). */
export function grievanceAgeingQueryOptions() {
  return queryOptions({
    queryKey: [...grievanceQueueKey, 'ageing'],
    queryFn: ({ signal }) => api<GrievanceAgeing>('/api/admin/grievances/ageing', { signal }),
    meta: { silent: true },
  });
}

export function useGrievanceAgeing() {
  return useQuery(grievanceAgeingQueryOptions());
}
