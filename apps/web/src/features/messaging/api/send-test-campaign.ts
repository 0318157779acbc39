import { useMutation } from '@tanstack/react-query';
import type { CampaignTestAnswer, CampaignTestInput } from '@saakh/domain/messaging';
import { apiRequest } from '@/lib/api-client';

export function sendTestCampaign(input: CampaignTestInput) {
  return apiRequest<CampaignTestAnswer>('/api/admin/messaging/campaigns/test', { body: input });
}

/** "Send test to me": the template's message to the signed-in staff member's own address only. */
export function useSendTestCampaign() {
  return useMutation({ mutationFn: sendTestCampaign, meta: { silent: true } });
}
