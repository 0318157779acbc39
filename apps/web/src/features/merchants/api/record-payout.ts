import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerPayout, PayoutInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { merchantsKey } from './get-merchant-partners';

export type RecordPayoutVariables = { id: number; input: PayoutInput };

export function recordPayout({ id, input }: RecordPayoutVariables) {
  return apiRequest<PartnerPayout>(`/api/admin/merchants/${id}/payouts`, { body: input });
}

/** The dialog shows a refusal (blocked, a reference already used) itself. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: merchantsKey }),
  });
}
