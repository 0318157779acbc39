import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseOwnerInput, CaseRow } from '@saakh/domain/cases';
import { api } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { caseListsKey } from './get-cases';

export type SetCaseOwnerVariables = { applicationId: string; input: CaseOwnerInput };

/** Gives a case to a staff member, or to nobody (PUT /api/admin/cases/:applicationId/owner). */
export function setCaseOwner({ applicationId, input }: SetCaseOwnerVariables) {
  return api<CaseRow>(`/api/admin/cases/${applicationId}/owner`, { method: 'PUT', body: input });
}

/**
 * The changed row is patched in every cached page at once, then the lists (and their counts) are read again. A
 * refusal (422 on ownerId, 404 once the case has closed) is the caller's to show.
 */
export function useSetCaseOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCaseOwner,
    meta: { silent: true },
    onSuccess: (row) =>
      patchCachedPages<CaseRow>(queryClient, caseListsKey, (cached) =>
        cached.applicationId === row.applicationId ? row : cached,
      ),
    onSettled: () => rereadLists(queryClient, caseListsKey),
  });
}
