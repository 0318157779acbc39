import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Grievance } from '@saakh/domain/grievances';
import { api } from '@/lib/api-client';
import { grievancesKey } from './get-grievances';

export function grievanceQueryOptions(reference: string) {
  return queryOptions({
    queryKey: [...grievancesKey, 'one', reference],
    queryFn: ({ signal }) =>
      api<Grievance>(`/api/grievances/${encodeURIComponent(reference)}`, { signal, kind: 'customer' }),
    meta: { silent: true },
  });
}

export function useGrievance(reference: string) {
  return useQuery(grievanceQueryOptions(reference));
}
