import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsuranceRequest } from '@saakh/domain/insurance-requests';
import { api } from '@/lib/api-client';

export function getInsuranceRequests() {
  return api<InsuranceRequest[]>('/api/insurance-requests', { kind: 'customer' });
}

export function insuranceRequestsQueryOptions() {
  return queryOptions({ queryKey: ['customer', 'insurance-requests'], queryFn: getInsuranceRequests });
}

export function useInsuranceRequests() {
  return useQuery(insuranceRequestsQueryOptions());
}
