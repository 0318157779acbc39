import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteInput } from '@saakh/domain/telecalling';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { leadKey } from './keys';

export type AddNoteVariables = { leadId: number; input: NoteInput };

export function addNote({ leadId, input }: AddNoteVariables) {
  return apiRequest<undefined>(`/api/admin/telecalling/leads/${leadId}/notes`, { body: input });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: (_answer, _error, { leadId }) => queryClient.invalidateQueries({ queryKey: leadKey(leadId) }),
  });
}
