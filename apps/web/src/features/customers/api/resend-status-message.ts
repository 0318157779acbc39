import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsrResendInput } from '@saakh/domain/csr';
import { apiRequest } from '@/lib/api-client';
import { customerViewKey } from './get-customer-view';

export type ResendStatusMessageVariables = { id: number } & CsrResendInput;

/** Queues the message of an application's current status again, on every channel that has a template for it. */
export function resendStatusMessage({ id, ...body }: ResendStatusMessageVariables) {
  return apiRequest<{ queued: number }>(`/api/admin/csr/customers/${id}/resend-status`, { body });
}

export function useResendStatusMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendStatusMessage,
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: customerViewKey(id) }),
  });
}
