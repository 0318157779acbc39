import { useMutation, useQueryClient } from '@tanstack/react-query';
import { needsSecondFactor, type AdminLoginAnswer, type AdminLoginInput } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

export function adminLogin(input: AdminLoginInput) {
  return api<AdminLoginAnswer>('/api/admin/login', { body: input, kind: 'admin', allowUnauthorized: true });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    meta: { silent: true },
    // The server set the session cookie; the answer's token is for other clients and is not kept (decision 018). A
    // second factor due (decision 045) sets no session yet: the login page asks for it.
    onSuccess: (answer) => {
      if (needsSecondFactor(answer)) return;
      const { token: _token, ...session } = answer;
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, session);
    },
  });
}
