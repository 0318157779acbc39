import { useQuery } from '@tanstack/react-query';
import type { Page } from '@saakh/domain/lists';
import type { ReadSource } from '@saakh/domain/read-source';
import type { JourneyRow } from '@saakh/domain/reporting';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { reportsKey } from './get-dashboard';

export const CUSTOMERS_JOURNEY_PATH = '/api/admin/customers-journey';

/** One page of customers' journeys (GET /api/admin/customers-journey). */
export function customersJourneyQueryOptions(query: ListQuery) {
  return listQueryOptions<JourneyRow, Page<JourneyRow> & ReadSource>(
    [...reportsKey, 'journeys'],
    CUSTOMERS_JOURNEY_PATH,
    query,
  );
}

export function useCustomersJourney(query: ListQuery | null) {
  return useQuery({ ...customersJourneyQueryOptions(query ?? {}), enabled: query !== null });
}
