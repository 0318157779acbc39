import { useQuery } from '@tanstack/react-query';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const partnersKey = ['partners'] as const;
export const partnerListsKey = [...partnersKey, 'list'] as const;

/** One page of partners (Partner Config, GET /api/admin/partners on the list contract). */
export function partnersQueryOptions(query: ListQuery) {
  return listQueryOptions<AdminPartner>(partnerListsKey, '/api/admin/partners', query);
}

export function usePartners(query: ListQuery) {
  return useQuery(partnersQueryOptions(query));
}
