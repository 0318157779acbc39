import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderCodeMap } from '@saakh/domain/lender-connectors';
import { api } from '@/lib/api-client';
import { lenderConnectorKey } from './get-connector';

/** GET /api/admin/lenders/{id}/code-map: the lender's status and reason words and what each means here. */
export function lenderCodeMapQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: [...lenderConnectorKey(lenderId), 'code-map'],
    queryFn: ({ signal }) => api<LenderCodeMap>(`/api/admin/lenders/${lenderId}/code-map`, { signal }),
    meta: { silent: true },
  });
}

export function useLenderCodeMap(lenderId: number) {
  return useQuery(lenderCodeMapQueryOptions(lenderId));
}
