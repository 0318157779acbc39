import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderGroup } from '@saakh/domain/lenders';
import { apiRequest } from '@/lib/api-client';
import { i18next } from '@/lib/i18n';

/** The spec reads the list from the answer's top-level `lenderGroups`. */
export async function getLenderGroups(signal?: AbortSignal): Promise<LenderGroup[]> {
  const answer = await apiRequest<LenderGroup[]>('/api/lender-group/get-all', { signal });
  return (answer.lenderGroups as LenderGroup[] | undefined) ?? answer.data;
}

export function lenderGroupsQueryOptions() {
  return queryOptions({
    queryKey: ['admin-lenders', 'groups'] as const,
    // The failure toast and the section say 'Failed to load lender groups' (admin spec §8).
    queryFn: ({ signal }) =>
      getLenderGroups(signal).catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new Error(i18next.t('groups.loadFailed', { ns: 'admin-catalogue' }), { cause: error });
      }),
  });
}

export function useLenderGroups() {
  return useQuery(lenderGroupsQueryOptions());
}
