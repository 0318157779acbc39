import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerUser } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type SetPartnerUserActiveVariables = { partnerId: number; userId: number; active: boolean };

export function setPartnerUserActive({ partnerId, userId, active }: SetPartnerUserActiveVariables) {
  return apiRequest<PartnerUser>(`/api/admin/merchants/${partnerId}/users/${userId}/active`, { body: { active } });
}

/** Disabling ends the user's sessions on the server at once. */
export function useSetPartnerUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerUserActive,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantsKey }),
  });
}
