import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationLenderSubmission, LenderSubmission } from '@saakh/domain/lender-connectors';
import { apiRequest } from '@/lib/api-client';
import { patchCachedPages } from '@/lib/list-query';
import { applicationSubmissionKey } from './get-application-submission';
import { connectorSubmissionsKey } from './get-connector-submissions';

/**
 * POST /api/admin/applications/{id}/send-to-lender (roles 1 and 2): queues the application for the lender's API, or
 * queues a failed one again (202 with the submission).
 */
export function sendToLender(applicationId: string) {
  return apiRequest<LenderSubmission>(`/api/admin/applications/${encodeURIComponent(applicationId)}/send-to-lender`, {
    method: 'POST',
    body: {},
  });
}

/** The queued submission replaces the row wherever it is shown (the application's panel, the lender's list). */
export function useSendToLender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendToLender,
    // Each button shows its own failure.
    meta: { silent: true },
    onSuccess: (answer, applicationId) => {
      const submission = answer.data;
      queryClient.setQueryData<ApplicationLenderSubmission>(applicationSubmissionKey(applicationId), {
        submission,
        sendable: false,
      });
      const listKey = connectorSubmissionsKey(submission.lenderId);
      patchCachedPages<LenderSubmission>(queryClient, listKey, (row) =>
        row.applicationId === submission.applicationId ? submission : row,
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
