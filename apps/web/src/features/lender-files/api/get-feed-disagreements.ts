import { useQuery } from '@tanstack/react-query';
import type { FeedDisagreement } from '@saakh/domain/reconciliation';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const feedDisagreementsKey = ['feed-disagreements'] as const;

/** One page of status-file rows that contradict the lender's live feed (GET /api/feed-disagreements). */
export function feedDisagreementsQueryOptions(query: ListQuery) {
  return listQueryOptions<FeedDisagreement>([...feedDisagreementsKey, 'list'], '/api/feed-disagreements', query);
}

export function useFeedDisagreements(query: ListQuery) {
  return useQuery(feedDisagreementsQueryOptions(query));
}
