import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { api } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { partnerListsKey, partnersKey } from './get-partners';

export function getPartner(id: number, signal?: AbortSignal) {
  return api<AdminPartner>(`/api/admin/partners/${id}`, { signal });
}

export function partnerQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...partnersKey, 'detail', id] as const,
    queryFn: ({ signal }) => getPartner(id, signal),
    meta: { silent: true },
  });
}

export function usePartner(id: number) {
  return useQuery(partnerQueryOptions(id));
}

/** Every cached copy of a partner takes the server's answer; the lists are read again (order, filters). */
export function storePartner(queryClient: QueryClient, partner: AdminPartner): void {
  queryClient.setQueryData(partnerQueryOptions(partner.id).queryKey, partner);
  patchCachedPages<AdminPartner>(queryClient, partnerListsKey, (row) => (row.id === partner.id ? partner : row));
  void rereadLists(queryClient, partnerListsKey);
}
