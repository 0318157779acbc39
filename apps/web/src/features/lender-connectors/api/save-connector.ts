import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderConnector, LenderConnectorInput } from '@saakh/domain/lender-connectors';
import { apiRequest } from '@/lib/api-client';
import { lenderConnectorKey, lenderConnectorQueryOptions } from './get-connector';
import { connectorsHealthKey } from './get-connectors-health';

export type SaveLenderConnectorVariables = { lenderId: number; input: LenderConnectorInput };

/** PUT /api/admin/lenders/{id}/connector (role 1): a secret left out keeps the one stored. */
export function saveLenderConnector({ lenderId, input }: SaveLenderConnectorVariables) {
  return apiRequest<LenderConnector>(`/api/admin/lenders/${lenderId}/connector`, { method: 'PUT', body: input });
}

/** The saved connector replaces the cached one; its health and words are read again (a first save seeds words). */
export function useSaveLenderConnector() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLenderConnector,
    // The form shows the failure under its fields or above its button.
    meta: { silent: true },
    onSuccess: (answer, { lenderId }) => {
      queryClient.setQueryData(lenderConnectorQueryOptions(lenderId).queryKey, answer.data);
      void queryClient.invalidateQueries({
        queryKey: lenderConnectorKey(lenderId),
        predicate: (query) => query.queryKey[2] !== 'connector',
      });
      void queryClient.invalidateQueries({ queryKey: connectorsHealthKey });
    },
  });
}
