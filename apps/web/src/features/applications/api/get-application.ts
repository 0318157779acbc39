import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@saakh/domain/applications';
import { api } from '@/lib/api-client';

export function getApplication(creditAppId: string) {
  return api<ApplicationDetail>(`/api/applications/${encodeURIComponent(creditAppId)}`, { kind: 'customer' });
}

export function applicationQueryOptions(creditAppId: string) {
  return queryOptions({
    queryKey: ['customer', 'applications', creditAppId],
    queryFn: () => getApplication(creditAppId),
    staleTime: 15_000,
  });
}

export function useApplication(creditAppId: string | null) {
  return useQuery({ ...applicationQueryOptions(creditAppId ?? ''), enabled: Boolean(creditAppId) });
}
