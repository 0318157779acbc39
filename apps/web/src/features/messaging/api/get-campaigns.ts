import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '@saakh/domain/messaging';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { messagingKey } from './keys';

/** How long after a campaign has finished sending its receipts are still waited for on screen. */
export const RECEIPTS_AWAITED_MS = 10 * 60_000;

/**
 * A campaign still on its way: sending, messages waiting, due to start within a minute, or sent in the last few
 * minutes with messages whose receipts (delivered or failed) have not come yet: gateways answer those seconds to
 * minutes after the send.
 */
export function inProgress(campaign: Campaign, now = Date.now()): boolean {
  const awaitingReceipts =
    campaign.progress.sent > 0 &&
    campaign.finished_at !== null &&
    now - Date.parse(campaign.finished_at) < RECEIPTS_AWAITED_MS;
  return (
    campaign.status === 'sending' ||
    campaign.progress.queued > 0 ||
    awaitingReceipts ||
    (campaign.status === 'scheduled' && Date.parse(campaign.scheduled_at) <= now + 60_000)
  );
}

/** One page of campaigns with their progress; read again every few seconds while one is on its way. */
export function campaignsQueryOptions(query: ListQuery) {
  return {
    ...listQueryOptions<Campaign>([...messagingKey, 'campaigns'], '/api/admin/messaging/campaigns', query),
    refetchInterval: (state: { state: { data?: { items: Campaign[] } } }) =>
      state.state.data?.items.some((campaign) => inProgress(campaign)) ? 3000 : false,
  };
}

export function useCampaigns(query: ListQuery) {
  return useQuery(campaignsQueryOptions(query));
}
