import { useQuery } from '@tanstack/react-query';
import type { Payables } from '@saakh/domain/merchants';
import { api } from '@/lib/api-client';
import { merchantPartnerKey } from './get-merchant-partner';

/** What a payout of the partner can choose: its earned lines, and the clawbacks the payout will recover. */
export function usePayables(id: number) {
  return useQuery({
    queryKey: [...merchantPartnerKey(id), 'payables'] as const,
    queryFn: ({ signal }) => api<Payables>(`/api/admin/merchants/${id}/payables`, { signal }),
    meta: { silent: true },
  });
}
