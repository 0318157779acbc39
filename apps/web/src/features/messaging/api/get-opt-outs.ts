import { useQuery } from '@tanstack/react-query';
import type { OptOut } from '@saakh/domain/messaging';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { messagingKey } from './keys';

/** One page of the STOP list. */
export function optOutsQueryOptions(query: ListQuery) {
  return listQueryOptions<OptOut>([...messagingKey, 'opt-outs'], '/api/admin/messaging/opt-outs', query);
}

export function useOptOuts(query: ListQuery) {
  return useQuery(optOutsQueryOptions(query));
}
