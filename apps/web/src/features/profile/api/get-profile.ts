import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResult } from '@saakh/domain/profile';
import { api } from '@/lib/api-client';

export function getProfile() {
  return api<ProfileResult>('/api/profile', { kind: 'customer' });
}

/** The signed-in customer's own profile; the /user guard reads its flags on every navigation. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: ['customer', 'profile'], queryFn: getProfile, staleTime: 30_000 });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
