import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSession } from '@saakh/domain/auth';
import { api } from '@/lib/api-client';

export function getAdminSession() {
  return api<AdminSession>('/api/admin-reverify', { kind: 'admin', allowUnauthorized: true });
}

export function adminSessionQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'admin'],
    queryFn: getAdminSession,
    staleTime: 60_000,
    meta: { silent: true },
  });
}

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}
