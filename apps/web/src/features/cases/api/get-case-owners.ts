import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { caseOwnerOptionsSchema } from '@saakh/domain/cases';
import { api } from '@/lib/api-client';
import { casesKey } from './get-cases';

export type CaseOwnerOptions = z.infer<typeof caseOwnerOptionsSchema>;

/** The staff a case may be given to (GET /api/admin/cases/owners). */
export function caseOwnersQueryOptions() {
  return queryOptions({
    queryKey: [...casesKey, 'owners'],
    queryFn: ({ signal }) => api<CaseOwnerOptions>('/api/admin/cases/owners', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCaseOwners() {
  return useQuery(caseOwnersQueryOptions());
}
