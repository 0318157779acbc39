import { useQuery } from '@tanstack/react-query';
import type { CampaignPreview, CampaignPreviewInput } from '@saakh/domain/messaging';
import { api } from '@/lib/api-client';
import { messagingKey } from './keys';

export function previewCampaign(input: CampaignPreviewInput, signal?: AbortSignal) {
  return api<CampaignPreview>('/api/admin/messaging/campaigns/preview', { body: input, signal });
}

/**
 * The recipient count and channel a send will check, asked afresh each time the confirmation opens (never from the
 * cache: the count the sender confirms must be the one the API counts now).
 */
export function useCampaignPreview(input: CampaignPreviewInput | null) {
  return useQuery({
    queryKey: [...messagingKey, 'preview', input],
    queryFn: ({ signal }) => previewCampaign(input as CampaignPreviewInput, signal),
    enabled: input !== null,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
}
