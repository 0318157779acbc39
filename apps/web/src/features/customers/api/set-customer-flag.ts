import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsrFlagInput } from '@saakh/domain/csr';
import { apiRequest } from '@/lib/api-client';
import { customerViewKey } from './get-customer-view';

export type SetCustomerFlagVariables = { id: number } & CsrFlagInput;

/** Sends the customer back to the detail page to update their profile, or lets them through again. */
export function setCustomerFlag({ id, ...body }: SetCustomerFlagVariables) {
  return apiRequest<undefined>(`/api/admin/csr/customers/${id}/update-flag`, { body });
}

export function useSetCustomerFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCustomerFlag,
    onSettled: (_answer, _error, { id }) => queryClient.invalidateQueries({ queryKey: customerViewKey(id) }),
  });
}
