import { queryOptions, useQuery } from '@tanstack/react-query';
import { includesToday, LIVE_REFRESH_MS } from '@saakh/domain/date-ranges';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { Dashboard } from '@saakh/domain/reporting';
import { api } from '@/lib/api-client';
import type { ReportFilterQuery } from '../hooks/use-report-filters';

export const reportsKey = ['reports'] as const;

/** While days of the range are being counted the page asks again this often, until none is left. */
export const PENDING_POLL_MS = 3000;

/** The dashboard's figures for a range and filters (GET /api/admin/dashboard). */
export function dashboardQueryOptions(query: ReportFilterQuery) {
  return queryOptions({
    queryKey: [...reportsKey, 'dashboard', query],
    queryFn: ({ signal }) => api<Dashboard>(`/api/admin/dashboard${listQueryString(query)}`, { signal }),
    staleTime: 60_000,
    // The page shows a failed load itself, with a retry.
    meta: { silent: true },
    // Days still being counted: soon. A range that takes in today: every minute, so the figures move without a reload.
    refetchInterval: (current) => {
      const data = current.state.data;
      if ((data?.pendingDays ?? 0) > 0) return PENDING_POLL_MS;
      return data && includesToday(data.range, new Date()) ? LIVE_REFRESH_MS : false;
    },
  });
}

export function useDashboard(query: ReportFilterQuery | null) {
  return useQuery({ ...dashboardQueryOptions(query ?? { preset: 'last_30_days' }), enabled: query !== null });
}
