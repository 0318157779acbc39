import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDocuments } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';

export const applicationDocumentsKey = (applicationId: string) =>
  ['admin', 'applications', applicationId, 'documents'] as const;

/** What an application's lender asks for and where each stands (GET /api/admin/applications/:id/documents). */
export function applicationDocumentsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationDocumentsKey(applicationId),
    queryFn: ({ signal }) =>
      api<ApplicationDocuments>(`/api/admin/applications/${encodeURIComponent(applicationId)}/documents`, { signal }),
    meta: { silent: true },
  });
}

export function useApplicationDocuments(applicationId: string) {
  return useQuery(applicationDocumentsQueryOptions(applicationId));
}
