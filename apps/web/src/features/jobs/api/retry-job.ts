import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@saakh/domain/jobs';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { jobsKey } from './get-jobs';

export function retryJob(id: number) {
  return apiRequest<Job>(`/api/admin/jobs/${id}/retry`, { method: 'POST' });
}

/** A dead letter goes round again; the server says so, and the list and the overview are read again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
