import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MerchantPartnerUser } from '@saakh/domain/merchants';
import { api } from '@/lib/api-client';
import { merchantsKey } from './get-merchant-partners';

export const partnerUsersKey = (id: number) => [...merchantsKey, 'users', id] as const;

export function partnerUsersQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnerUsersKey(id),
    queryFn: ({ signal }) => api<MerchantPartnerUser[]>(`/api/admin/merchants/${id}/users`, { signal }),
    meta: { silent: true },
  });
}

export function usePartnerUsers(id: number) {
  return useQuery(partnerUsersQueryOptions(id));
}
