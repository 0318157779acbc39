import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePartnerUserInput, PartnerUserWithPassword } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type CreatePartnerUserVariables = { partnerId: number; input: CreatePartnerUserInput };

export function createPartnerUser({ partnerId, input }: CreatePartnerUserVariables) {
  return apiRequest<PartnerUserWithPassword>(`/api/admin/merchants/${partnerId}/users`, { body: input });
}

/** The dialog shows a refusal (a taken e-mail or username) under its field; the password is shown once. */
export function useCreatePartnerUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartnerUser,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: merchantsKey });
    },
  });
}
