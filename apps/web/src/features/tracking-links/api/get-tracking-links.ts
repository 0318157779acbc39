import { useQuery } from '@tanstack/react-query';
import type { TrackingLink } from '@saakh/domain/tracking-links';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const trackingLinksKey = ['tracking-links'] as const;

/** One page of tracking links with their figures over the asked days (GET /api/admin/tracking-links). */
export function trackingLinksQueryOptions(query: ListQuery) {
  return listQueryOptions<TrackingLink>([...trackingLinksKey, 'list'], '/api/admin/tracking-links', query);
}

export function useTrackingLinks(query: ListQuery) {
  return useQuery(trackingLinksQueryOptions(query));
}
