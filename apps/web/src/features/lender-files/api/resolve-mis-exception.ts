import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MisException, ResolveMisExceptionInput } from '@saakh/domain/reconciliation';
import { apiRequest } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { misExceptionsKey } from './get-mis-exceptions';

export type ResolveMisExceptionVariables = { id: number; input: ResolveMisExceptionInput };

/** POST /api/mis-exceptions/{id}/resolve: confirm the suggested application, pick another, or say it is not ours. */
export function resolveMisException({ id, input }: ResolveMisExceptionVariables) {
  return apiRequest<MisException>(`/api/mis-exceptions/${id}/resolve`, { body: input });
}

/**
 * The decided row shows its resolution at once, then the lists are read again (it leaves the open queue). The
 * pick-another dialog shows a failure itself, so errors are not toasted here.
 */
export function useResolveMisException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveMisException,
    meta: { silent: true },
    onSuccess: (answer) => {
      patchCachedPages<MisException>(queryClient, misExceptionsKey, (row) =>
        row.id === answer.data.id ? answer.data : row,
      );
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, misExceptionsKey),
  });
}
