import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingKey } from './keys';

export function removeOptOut(id: number) {
  return apiRequest<undefined>(`/api/admin/messaging/opt-outs/${id}`, { method: 'DELETE' });
}

export function useRemoveOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOptOut,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
