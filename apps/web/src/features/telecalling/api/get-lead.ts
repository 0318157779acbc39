import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadDetail } from '@saakh/domain/telecalling';
import { api } from '@/lib/api-client';
import { leadKey } from './keys';

/** One lead with its customer's context (numbers masked). */
export function leadQueryOptions(id: number) {
  return queryOptions({
    queryKey: leadKey(id),
    queryFn: ({ signal }) => api<LeadDetail>(`/api/admin/telecalling/leads/${id}`, { signal }),
    meta: { silent: true },
  });
}

export function useLead(id: number) {
  return useQuery(leadQueryOptions(id));
}
