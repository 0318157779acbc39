import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadSummary } from '@saakh/domain/telecalling';
import { apiRequest } from '@/lib/api-client';
import { telecallingKey } from './keys';

export function takeNextLead() {
  return apiRequest<{ lead: LeadSummary | null }>('/api/admin/telecalling/next', { method: 'POST', body: {} });
}

/** "Next customer": the next due lead becomes the caller's (null when none is due). */
export function useTakeNextLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeNextLead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: telecallingKey }),
  });
}
