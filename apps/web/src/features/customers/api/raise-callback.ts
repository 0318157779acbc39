import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsrCallbackInput } from '@saakh/domain/csr';
import { apiRequest } from '@/lib/api-client';
import { customerViewKey } from './get-customer-view';

export type RaiseCallbackVariables = { id: number } & CsrCallbackInput;

/** Puts the customer in the telecalling queue as a callback at the chosen time. */
export function raiseCallback({ id, ...body }: RaiseCallbackVariables) {
  return apiRequest<{ lead_id: number }>(`/api/admin/csr/customers/${id}/callback`, { body });
}

export function useRaiseCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: raiseCallback,
    meta: { silent: true },
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: customerViewKey(id) }),
  });
}
