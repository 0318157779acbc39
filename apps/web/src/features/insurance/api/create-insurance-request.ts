import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInsuranceRequestInput, CreateInsuranceRequestResult } from '@saakh/domain/insurance-requests';
import { apiRequest } from '@/lib/api-client';
import { insuranceRequestsQueryOptions } from './get-insurance-requests';

/** Asks for a quote or a call back; the answer's message is the confirmation to show. */
export function createInsuranceRequest(input: CreateInsuranceRequestInput) {
  return apiRequest<CreateInsuranceRequestResult>('/api/insurance-requests', { body: input, kind: 'customer' });
}

export function useCreateInsuranceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInsuranceRequest,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: insuranceRequestsQueryOptions().queryKey }),
  });
}
