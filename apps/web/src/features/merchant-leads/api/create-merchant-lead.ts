import { useMutation } from '@tanstack/react-query';
import type { CreateMerchantLeadInput } from '@saakh/domain/merchant-leads';
import { apiRequest } from '@/lib/api-client';

/** A merchant asking to join, stored for admins' merchant management. */
export function createMerchantLead(input: CreateMerchantLeadInput) {
  return apiRequest<undefined>('/api/merchant-leads', { body: input, kind: 'customer', allowUnauthorized: true });
}

export function useCreateMerchantLead() {
  return useMutation({ mutationFn: createMerchantLead, meta: { silent: true } });
}
