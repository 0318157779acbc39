import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderSla } from '@saakh/domain/cases';
import { api } from '@/lib/api-client';

export const lenderSlaKey = (lenderId: number) => ['admin', 'lenders', lenderId, 'sla'] as const;

/** A lender's turnaround per status, the defaults where it set none (GET /api/admin/lenders/:id/sla). */
export function lenderSlaQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: lenderSlaKey(lenderId),
    queryFn: ({ signal }) => api<LenderSla>(`/api/admin/lenders/${lenderId}/sla`, { signal }),
    meta: { silent: true },
  });
}

export function useLenderSla(lenderId: number) {
  return useQuery(lenderSlaQueryOptions(lenderId));
}
