import { useQuery } from '@tanstack/react-query';
import type { Vendor } from '@saakh/domain/vendors';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const vendorListsKey = ['vendors', 'list'] as const;

/** One page of provider integrations (GET /api/admin/vendors with list parameters). */
export function vendorsQueryOptions(query: ListQuery) {
  return listQueryOptions<Vendor>(vendorListsKey, '/api/admin/vendors', query);
}

export function useVendors(query: ListQuery) {
  return useQuery(vendorsQueryOptions(query));
}
