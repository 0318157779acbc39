import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Grievance } from '@saakh/domain/grievances';
import { api } from '@/lib/api-client';

/** Every complaint of the signed-in customer, and each one by its reference. */
export const grievancesKey = ['customer', 'grievances'] as const;

export function grievancesQueryOptions() {
  return queryOptions({
    queryKey: [...grievancesKey, 'list'],
    queryFn: ({ signal }) => api<Grievance[]>('/api/grievances', { signal, kind: 'customer' }),
    meta: { silent: true },
  });
}

export function useGrievances() {
  return useQuery(grievancesQueryOptions());
}
