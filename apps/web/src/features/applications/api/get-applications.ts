import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationSummary } from '@saakh/domain/applications';
import { api } from '@/lib/api-client';

export function getApplications() {
  return api<ApplicationSummary[]>('/api/applications', { kind: 'customer' });
}

export function applicationsQueryOptions() {
  return queryOptions({ queryKey: ['customer', 'applications'], queryFn: getApplications, staleTime: 15_000 });
}

export function useApplications() {
  return useQuery(applicationsQueryOptions());
}
