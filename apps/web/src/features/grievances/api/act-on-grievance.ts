import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrievanceActionInput, GrievanceDetail } from '@saakh/domain/grievances';
import { apiRequest } from '@/lib/api-client';
import { rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { grievanceQueueKey } from './get-grievance-queue';

export type ActOnGrievanceVariables = { id: number; input: GrievanceActionInput };

/** Forward, answer, note or close a complaint (POST /api/admin/grievances/:id/actions). */
export function actOnGrievance({ id, input }: ActOnGrievanceVariables) {
  return apiRequest<GrievanceDetail>(`/api/admin/grievances/${id}/actions`, { body: input });
}

/** The action's dialog shows a refusal itself. */
export function useActOnGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnGrievance,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData([...grievanceQueueKey, 'one', answer.data.id], answer.data);
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, [...grievanceQueueKey, 'list']),
  });
}
