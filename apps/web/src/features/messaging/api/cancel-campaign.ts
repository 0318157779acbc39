import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign } from '@saakh/domain/messaging';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingKey } from './keys';

export function cancelCampaign(id: number) {
  return apiRequest<Campaign>(`/api/admin/messaging/campaigns/${id}/cancel`, { method: 'POST' });
}

/** Cancels a scheduled campaign before it starts. */
export function useCancelCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCampaign,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
