import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseNote, CaseNoteInput, CaseRow } from '@saakh/domain/cases';
import { api } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { caseNotesKey } from './get-case-notes';
import { caseListsKey } from './get-cases';

export type AddCaseNoteVariables = { applicationId: string; input: CaseNoteInput };

/** An internal note on a case (POST /api/admin/cases/:applicationId/notes). */
export function addCaseNote({ applicationId, input }: AddCaseNoteVariables) {
  return api<CaseNote>(`/api/admin/cases/${applicationId}/notes`, { body: input });
}

/** The note joins the case's notes at once and the row's count goes up; the form shows a refusal itself. */
export function useAddCaseNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCaseNote,
    meta: { silent: true },
    onSuccess: (note, { applicationId }) => {
      queryClient.setQueryData<CaseNote[]>(caseNotesKey(applicationId), (notes) => (notes ? [...notes, note] : notes));
      patchCachedPages<CaseRow>(queryClient, caseListsKey, (row) =>
        row.applicationId === applicationId ? { ...row, notes: row.notes + 1 } : row,
      );
    },
    onSettled: (_note, _error, { applicationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseNotesKey(applicationId) }),
        rereadLists(queryClient, caseListsKey),
      ]),
  });
}
