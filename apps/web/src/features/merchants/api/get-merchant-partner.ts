import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantPartnerDetail } from '@saakh/domain/merchants';
import { api } from '@/lib/api-client';
import { merchantsKey } from './get-merchant-partners';

export const merchantPartnerKey = (id: number) => [...merchantsKey, 'partner', id] as const;

/** A partner's onboarding, parent, earnings and payouts (PAN and account number masked). */
export function merchantPartnerQueryOptions(id: number) {
  return queryOptions({
    queryKey: merchantPartnerKey(id),
    queryFn: ({ signal }) => api<MerchantPartnerDetail>(`/api/admin/merchants/${id}`, { signal }),
    meta: { silent: true },
  });
}

export function useMerchantPartner(id: number) {
  return useQuery(merchantPartnerQueryOptions(id));
}
