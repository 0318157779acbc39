import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorsOverview } from '@saakh/domain/vendors';
import { api } from '@/lib/api-client';

export function getVendors(signal?: AbortSignal) {
  return api<VendorsOverview>('/api/admin/vendors', { signal });
}

export const vendorsKey = ['admin-vendors', 'overview'] as const;

export function vendorsQueryOptions() {
  return queryOptions({ queryKey: vendorsKey, queryFn: ({ signal }) => getVendors(signal), meta: { silent: true } });
}

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
