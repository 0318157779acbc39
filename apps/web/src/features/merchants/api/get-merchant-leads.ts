import { useQuery } from '@tanstack/react-query';
import type { MerchantLead } from '@saakh/domain/merchants';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { merchantsKey } from './get-merchant-partners';

/** One page of merchant leads (GET /api/admin/merchant-leads on the list contract). */
export function merchantLeadsQueryOptions(query: ListQuery) {
  return listQueryOptions<MerchantLead>([...merchantsKey, 'leads'], '/api/admin/merchant-leads', query);
}

export function useMerchantLeads(query: ListQuery) {
  return useQuery(merchantLeadsQueryOptions(query));
}
