import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OptOut, OptOutInput } from '@saakh/domain/messaging';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingKey } from './keys';

export function addOptOut(input: OptOutInput) {
  return apiRequest<OptOut>('/api/admin/messaging/opt-outs', { body: input });
}

/** Adds a number or address to a channel's STOP list on the customer's request. */
export function useAddOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOptOut,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
