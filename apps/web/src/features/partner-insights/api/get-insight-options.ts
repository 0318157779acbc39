import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerInsightOptions } from '@saakh/domain/partner-insights';
import { api } from '@/lib/api-client';

export const partnerInsightsKey = ['partner-insights'] as const;

/** The partner and its sub-partners, its links and campaigns (GET /api/partner/insights/options). */
export function insightOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...partnerInsightsKey, 'options'],
    queryFn: ({ signal }) => api<PartnerInsightOptions>('/api/partner/insights/options', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useInsightOptions() {
  return useQuery(insightOptionsQueryOptions());
}
