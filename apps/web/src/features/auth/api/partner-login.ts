import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerLoginInput, PartnerLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { partnerSessionQueryOptions } from './get-partner-session';

export function partnerLogin(input: PartnerLoginInput) {
  return api<PartnerLoginResult>('/api/partner/login', { body: input, kind: 'partner', allowUnauthorized: true });
}

export function usePartnerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: partnerLogin,
    meta: { silent: true },
    // The server set the session cookie; the answer's token is for other clients and is not kept (decision 018).
    onSuccess: ({ token: _token, ...session }) => {
      queryClient.setQueryData(partnerSessionQueryOptions().queryKey, session);
    },
  });
}
