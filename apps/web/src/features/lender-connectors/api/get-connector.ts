import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderConnector } from '@saakh/domain/lender-connectors';
import { ApiError, api } from '@/lib/api-client';

/** Everything cached about one lender's connector (its form, words, lists and health). */
export function lenderConnectorKey(lenderId: number) {
  return ['lender-connectors', lenderId] as const;
}

/**
 * GET /api/admin/lenders/{id}/connector: the connector as the admin reads it (secrets only as their last four
 * characters). A lender without one answers null, and the form starts from the defaults.
 */
export async function getLenderConnector(lenderId: number, signal?: AbortSignal): Promise<LenderConnector | null> {
  try {
    return await api<LenderConnector>(`/api/admin/lenders/${lenderId}/connector`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function lenderConnectorQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: [...lenderConnectorKey(lenderId), 'connector'],
    queryFn: ({ signal }) => getLenderConnector(lenderId, signal),
    // The tab shows a failed load itself, with a retry.
    meta: { silent: true },
  });
}

export function useLenderConnector(lenderId: number) {
  return useQuery(lenderConnectorQueryOptions(lenderId));
}
