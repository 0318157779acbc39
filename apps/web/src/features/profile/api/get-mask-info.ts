import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaskInfo } from '@saakh/domain/user';
import { api } from '@/lib/api-client';

export function getMaskInfo(userId: number) {
  return api<MaskInfo>(`/api/getMaskInfo/${userId}`, { kind: 'customer' });
}

export function maskInfoQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['customer', 'mask-info', userId],
    queryFn: () => getMaskInfo(userId),
    staleTime: 60_000,
  });
}

export function useMaskInfo(userId: number) {
  return useQuery(maskInfoQueryOptions(userId));
}
