import { queryOptions, useQuery } from '@tanstack/react-query';
import { includesToday, LIVE_REFRESH_MS } from '@saakh/domain/date-ranges';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { PartnerDashboard } from '@saakh/domain/partner-insights';
import { api } from '@/lib/api-client';
import { partnerInsightsKey } from './get-insight-options';

/** While days of the range are being counted the page asks again this often, until none is left. */
const PENDING_POLL_MS = 3000;

export type InsightRangeQuery = { preset: string; from?: string; to?: string; partnerId?: string };

/** The partner's dashboard for a range (GET /api/partner/insights/dashboard). */
export function partnerDashboardQueryOptions(query: InsightRangeQuery) {
  return queryOptions({
    queryKey: [...partnerInsightsKey, 'dashboard', query],
    queryFn: ({ signal }) =>
      api<PartnerDashboard>(`/api/partner/insights/dashboard${listQueryString(query)}`, { signal }),
    staleTime: 60_000,
    meta: { silent: true },
    // Days still being counted: soon. A range that takes in today: every minute, so earnings move without a reload.
    refetchInterval: (current) => {
      const data = current.state.data;
      if ((data?.pendingDays ?? 0) > 0) return PENDING_POLL_MS;
      return data && includesToday(data.range, new Date()) ? LIVE_REFRESH_MS : false;
    },
  });
}

export function usePartnerDashboard(query: InsightRangeQuery | null) {
  return useQuery({
    ...partnerDashboardQueryOptions(query ?? { preset: 'last_30_days' }),
    enabled: query !== null,
  });
}
