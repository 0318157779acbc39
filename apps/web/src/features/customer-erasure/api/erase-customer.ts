import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EraseCustomerInput, ErasureRecord } from '@saakh/domain/customer-erasure';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { customerErasureKey } from './search-erasure-customers';

export type EraseCustomerVariables = { userId: number; input: EraseCustomerInput };

export function eraseCustomer({ userId, input }: EraseCustomerVariables) {
  return apiRequest<ErasureRecord>(`/api/admin/customer-erasure/customers/${userId}/erase`, { body: input });
}

/** The erase dialog shows a refusal itself (a wrong confirmation, an application still with the lender). */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCustomer,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    // The preview, the search (the old mobile number finds nobody now) and the requests all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerErasureKey }),
  });
}
