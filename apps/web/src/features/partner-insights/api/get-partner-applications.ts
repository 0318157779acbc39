import { useQuery } from '@tanstack/react-query';
import type { Page } from '@saakh/domain/lists';
import type { ReadSource } from '@saakh/domain/read-source';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { PartnerApplicationRow } from '@saakh/domain/partner-insights';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { partnerInsightsKey } from './get-insight-options';

const path = '/api/partner/insights/applications';

/** One page of the partner's applications, masked (GET /api/partner/insights/applications). */
export function usePartnerApplications(query: ListQuery) {
  return useQuery(
    listQueryOptions<PartnerApplicationRow, Page<PartnerApplicationRow> & ReadSource>(
      [...partnerInsightsKey, 'applications'],
      path,
      query,
    ),
  );
}

/** The same list as a file: the session cookie goes with the link. */
export function partnerApplicationsExportHref(query: ListQuery, format: 'csv' | 'xlsx'): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return `${path}/export${listQueryString({ ...filters, format })}`;
}
