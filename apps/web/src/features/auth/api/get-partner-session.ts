import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerSession } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';

export function getPartnerSession() {
  return api<PartnerSession>('/api/partner-reverify', { kind: 'partner', allowUnauthorized: true });
}

/** Re-verified on every partner path change (admin spec §2.7), so it is never fresh for long. */
export function partnerSessionQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'partner'],
    queryFn: getPartnerSession,
    staleTime: 0,
    meta: { silent: true },
  });
}

export function usePartnerSession() {
  return useQuery(partnerSessionQueryOptions());
}
