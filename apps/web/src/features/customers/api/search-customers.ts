import { useQuery } from '@tanstack/react-query';
import type { CsrCustomer } from '@saakh/domain/csr';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

/** Every CSR portal query starts with this key, so a change reloads the search and the customer shown. */
export const customersKey = ['csr-customers'] as const;

/** Customers found by mobile, PAN, application id, e-mail or name (GET /api/admin/csr/customers). */
export function customerSearchQueryOptions(query: ListQuery) {
  return listQueryOptions<CsrCustomer>([...customersKey, 'search'], '/api/admin/csr/customers', query);
}

export function useCustomerSearch(query: ListQuery) {
  return useQuery(customerSearchQueryOptions(query));
}
