import { useQuery } from '@tanstack/react-query';
import type { MerchantPartner } from '@saakh/domain/merchants';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

/** Every merchant management query starts with this key, so a change reloads the lists and the partner shown. */
export const merchantsKey = ['merchants'] as const;

/** One page of partners (GET /api/admin/merchants on the list contract). */
export function merchantPartnersQueryOptions(query: ListQuery) {
  return listQueryOptions<MerchantPartner>([...merchantsKey, 'list'], '/api/admin/merchants', query);
}

export function useMerchantPartners(query: ListQuery) {
  return useQuery(merchantPartnersQueryOptions(query));
}
