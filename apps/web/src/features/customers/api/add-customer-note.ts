import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsrNote, CsrNoteInput } from '@saakh/domain/csr';
import { apiRequest } from '@/lib/api-client';
import { customerViewKey } from './get-customer-view';

export type AddCustomerNoteVariables = { id: number } & CsrNoteInput;

export function addCustomerNote({ id, ...body }: AddCustomerNoteVariables) {
  return apiRequest<CsrNote>(`/api/admin/csr/customers/${id}/notes`, { body });
}

export function useAddCustomerNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomerNote,
    meta: { silent: true },
    onSuccess: (_answer, { id }) => queryClient.invalidateQueries({ queryKey: customerViewKey(id) }),
  });
}
