import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderDocumentChecklist } from '@saakh/domain/documents';
import { api } from '@/lib/api-client';
import { lenderDocumentChecklistKey } from './get-lender-document-checklist';

export type UpdateLenderDocumentChecklistVariables = { lenderId: number; input: LenderDocumentChecklist };

/** Replaces a lender's whole checklist (PUT /api/admin/lenders/:id/document-checklist, role 1, audited). */
export function updateLenderDocumentChecklist({ lenderId, input }: UpdateLenderDocumentChecklistVariables) {
  return api<LenderDocumentChecklist>(`/api/admin/lenders/${lenderId}/document-checklist`, {
    method: 'PUT',
    body: input,
  });
}

/** The form shows a refusal itself; what the server kept becomes the saved checklist. */
export function useUpdateLenderDocumentChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLenderDocumentChecklist,
    meta: { silent: true },
    onSuccess: (checklist, { lenderId }) => queryClient.setQueryData(lenderDocumentChecklistKey(lenderId), checklist),
  });
}
