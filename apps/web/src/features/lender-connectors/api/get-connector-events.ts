import { useQuery } from '@tanstack/react-query';
import type { LenderEventRow } from '@saakh/domain/lender-connectors';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { lenderConnectorKey } from './get-connector';

/** One page of the lender's live feed, by outcome (GET /api/admin/lenders/{id}/connector/events). */
export function connectorEventsQueryOptions(lenderId: number, query: ListQuery) {
  return listQueryOptions<LenderEventRow>(
    [...lenderConnectorKey(lenderId), 'events'],
    `/api/admin/lenders/${lenderId}/connector/events`,
    query,
  );
}

export function useConnectorEvents(lenderId: number, query: ListQuery) {
  return useQuery(connectorEventsQueryOptions(lenderId, query));
}
