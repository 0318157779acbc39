import { useQuery } from '@tanstack/react-query';
import type { Campaign } from '@saakh/domain/messaging';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { messagingKey } from './keys';

/** One page of campaigns with their progress; read again every few seconds while one is on its way. */
export function campaignsQueryOptions(query: ListQuery) {
  return {
    ...listQueryOptions<Campaign>([...messagingKey, 'campaigns'], '/api/admin/messaging/campaigns', query),
    refetchInterval: (state: { state: { data?: { items: Campaign[] } } }) =>
      state.state.data?.items.some((campaign) => campaign.status === 'sending' || campaign.progress.queued > 0)
        ? 3000
        : false,
  };
}

export function useCampaigns(query: ListQuery) {
  return useQuery(campaignsQueryOptions(query));
}
