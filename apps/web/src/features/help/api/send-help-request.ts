import { useMutation } from '@tanstack/react-query';
import type { HelpRequestInput } from '@saakh/domain/help';
import { apiRequest } from '@/lib/api-client';

/** Kept for admins and forwarded to the configured help desk by the server (customer spec §7). */
export function sendHelpRequest(input: HelpRequestInput) {
  return apiRequest<undefined>('/api/help', { body: input, kind: 'customer' });
}

export function useSendHelpRequest() {
  return useMutation({ mutationFn: sendHelpRequest, meta: { silent: true } });
}
