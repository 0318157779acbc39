import { useMutation } from '@tanstack/react-query';
import type { RevealInput } from '@saakh/domain/merchants';
import { apiRequest } from '@/lib/api-client';

export type RevealVariables = { id: number; field: RevealInput['field'] };

/** The whole PAN or account number; the server audits each reveal. The value is kept by the caller only. */
export function revealPartnerField({ id, field }: RevealVariables) {
  return apiRequest<{ value: string | null }>(`/api/admin/merchants/${id}/reveal`, { body: { field } });
}

export function useRevealPartnerField() {
  return useMutation({ mutationFn: revealPartnerField });
}
