import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectorHealth } from '@saakh/domain/lender-connectors';
import { api } from '@/lib/api-client';

export const connectorsHealthKey = ['lender-connectors', 'health'] as const;

/** GET /api/admin/lender-connectors/health: every connector's last 24 hours, with its alerts. */
export function connectorsHealthQueryOptions() {
  return queryOptions({
    queryKey: connectorsHealthKey,
    queryFn: ({ signal }) => api<ConnectorHealth[]>('/api/admin/lender-connectors/health', { signal }),
    staleTime: 60_000,
    // The dashboard and the tab show a failure themselves (or not at all): never a toast.
    meta: { silent: true },
  });
}

export function useConnectorsHealth() {
  return useQuery(connectorsHealthQueryOptions());
}
