import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@saakh/domain/admin-users';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminUsersKey } from './get-admin-users';

export type SetAdminUserActiveVariables = { id: number; active: boolean };

export function setAdminUserActive({ id, active }: SetAdminUserActiveVariables) {
  return apiRequest<AdminUser>(`/api/admin/admin-users/${id}/active`, { body: { active } });
}

/** Disable or enable; a refusal (oneself, the last role 1 admin) shows as the server's message in a toast. */
export function useSetAdminUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminUserActive,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
