import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminEligibilityRow } from '@saakh/domain/eligibility';
import { api } from '@/lib/api-client';

export function getEligibility(signal?: AbortSignal) {
  return api<AdminEligibilityRow[]>('/api/admin/customer-eligibility', { signal });
}

export const eligibilityKey = ['admin-eligibility', 'list'] as const;

export function eligibilityQueryOptions() {
  return queryOptions({
    queryKey: eligibilityKey,
    queryFn: ({ signal }) => getEligibility(signal),
    meta: { silent: true },
  });
}

export function useEligibility() {
  return useQuery(eligibilityQueryOptions());
}
