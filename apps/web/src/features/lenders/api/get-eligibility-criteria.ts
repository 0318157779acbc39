import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibilityRow } from '@saakh/domain/eligibility';
import { api } from '@/lib/api-client';

export function getEligibilityCriteria(signal?: AbortSignal) {
  return api<EligibilityRow[]>('/api/partner/get-eligibility-criteria', { signal });
}

export function eligibilityCriteriaQueryOptions() {
  return queryOptions({
    queryKey: ['partner-eligibility', 'criteria'] as const,
    queryFn: ({ signal }) => getEligibilityCriteria(signal),
    meta: { silent: true },
  });
}

export function useEligibilityCriteria() {
  return useQuery(eligibilityCriteriaQueryOptions());
}
