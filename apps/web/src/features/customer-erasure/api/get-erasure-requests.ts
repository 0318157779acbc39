import { useQuery } from '@tanstack/react-query';
import type { ErasureRequest } from '@saakh/domain/customer-erasure';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { customerErasureKey } from './search-erasure-customers';

/** One page of erasure requests (GET /api/admin/customer-erasure/requests on the list contract). */
export function erasureRequestsQueryOptions(query: ListQuery) {
  return listQueryOptions<ErasureRequest>(
    [...customerErasureKey, 'requests'],
    '/api/admin/customer-erasure/requests',
    query,
  );
}

export function useErasureRequests(query: ListQuery) {
  return useQuery(erasureRequestsQueryOptions(query));
}
