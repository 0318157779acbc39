import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignInput } from '@saakh/domain/messaging';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingKey } from './keys';

export function createCampaign(input: CampaignInput) {
  return apiRequest<Campaign>('/api/admin/messaging/campaigns', { body: input });
}

/** Sends a template to a segment now or at a time; the form shows a refusal under its field. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
