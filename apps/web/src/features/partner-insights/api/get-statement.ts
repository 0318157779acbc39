import { queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { Statement, StatementFormat } from '@saakh/domain/partner-insights';
import { api } from '@/lib/api-client';
import { partnerInsightsKey } from './get-insight-options';

export type StatementRequest = { month: string; partnerId?: string };

/** A month's commission statement (GET /api/partner/insights/statement). */
export function statementQueryOptions(query: StatementRequest) {
  return queryOptions({
    queryKey: [...partnerInsightsKey, 'statement', query],
    queryFn: ({ signal }) => api<Statement>(`/api/partner/insights/statement${listQueryString(query)}`, { signal }),
    meta: { silent: true },
  });
}

export function useStatement(query: StatementRequest) {
  return useQuery(statementQueryOptions(query));
}

/** The statement as a file: XLSX, or PDF in a language. */
export function statementDownloadHref(query: StatementRequest, format: StatementFormat, lang: 'en' | 'hi'): string {
  return `/api/partner/insights/statement/download${listQueryString({ ...query, format, lang })}`;
}
