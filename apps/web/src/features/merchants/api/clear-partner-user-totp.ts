import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClearTotpInput } from '@saakh/domain/account-security';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { partnerUsersKey } from './get-partner-users';

export type ClearPartnerUserTotpVariables = { partnerId: number; userId: number; input: ClearTotpInput };

export function clearPartnerUserTotp({ partnerId, userId, input }: ClearPartnerUserTotpVariables) {
  return apiRequest<undefined>(`/api/admin/merchants/${partnerId}/users/${userId}/totp/clear`, { body: input });
}

/** The dialog shows a refusal itself (no reason, no factor on). */
export function useClearPartnerUserTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearPartnerUserTotp,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: (_answer, _error, { partnerId }) =>
      queryClient.invalidateQueries({ queryKey: partnerUsersKey(partnerId) }),
  });
}
