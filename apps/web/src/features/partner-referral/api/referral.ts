/** Referral: the partner's invite code and sub-partners; the public invitation and the join form behind the link. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { JoinInput, ReferralInvite, ReferralOverview } from '@saakh/domain/partner-referral';
import { api, apiRequest } from '@/lib/api-client';

export function useReferral() {
  return useQuery({
    queryKey: ['partner-referral'],
    queryFn: ({ signal }) => api<ReferralOverview>('/api/partner/referral', { signal }),
    meta: { silent: true },
  });
}

export function useInvite(code: string) {
  return useQuery({
    queryKey: ['partner-join', code],
    queryFn: ({ signal }) =>
      api<ReferralInvite>(`/api/partner-join/${encodeURIComponent(code)}`, { signal, allowUnauthorized: true }),
    meta: { silent: true },
    retry: false,
  });
}

export function useJoin(code: string) {
  return useMutation({
    mutationFn: (input: JoinInput) =>
      apiRequest<undefined>(`/api/partner-join/${encodeURIComponent(code)}`, { body: input, allowUnauthorized: true }),
    meta: { silent: true },
  });
}
