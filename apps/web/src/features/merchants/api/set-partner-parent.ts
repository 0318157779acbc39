import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantPartnerDetail, PartnerParentInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type SetPartnerParentVariables = { id: number; input: PartnerParentInput };

export function setPartnerParent({ id, input }: SetPartnerParentVariables) {
  return apiRequest<MerchantPartnerDetail>(`/api/admin/merchants/${id}/parent`, { body: input });
}

export function useSetPartnerParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerParent,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantsKey }),
  });
}
