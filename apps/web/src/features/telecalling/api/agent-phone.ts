import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { telecallingKey } from './keys';

const agentKey = [...telecallingKey, 'agent'] as const;

/** The telecaller's own phone, which a bridge call rings first. */
export function agentQueryOptions() {
  return queryOptions({
    queryKey: agentKey,
    queryFn: ({ signal }) => api<{ phone: string | null }>('/api/admin/telecalling/agent', { signal }),
    meta: { silent: true },
  });
}

export function useAgent() {
  return useQuery(agentQueryOptions());
}

export function setAgentPhone(phone: string) {
  return apiRequest<undefined>('/api/admin/telecalling/agent', { body: { phone } });
}

export function useSetAgentPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAgentPhone,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKey }),
  });
}
