import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { CommissionVariance, CommissionVarianceQuery } from '@saakh/domain/reconciliation';
import { api } from '@/lib/api-client';

export const commissionKey = ['commission'] as const;

/** Expected against received commission per lender and month (GET /api/commission/variance?from=…&to=…). */
export function commissionVarianceQueryOptions(query: CommissionVarianceQuery) {
  return queryOptions({
    queryKey: [...commissionKey, 'variance', query],
    queryFn: ({ signal }) => api<CommissionVariance>(`/api/commission/variance${listQueryString(query)}`, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useCommissionVariance(query: CommissionVarianceQuery) {
  return useQuery(commissionVarianceQueryOptions(query));
}
