import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseNote } from '@saakh/domain/cases';
import { api } from '@/lib/api-client';
import { casesKey } from './get-cases';

export const caseNotesKey = (applicationId: string) => [...casesKey, 'notes', applicationId] as const;

/** A case's internal notes, oldest first (GET /api/admin/cases/:applicationId/notes). */
export function caseNotesQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: caseNotesKey(applicationId),
    queryFn: ({ signal }) => api<CaseNote[]>(`/api/admin/cases/${applicationId}/notes`, { signal }),
    // The case shows a failed load itself, with a retry.
    meta: { silent: true },
  });
}

export function useCaseNotes(applicationId: string) {
  return useQuery(caseNotesQueryOptions(applicationId));
}
