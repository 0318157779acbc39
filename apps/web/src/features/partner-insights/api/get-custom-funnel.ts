import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { CustomFunnel } from '@saakh/domain/partner-insights';
import { api } from '@/lib/api-client';
import { partnerInsightsKey } from './get-insight-options';

export type CustomFunnelRequest = Record<string, string>;

/** The funnel of the chosen steps and filters (GET /api/partner/insights/funnel). */
export function customFunnelQueryOptions(query: CustomFunnelRequest) {
  return queryOptions({
    queryKey: [...partnerInsightsKey, 'funnel', query],
    queryFn: ({ signal }) => api<CustomFunnel>(`/api/partner/insights/funnel${listQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useCustomFunnel(query: CustomFunnelRequest | null) {
  return useQuery({ ...customFunnelQueryOptions(query ?? {}), enabled: query !== null });
}
