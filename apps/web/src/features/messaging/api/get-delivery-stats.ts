import { useQuery } from '@tanstack/react-query';
import type { DeliveryStats } from '@saakh/domain/messaging';
import { api } from '@/lib/api-client';
import { messagingKey } from './keys';

/** Messages per day by status over the last `days` days, for the delivery log's chart. */
export function useDeliveryStats(days: number) {
  return useQuery({
    queryKey: [...messagingKey, 'stats', days],
    queryFn: ({ signal }) => api<DeliveryStats>(`/api/admin/messaging/stats?days=${days}`, { signal }),
    meta: { silent: true },
  });
}
