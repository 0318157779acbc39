import { useMutation, useQueryClient } from '@tanstack/react-query';
import { needsSecondFactor, type PartnerLoginAnswer, type PartnerLoginInput } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { partnerSessionQueryOptions } from './get-partner-session';

export function partnerLogin(input: PartnerLoginInput) {
  return api<PartnerLoginAnswer>('/api/partner/login', { body: input, kind: 'partner', allowUnauthorized: true });
}

export function usePartnerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: partnerLogin,
    meta: { silent: true },
    // The server set the session cookie; the answer's token is for other clients and is not kept (decision 018). A
    // second factor due (decision 045) sets no session yet: the login page asks for it.
    onSuccess: (answer) => {
      if (needsSecondFactor(answer)) return;
      const { token: _token, ...session } = answer;
      queryClient.setQueryData(partnerSessionQueryOptions().queryKey, session);
    },
  });
}
