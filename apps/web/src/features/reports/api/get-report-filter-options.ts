import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportFilterOptions } from '@saakh/domain/reporting';
import { api } from '@/lib/api-client';
import { reportsKey } from './get-dashboard';

/** The partners and lenders the filter bar offers (GET /api/admin/reports/filters). */
export function reportFilterOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...reportsKey, 'filters'],
    queryFn: ({ signal }) => api<ReportFilterOptions>('/api/admin/reports/filters', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useReportFilterOptions() {
  return useQuery(reportFilterOptionsQueryOptions());
}
