import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LenderCodeMap } from '@saakh/domain/lender-connectors';
import { apiRequest } from '@/lib/api-client';
import { lenderCodeMapQueryOptions } from './get-code-map';

export type SaveLenderCodeMapVariables = { lenderId: number; map: LenderCodeMap };

/** PUT /api/admin/lenders/{id}/code-map (role 1): both lists replace the stored ones. */
export function saveLenderCodeMap({ lenderId, map }: SaveLenderCodeMapVariables) {
  return apiRequest<LenderCodeMap>(`/api/admin/lenders/${lenderId}/code-map`, { method: 'PUT', body: map });
}

export function useSaveLenderCodeMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLenderCodeMap,
    meta: { silent: true },
    onSuccess: (answer, { lenderId }) => {
      queryClient.setQueryData(lenderCodeMapQueryOptions(lenderId).queryKey, answer.data);
    },
  });
}
