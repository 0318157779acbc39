import { useQuery } from '@tanstack/react-query';
import type { LenderSubmission } from '@saakh/domain/lender-connectors';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { lenderConnectorKey } from './get-connector';

export function connectorSubmissionsKey(lenderId: number) {
  return [...lenderConnectorKey(lenderId), 'submissions'] as const;
}

/** One page of the applications sent to the lender's API, by state (GET /api/admin/lenders/{id}/connector/submissions). */
export function connectorSubmissionsQueryOptions(lenderId: number, query: ListQuery) {
  return listQueryOptions<LenderSubmission>(
    connectorSubmissionsKey(lenderId),
    `/api/admin/lenders/${lenderId}/connector/submissions`,
    query,
  );
}

export function useConnectorSubmissions(lenderId: number, query: ListQuery) {
  return useQuery(connectorSubmissionsQueryOptions(lenderId, query));
}
