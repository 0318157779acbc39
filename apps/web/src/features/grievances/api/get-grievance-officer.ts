import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrievanceOfficer } from '@saakh/domain/grievances';
import { api } from '@/lib/api-client';

/** The grievance redressal officer customers complain to, with the Ombudsman's portal and number (public). */
export function grievanceOfficerQueryOptions() {
  return queryOptions({
    queryKey: ['grievance-officer'],
    queryFn: ({ signal }) => api<GrievanceOfficer>('/api/grievance-officer', { signal, allowUnauthorized: true }),
    staleTime: 60 * 60_000,
    // The page shows a failed load itself, with Retry.
    meta: { silent: true },
  });
}

export function useGrievanceOfficer() {
  return useQuery(grievanceOfficerQueryOptions());
}
