import { useQuery } from '@tanstack/react-query';
import type { AdminInsuranceRequest } from '@saakh/domain/insurance-requests';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';

export const adminInsuranceRequestsKey = ['admin', 'insurance-requests'] as const;

/** One page of insurance requests (GET /api/admin/insurance-requests on the list contract). */
export function adminInsuranceRequestsQueryOptions(query: ListQuery) {
  return listQueryOptions<AdminInsuranceRequest>(
    [...adminInsuranceRequestsKey, 'list'],
    '/api/admin/insurance-requests',
    query,
  );
}

export function useAdminInsuranceRequests(query: ListQuery) {
  return useQuery(adminInsuranceRequestsQueryOptions(query));
}
