import { useQuery } from '@tanstack/react-query';
import type { CasePage, CaseRow } from '@saakh/domain/cases';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const casesKey = ['admin', 'cases'] as const;
export const caseListsKey = [...casesKey, 'list'] as const;

/** One page of the work queue with its counts (GET /api/admin/cases on the list contract). */
export function casesQueryOptions(query: ListQuery) {
  return listQueryOptions<CaseRow, CasePage>(caseListsKey, '/api/admin/cases', query);
}

export function useCases(query: ListQuery) {
  return useQuery(casesQueryOptions(query));
}
