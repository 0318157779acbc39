import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consent, GiveConsentInput } from '@saakh/domain/consents';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { consentsKey } from './get-consents';

/** POST /api/customer/consents: a marketing consent given (again) from My consents. */
export function giveConsent(input: GiveConsentInput) {
  return apiRequest<Consent>('/api/customer/consents', { body: input, kind: 'customer' });
}

/** A refusal is toasted with the server's message (the query client's default); success with its thanks. */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentsKey }),
  });
}
