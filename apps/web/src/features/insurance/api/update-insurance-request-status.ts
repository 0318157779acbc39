import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInsuranceRequest, UpdateInsuranceRequestStatusInput } from '@saakh/domain/insurance-requests';
import { apiRequest } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { adminInsuranceRequestsKey } from './get-admin-insurance-requests';

export type UpdateInsuranceRequestStatusVariables = { id: number; input: UpdateInsuranceRequestStatusInput };

export function updateInsuranceRequestStatus({ id, input }: UpdateInsuranceRequestStatusVariables) {
  return apiRequest<undefined>(`/api/admin/insurance-requests/${id}/status`, { body: input });
}

/** Shows the new status at once, then reads the list again (who handled it, and the status filter). */
export function useUpdateInsuranceRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInsuranceRequestStatus,
    onSuccess: (answer, { id, input }) => {
      patchCachedPages<AdminInsuranceRequest>(queryClient, [...adminInsuranceRequestsKey, 'list'], (row) =>
        row.id === id ? { ...row, status: input.status } : row,
      );
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, adminInsuranceRequestsKey),
  });
}
