import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderSla } from '@saakh/domain/cases';
import { api } from '@/lib/api-client';
import { rereadLists } from '@/lib/list-query';
import { caseListsKey } from './get-cases';
import { lenderSlaKey } from './get-lender-sla';

export type UpdateLenderSlaVariables = { lenderId: number; input: LenderSla };

/** Sets a lender's turnaround per status (PUT /api/admin/lenders/:id/sla, role 1). */
export function updateLenderSla({ lenderId, input }: UpdateLenderSlaVariables) {
  return api<LenderSla>(`/api/admin/lenders/${lenderId}/sla`, { method: 'PUT', body: input });
}

/** The form shows a refusal itself; the queue's breaches are read again with the new times. */
export function useUpdateLenderSla() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLenderSla,
    meta: { silent: true },
    onSuccess: (sla, { lenderId }) => queryClient.setQueryData(lenderSlaKey(lenderId), sla),
    onSettled: () => rereadLists(queryClient, caseListsKey),
  });
}
