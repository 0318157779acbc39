import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '@saakh/domain/messaging';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { messagingKey } from './keys';

/** A campaign still on its way: sending, messages waiting, or due to start within a minute. */
export function inProgress(campaign: Campaign, now = Date.now()): boolean {
  return (
    campaign.status === 'sending' ||
    campaign.progress.queued > 0 ||
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
