import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerApplicationDocuments } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';

export function partnerApplicationDocumentsPath(applicationId: string): string {
  return `/api/partner/applications/${encodeURIComponent(applicationId)}/documents`;
}

/** The partner's view of an application's asked documents: statuses and the customer's consent, never the files. */
export function partnerApplicationDocumentsQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: ['partner', 'documents', applicationId],
    queryFn: () =>
      api<PartnerApplicationDocuments>(partnerApplicationDocumentsPath(applicationId), { kind: 'partner' }),
  });
}

export function usePartnerApplicationDocuments(applicationId: string) {
  return useQuery(partnerApplicationDocumentsQueryOptions(applicationId));
}
