import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kfs } from '@saakh/domain/offers';
import { api } from '@/lib/api-client';

export function getKfs(appId: number, lenderId: number) {
  return api<Kfs>(`/api/offers/${appId}/kfs/${lenderId}`, { kind: 'customer' });
}

export function kfsQueryOptions(appId: number, lenderId: number) {
  return queryOptions({
    queryKey: ['customer', 'kfs', appId, lenderId],
    queryFn: () => getKfs(appId, lenderId),
    staleTime: 60_000,
  });
}

export function useKfs(appId: number, lenderId: number) {
  return useQuery(kfsQueryOptions(appId, lenderId));
}
