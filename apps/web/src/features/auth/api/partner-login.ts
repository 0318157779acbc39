import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerLoginInput, PartnerLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { partnerSessionQueryOptions } from './get-partner-session';

export function partnerLogin(input: PartnerLoginInput) {
  return api<PartnerLoginResult>('/api/partner/login', { body: input, kind: 'partner', allowUnauthorized: true });
}

export function usePartnerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: partnerLogin,
    meta: { silent: true },
    onSuccess: ({ token, ...session }) => {
      setToken('partner', token);
      queryClient.setQueryData(partnerSessionQueryOptions().queryKey, session);
    },
  });
}
