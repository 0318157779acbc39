import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DateRangeQuery } from '@saakh/domain/date-ranges';
import { listQueryString } from '@saakh/domain/list-query-string';
import type { LeadSummary, TeamAnswer, Telecaller } from '@saakh/domain/telecalling';
import { api, apiRequest } from '@/lib/api-client';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { teamKey, telecallingKey } from './keys';

/** Each telecaller's queue, calls and outcomes over a range, and the same per day. */
export function teamQueryOptions(range: DateRangeQuery) {
  const query = { preset: range.preset, from: range.from, to: range.to };
  return queryOptions({
    queryKey: [...teamKey, query],
    queryFn: ({ signal }) => api<TeamAnswer>(`/api/admin/telecalling/team${listQueryString(query)}`, { signal }),
    meta: { silent: true },
  });
}

export function useTeam(range: DateRangeQuery, enabled = true) {
  return useQuery({ ...teamQueryOptions(range), enabled });
}

/** One page of open leads by holder and reason. */
export function useTeamLeads(query: ListQuery) {
  return useQuery(listQueryOptions<LeadSummary>([...teamKey, 'leads'], '/api/admin/telecalling/team/leads', query));
}

export function useTelecallers() {
  return useQuery({
    queryKey: [...teamKey, 'telecallers'],
    queryFn: ({ signal }) => api<Telecaller[]>('/api/admin/telecalling/telecallers', { signal }),
    meta: { silent: true },
  });
}

export type ReassignVariables = { leadId: number; adminId: number };

export function reassignLead({ leadId, adminId }: ReassignVariables) {
  return apiRequest<LeadSummary>(`/api/admin/telecalling/leads/${leadId}/assign`, { body: { admin_id: adminId } });
}

export function useReassignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reassignLead,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: telecallingKey }),
  });
}
