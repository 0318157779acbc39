import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LenderDocumentChecklist } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';

export const lenderDocumentChecklistKey = (lenderId: number) =>
  ['admin', 'lenders', lenderId, 'document-checklist'] as const;

/** The documents a lender asks for, per loan product (GET /api/admin/lenders/:id/document-checklist, roles 1 and 2). */
export function lenderDocumentChecklistQueryOptions(lenderId: number) {
  return queryOptions({
    queryKey: lenderDocumentChecklistKey(lenderId),
    queryFn: ({ signal }) =>
      api<LenderDocumentChecklist>(`/api/admin/lenders/${lenderId}/document-checklist`, { signal }),
    meta: { silent: true },
  });
}

export function useLenderDocumentChecklist(lenderId: number) {
  return useQuery(lenderDocumentChecklistQueryOptions(lenderId));
}
