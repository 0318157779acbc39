import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Grievance } from '@saakh/domain/grievances';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { grievancesKey } from './get-grievances';

export type ReplyGrievanceVariables = { reference: string; accept: boolean };

/** The customer says whether the answer resolves the complaint (POST /api/grievances/:reference/reply). */
export function replyGrievance({ reference, accept }: ReplyGrievanceVariables) {
  return apiRequest<Grievance>(`/api/grievances/${encodeURIComponent(reference)}/reply`, {
    body: { accept },
    kind: 'customer',
  });
}

export function useReplyGrievance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyGrievance,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData([...grievancesKey, 'one', answer.data.reference], answer.data);
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: [...grievancesKey, 'list'] });
    },
  });
}
