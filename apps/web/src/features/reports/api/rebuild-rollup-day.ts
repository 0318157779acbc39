import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollupRebuildInput } from '@saakh/domain/reporting';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { reportsKey } from './get-dashboard';

export function rebuildRollupDay(input: RollupRebuildInput) {
  return apiRequest<unknown>('/api/admin/dashboard/rebuild', { method: 'POST', body: input });
}

/**
 * Counts one day's figures again (role 1): the server queues the work and says so. The dashboard is read again at
 * once: while the job is queued the day counts as pending, so the dashboard keeps asking until it has run.
 */
export function useRebuildRollupDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildRollupDay,
    // A refused day is shown under the date field, not as a toast.
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: [...reportsKey, 'dashboard'] });
    },
  });
}
