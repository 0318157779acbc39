import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyErasureRequest, MyErasureState } from '@saakh/domain/data-rights';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { erasureStateKey } from './get-erasure-state';

/** The customer asks for their data to be erased (POST /api/customer/erasure-request); staff carry it out. */
export function requestErasure() {
  return apiRequest<MyErasureRequest>('/api/customer/erasure-request', { method: 'POST', kind: 'customer' });
}

/** The request shows at once with its reference, status and due date; a refusal is shown by the section. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestErasure,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData<MyErasureState>(erasureStateKey, (state) =>
        state ? { ...state, request: answer.data } : state,
      );
      void queryClient.invalidateQueries({ queryKey: erasureStateKey });
    },
  });
}
