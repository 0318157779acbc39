import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginInput, AdminLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { adminSessionQueryOptions } from './get-admin-session';

export function adminLogin(input: AdminLoginInput) {
  return api<AdminLoginResult>('/api/admin/login', { body: input, kind: 'admin', allowUnauthorized: true });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    meta: { silent: true },
    // The server set the session cookie; the answer's token is for other clients and is not kept (decision 018).
    onSuccess: ({ token: _token, ...session }) => {
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, session);
    },
  });
}
