import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderRevenueItem } from '@saakh/domain/revenue';
import { apiRequest } from '@/lib/api-client';

/** The ordered revenue slabs of a lender, read from the answer's `lenderRevenue` (spec §7). */
export async function getLenderRevenue(lenderId: number, signal?: AbortSignal): Promise<LenderRevenueItem[]> {
  const answer = await apiRequest<LenderRevenueItem[]>(`/api/lender-revenue/get/${lenderId}`, { signal });
  return (answer.lenderRevenue as LenderRevenueItem[] | undefined) ?? answer.data;
}

export function lenderRevenueQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: ['admin-lenders', 'revenue', lenderId] as const,
    queryFn: ({ signal }) => getLenderRevenue(lenderId, signal),
  });
}

export function useLenderRevenue(lenderId: number) {
  return useQuery(lenderRevenueQueryOptions(lenderId));
}
