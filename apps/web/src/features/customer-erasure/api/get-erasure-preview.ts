import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ErasurePreview } from '@saakh/domain/customer-erasure';
import { api } from '@/lib/api-client';
import { customerErasureKey } from './search-erasure-customers';

/** What erasing a customer erases and keeps, or the erasure made (GET /api/admin/customer-erasure/customers/:id). */
export function erasurePreviewQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...customerErasureKey, 'preview', userId],
    queryFn: ({ signal }) => api<ErasurePreview>(`/api/admin/customer-erasure/customers/${userId}`, { signal }),
    // The preview shows a failed load itself, with Retry.
    meta: { silent: true },
  });
}

export function useErasurePreview(userId: number) {
  return useQuery(erasurePreviewQueryOptions(userId));
}
