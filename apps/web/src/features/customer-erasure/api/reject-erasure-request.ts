import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectErasureRequestInput } from '@saakh/domain/customer-erasure';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { customerErasureKey } from './search-erasure-customers';

export type RejectErasureRequestVariables = { id: number; input: RejectErasureRequestInput };

export function rejectErasureRequest({ id, input }: RejectErasureRequestVariables) {
  return apiRequest<undefined>(`/api/admin/customer-erasure/requests/${id}/reject`, { body: input });
}

export function useRejectErasureRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectErasureRequest,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerErasureKey }),
  });
}
