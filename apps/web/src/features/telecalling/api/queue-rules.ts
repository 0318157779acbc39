import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueueBuild, QueueRuleInput, QueueRuleReason, QueueRulesAnswer } from '@saakh/domain/telecalling';
import { api, apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { myQueueKey, rulesKey, teamKey, telecallingKey } from './keys';

/** The queue rules as they run, and the last build. */
export function rulesQueryOptions() {
  return queryOptions({
    queryKey: rulesKey,
    queryFn: ({ signal }) => api<QueueRulesAnswer>('/api/admin/telecalling/rules', { signal }),
    meta: { silent: true },
  });
}

export function useQueueRules() {
  return useQuery(rulesQueryOptions());
}

export type UpdateRuleVariables = { reason: QueueRuleReason; input: QueueRuleInput };

export function updateRule({ reason, input }: UpdateRuleVariables) {
  return apiRequest<QueueRulesAnswer>(`/api/admin/telecalling/rules/${reason}`, { body: input });
}

export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRule,
    meta: { silent: true },
    onSuccess: (answer) => {
      queryClient.setQueryData(rulesKey, answer.data);
      if (answer.message) toast(answer.message, 'success');
    },
  });
}

export function requestBuild() {
  return apiRequest<QueueBuild>('/api/admin/telecalling/builds', { method: 'POST', body: {} });
}

/** "Build queue now": the job is asked for; `useBuild` follows it to its count. */
export function useRequestBuild() {
  return useMutation({ mutationFn: requestBuild });
}

/** A build followed until its job has run; then the rules (last build), the team and the queues are read again. */
export function useBuild(id: number | null) {
  const queryClient = useQueryClient();
  const build = useQuery({
    queryKey: [...telecallingKey, 'build', id],
    queryFn: ({ signal }) => api<QueueBuild>(`/api/admin/telecalling/builds/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : 1_000),
    meta: { silent: true },
  });
  const done = build.data?.status === 'done';
  useEffect(() => {
    if (!done) return;
    for (const queryKey of [rulesKey, teamKey, myQueueKey]) void queryClient.invalidateQueries({ queryKey });
  }, [done, queryClient]);
  return build;
}
