import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantLead, RejectLeadInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type RejectLeadVariables = { id: number; input: RejectLeadInput };

export function rejectLead({ id, input }: RejectLeadVariables) {
  return apiRequest<MerchantLead>(`/api/admin/merchant-leads/${id}/reject`, { body: input });
}

export function useRejectLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectLead,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: merchantsKey });
    },
  });
}
