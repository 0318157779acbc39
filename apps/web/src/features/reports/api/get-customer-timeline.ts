import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerTimeline } from '@saakh/domain/reporting';
import { api } from '@/lib/api-client';
import { reportsKey } from './get-dashboard';
import { CUSTOMERS_JOURNEY_PATH } from './get-customers-journey';

/** One customer's events and applications, oldest first (GET /api/admin/customers-journey/:userId). */
export function customerTimelineQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...reportsKey, 'timeline', userId],
    queryFn: ({ signal }) => api<CustomerTimeline>(`${CUSTOMERS_JOURNEY_PATH}/${userId}`, { signal }),
    staleTime: 30_000,
    meta: { silent: true },
  });
}

export function useCustomerTimeline(userId: number | null) {
  return useQuery({ ...customerTimelineQueryOptions(userId ?? 0), enabled: userId !== null });
}
