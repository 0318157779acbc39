import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginInput, AdminLoginResult } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';
import { setToken } from '@/lib/session';
import { adminSessionQueryOptions } from './get-admin-session';

export function adminLogin(input: AdminLoginInput) {
  return api<AdminLoginResult>('/api/admin/login', { body: input, kind: 'admin', allowUnauthorized: true });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    meta: { silent: true },
    onSuccess: ({ token, ...session }) => {
      setToken('admin', token);
      queryClient.setQueryData(adminSessionQueryOptions().queryKey, session);
    },
  });
}
