import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DocumentReviewInput, documentReviewInputSchema } from '@saakh/domain/documents';
import { apiRequest } from '@/lib/api-client';
import { applicationDocumentsKey } from './get-application-documents';

/** What the form sends: the schema's input (a rejection's note may be left out). */
export type DocumentReviewBody = z.input<typeof documentReviewInputSchema>;

export type ReviewApplicationDocumentVariables = {
  applicationId: string;
  fileId: string;
  input: DocumentReviewBody | DocumentReviewInput;
};

/**
 * Verifies an upload or rejects it with a reason (POST /api/admin/application-documents/:fileId/review, roles 1 and
 * 2, audited). Returns the server's message (documentVerified, documentRejected) for the toast.
 */
export async function reviewApplicationDocument({ fileId, input }: ReviewApplicationDocumentVariables) {
  const answer = await apiRequest<unknown>(`/api/admin/application-documents/${encodeURIComponent(fileId)}/review`, {
    method: 'POST',
    body: input,
  });
  return answer.message;
}

/**
 * The section shows a refusal itself. Whatever the answer, the application's list is read again: a 409 means
 * someone else reviewed or the customer replaced the file, and staff must see what stands now.
 */
export function useReviewApplicationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewApplicationDocument,
    meta: { silent: true },
    onSettled: (_message, _error, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: applicationDocumentsKey(applicationId) }),
  });
}
