import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { api } from '@/lib/api-client';

export function getPartners(signal?: AbortSignal) {
  return api<AdminPartner[]>('/api/admin/partners', { signal });
}

export const partnersKey = ['admin-partners', 'list'] as const;

export function partnersQueryOptions() {
  return queryOptions({ queryKey: partnersKey, queryFn: ({ signal }) => getPartners(signal), meta: { silent: true } });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
