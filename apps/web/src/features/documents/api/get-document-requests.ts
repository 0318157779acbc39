import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentRequests } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';

/** Everything the customer's documents screens cache, to refresh it all after an upload. */
export const customerDocumentsKey = ['customer', 'documents'] as const;

/** The customer's applications that ask for documents, with how many are outstanding (GET /api/documents/requests). */
export function documentRequestsQueryOptions() {
  return queryOptions({
    queryKey: [...customerDocumentsKey, 'requests'],
    queryFn: () => api<DocumentRequests>('/api/documents/requests', { kind: 'customer' }),
    staleTime: 15_000,
  });
}

export function useDocumentRequests() {
  return useQuery(documentRequestsQueryOptions());
}
