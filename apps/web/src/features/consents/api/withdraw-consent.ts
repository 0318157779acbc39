import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawConsentResult } from '@saakh/domain/consents';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { consentsKey } from './get-consents';

/** POST /api/customer/consents/{id}/withdraw: marketing stops at once, a lender receives no new application. */
export function withdrawConsent(id: number) {
  return apiRequest<WithdrawConsentResult>(`/api/customer/consents/${id}/withdraw`, { body: {}, kind: 'customer' });
}

/** A refusal (already withdrawn, not withdrawable) is toasted with the server's message; success with its own. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentsKey }),
  });
}
