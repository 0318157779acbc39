import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RevenueType } from '@saakh/domain/revenue';
import { api } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';

export function getRevenueTypes(signal?: AbortSignal) {
  return api<RevenueType[]>('/api/lender-revenue/get-types', { signal });
}

export function revenueTypesQueryOptions() {
  return queryOptions({
    queryKey: ['admin-lenders', 'revenue-types'] as const,
    // The failure toast and the form say 'Failed to load revenue types' (admin spec §8).
    queryFn: ({ signal }) =>
      getRevenueTypes(signal).catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new Error(i18next.t('revenue.typesFailed', { ns: 'admin-catalogue' }), { cause: error });
      }),
    staleTime: 10 * 60_000,
  });
}

export function useRevenueTypes() {
  return useQuery(revenueTypesQueryOptions());
}
