import { useMutation } from '@tanstack/react-query';
import type { CsrRevealInput } from '@saakh/domain/csr';
import { apiRequest } from '@/lib/api-client';

export type RevealCustomerFieldVariables = { id: number } & CsrRevealInput;

/** The whole mobile number, PAN or e-mail for a reason; the server audits it. The caller keeps the value on screen only. */
export function revealCustomerField({ id, ...body }: RevealCustomerFieldVariables) {
  return apiRequest<{ value: string | null }>(`/api/admin/csr/customers/${id}/reveal`, { body });
}

export function useRevealCustomerField() {
  // The reason dialog shows a refusal itself.
  return useMutation({ mutationFn: revealCustomerField, meta: { silent: true } });
}
