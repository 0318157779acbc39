import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDocuments } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';
import { customerDocumentsKey } from './get-document-requests';

export function applicationDocumentsPath(applicationId: string): string {
  return `/api/applications/${encodeURIComponent(applicationId)}/documents`;
}

/** What the lender asks this application for, and where each document stands. */
export function applicationDocumentsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: [...customerDocumentsKey, 'application', applicationId],
    queryFn: () => api<ApplicationDocuments>(applicationDocumentsPath(applicationId), { kind: 'customer' }),
  });
}

export function useApplicationDocuments(applicationId: string) {
  return useQuery(applicationDocumentsQueryOptions(applicationId));
}
