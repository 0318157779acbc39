import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserRoleInput } from '@saakh/domain/admin-users';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminUsersKey } from './get-admin-users';

export type ChangeAdminUserRoleVariables = { id: number; input: AdminUserRoleInput };

export function changeAdminUserRole({ id, input }: ChangeAdminUserRoleVariables) {
  return apiRequest<AdminUser>(`/api/admin/admin-users/${id}/role`, { body: input });
}

/** The role dialog shows a refusal itself (oneself, the last role 1 admin). */
export function useChangeAdminUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAdminUserRole,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
