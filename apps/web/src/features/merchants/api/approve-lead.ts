import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveLeadAnswer, ApproveLeadInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type ApproveLeadVariables = { id: number; input: ApproveLeadInput };

export function approveLead({ id, input }: ApproveLeadVariables) {
  return apiRequest<ApproveLeadAnswer>(`/api/admin/merchant-leads/${id}/approve`, { body: input });
}

/** The dialog shows a refusal (a taken key or username) under its field. */
export function useApproveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveLead,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: merchantsKey });
    },
  });
}
