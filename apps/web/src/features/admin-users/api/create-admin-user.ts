import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserWithPassword, CreateAdminUserInput } from '@saakh/domain/admin-users';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminUsersKey } from './get-admin-users';

export function createAdminUser(input: CreateAdminUserInput) {
  return apiRequest<AdminUserWithPassword>('/api/admin/admin-users', { body: input });
}

/** The dialog shows a refusal (a taken e-mail) under its field; success answers the password to show once. */
export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
    },
  });
}
