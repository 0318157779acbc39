import { useQuery } from '@tanstack/react-query';
import type { DeliveryLogItem } from '@saakh/domain/messaging';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { messagingKey } from './keys';

/** One page of the delivery log (addresses masked by the server). */
export function deliveryLogQueryOptions(query: ListQuery) {
  return listQueryOptions<DeliveryLogItem>([...messagingKey, 'log'], '/api/admin/messaging/messages', query);
}

export function useDeliveryLog(query: ListQuery) {
  return useQuery(deliveryLogQueryOptions(query));
}
