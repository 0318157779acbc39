import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollupRebuildInput } from '@saakh/domain/reporting';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { reportsKey } from './get-dashboard';

export function rebuildRollupDay(input: RollupRebuildInput) {
  return apiRequest<unknown>('/api/admin/dashboard/rebuild', { method: 'POST', body: input });
}

/** After a rebuild is queued, the dashboard is read again at these delays (ms), by when the job has usually run. */
const REREAD_AFTER_MS = [0, 3000, 8000];

/**
 * Counts one day's figures again (role 1): the server queues the work and says so; the dashboard is read again a
 * few times while the job runs (a day already counted is not "pending" to the server while it is counted again).
 */
export function useRebuildRollupDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildRollupDay,
    // A refused day is shown under the date field, not as a toast.
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      for (const delay of REREAD_AFTER_MS) {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: [...reportsKey, 'dashboard'] }), delay);
      }
    },
  });
}
