import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from '@saakh/domain/telecalling';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { leadKey, telecallingKey } from './keys';

export function startCall(leadId: number) {
  return apiRequest<CallAnswer>(`/api/admin/telecalling/leads/${leadId}/call`, { method: 'POST', body: {} });
}

/** Click-to-call: the provider rings the telecaller's phone, then the customer's. */
export function useStartCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCall,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'info');
    },
    // The call is an attempt: the work view reads the lead again, which now lets the outcome be saved.
    onSettled: (_answer, _error, leadId) => queryClient.invalidateQueries({ queryKey: leadKey(leadId) }),
  });
}

const finished = new Set(['completed', 'no_answer', 'failed']);

/** A placed call's status, read every two seconds until it ends. */
export function callQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...telecallingKey, 'call', id],
    queryFn: ({ signal }) => api<CallAnswer>(`/api/admin/telecalling/calls/${id}`, { signal }),
    refetchInterval: (query) => (query.state.data && finished.has(query.state.data.status) ? false : 2_000),
    meta: { silent: true },
  });
}

export function useCall(id: number | null) {
  return useQuery({ ...callQueryOptions(id ?? 0), enabled: id !== null });
}
