import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DispositionInput, LeadSummary } from '@saakh/domain/telecalling';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { telecallingKey } from './keys';

export type DisposeVariables = { leadId: number; input: DispositionInput };

export function disposeLead({ leadId, input }: DisposeVariables) {
  return apiRequest<{ lead: LeadSummary; open: boolean }>(`/api/admin/telecalling/leads/${leadId}/disposition`, {
    body: input,
  });
}

/** Saves what the call ended in; field errors (a past callback, a missing reason) are shown by the form. */
export function useDisposeLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disposeLead,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: telecallingKey }),
  });
}
