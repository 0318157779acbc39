import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearTotpInput } from '@saakh/domain/account-security';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminUsersKey } from './get-admin-users';

export type ClearAdminUserTotpVariables = { id: number; input: ClearTotpInput };

export function clearAdminUserTotp({ id, input }: ClearAdminUserTotpVariables) {
  return apiRequest<undefined>(`/api/admin/admin-users/${id}/totp/clear`, { body: input });
}

/** The dialog shows a refusal itself (no reason, one's own account, no factor on). */
export function useClearAdminUserTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAdminUserTotp,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
