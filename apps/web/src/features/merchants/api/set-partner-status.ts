import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantPartnerDetail, PartnerStatusInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type SetPartnerStatusVariables = { id: number; status: PartnerStatusInput['status'] };

export function setPartnerStatus({ id, status }: SetPartnerStatusVariables) {
  return apiRequest<MerchantPartnerDetail>(`/api/admin/merchants/${id}/status`, { body: { status } });
}

/** Activate or suspend; a refusal (onboarding incomplete) is shown by the caller with what is missing. */
export function useSetPartnerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerStatus,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantsKey }),
  });
}
