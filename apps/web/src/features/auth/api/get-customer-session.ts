import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';

export function getCustomerSession() {
  return api<SessionUser>('/api/customer-reverify', { kind: 'customer', allowUnauthorized: true });
}

export function customerSessionQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'customer'],
    queryFn: getCustomerSession,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useCustomerSession() {
  return useQuery(customerSessionQueryOptions());
}
