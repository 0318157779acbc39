import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationLenderSubmission, LenderSubmission } from '@saakh/domain/lender-connectors';
import { api } from '@/lib/api-client';

export function applicationSubmissionKey(applicationId: string) {
  return ['lender-connectors', 'application', applicationId] as const;
}

/** Still on its way to the lender: worth reading again until it is accepted or has failed. */
export function isInFlight(submission: LenderSubmission | null | undefined): boolean {
  return submission?.state === 'queued' || submission?.state === 'sending';
}

/** GET /api/admin/applications/{id}/lender-submission: the application's sending and whether it may be sent now. */
export function applicationSubmissionQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: applicationSubmissionKey(applicationId),
    queryFn: ({ signal }) =>
      api<ApplicationLenderSubmission>(
        `/api/admin/applications/${encodeURIComponent(applicationId)}/lender-submission`,
        { signal },
      ),
    meta: { silent: true },
    // A send in progress is read again every few seconds, so its outcome shows without a reload.
    refetchInterval: (query) => (isInFlight(query.state.data?.submission) ? 3_000 : false),
  });
}

export function useApplicationSubmission(applicationId: string) {
  return useQuery(applicationSubmissionQueryOptions(applicationId));
}
