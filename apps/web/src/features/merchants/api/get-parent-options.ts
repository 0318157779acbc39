import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerOption } from '@saakh/domain/merchants';
import { api } from '@/lib/api-client';
import { merchantsKey } from './get-merchant-partners';

/** Partners that may be this one's parent (those without a parent of their own). */
export function parentOptionsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...merchantsKey, 'parent-options', id],
    queryFn: ({ signal }) => api<PartnerOption[]>(`/api/admin/merchants/${id}/parent-options`, { signal }),
  });
}

export function useParentOptions(id: number) {
  return useQuery(parentOptionsQueryOptions(id));
}
