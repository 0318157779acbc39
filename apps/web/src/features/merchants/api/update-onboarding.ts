import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantPartnerDetail, UpdateOnboardingInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantPartnerKey } from './get-merchant-partner';
import { merchantsKey } from './get-merchant-partners';

export type UpdateOnboardingVariables = { id: number; input: UpdateOnboardingInput };

export function updateOnboarding({ id, input }: UpdateOnboardingVariables) {
  return apiRequest<MerchantPartnerDetail>(`/api/admin/merchants/${id}/onboarding`, { body: input });
}

/** The form shows refusals under their fields; the saved partner replaces the one shown. */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOnboarding,
    meta: { silent: true },
    onSuccess: (answer, { id }) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData(merchantPartnerKey(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: merchantsKey });
    },
  });
}
