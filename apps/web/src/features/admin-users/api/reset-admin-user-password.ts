import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserWithPassword, ResetAdminPasswordInput } from '@saakh/domain/admin-users';
import { apiRequest } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';

export type ResetAdminUserPasswordVariables = { id: number; input?: ResetAdminPasswordInput };

/** Resetting one's own password sends the current one; another admin's sends nothing. */
export function resetAdminUserPassword({ id, input }: ResetAdminUserPasswordVariables) {
  return apiRequest<AdminUserWithPassword>(`/api/admin/admin-users/${id}/reset-password`, {
    method: 'POST',
    body: input ?? {},
  });
}

/** A new generated password; the caller shows it once and keeps it nowhere (not in the query cache either). */
export function useResetAdminUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAdminUserPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
