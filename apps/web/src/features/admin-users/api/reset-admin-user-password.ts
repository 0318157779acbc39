import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserWithPassword } from '@saakh/domain/admin-users';
import { apiRequest } from '@/lib/api-client';
import { adminUsersKey } from './get-admin-users';

export function resetAdminUserPassword(id: number) {
  return apiRequest<AdminUserWithPassword>(`/api/admin/admin-users/${id}/reset-password`, { method: 'POST' });
}

/** A new generated password; the caller shows it once and keeps it nowhere (not in the query cache either). */
export function useResetAdminUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetAdminUserPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
