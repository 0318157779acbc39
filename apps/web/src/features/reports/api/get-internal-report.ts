import { useQuery } from '@tanstack/react-query';
import type { Page } from '@saakh/domain/lists';
import type { ReadSource } from '@saakh/domain/read-source';
import type { InternalReportRow } from '@saakh/domain/reporting';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { reportsKey } from './get-dashboard';

export const INTERNAL_REPORT_PATH = '/api/admin/reports/internal';

/** One page of applications (GET /api/admin/reports/internal). */
export function internalReportQueryOptions(query: ListQuery) {
  return listQueryOptions<InternalReportRow, Page<InternalReportRow> & ReadSource>(
    [...reportsKey, 'internal'],
    INTERNAL_REPORT_PATH,
    query,
  );
}

export function useInternalReport(query: ListQuery | null) {
  return useQuery({ ...internalReportQueryOptions(query ?? {}), enabled: query !== null });
}
