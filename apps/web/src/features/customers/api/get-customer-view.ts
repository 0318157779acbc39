import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CsrCustomerView } from '@saakh/domain/csr';
import { api } from '@/lib/api-client';
import { customersKey } from './search-customers';

export const customerViewKey = (id: number) => [...customersKey, 'view', id] as const;

/** Everything about one customer, masked for role 3 (GET /api/admin/csr/customers/{id}). */
export function customerViewQueryOptions(id: number) {
  return queryOptions({
    queryKey: customerViewKey(id),
    queryFn: ({ signal }) => api<CsrCustomerView>(`/api/admin/csr/customers/${id}`, { signal }),
    meta: { silent: true },
  });
}

export function useCustomerView(id: number) {
  return useQuery(customerViewQueryOptions(id));
}
