/** The admins' partner-support queue (/api/admin/partner-tickets…, /api/admin/partner-support/counts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerSupportCounts, TicketDetail, TicketSummary } from '@saakh/domain/partner-support';
import { api, apiRequest } from '@/lib/api-client';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';

export const partnerSupportKey = ['partner-support'] as const;

export function useAdminTickets(query: ListQuery) {
  return useQuery(
    listQueryOptions<TicketSummary>([...partnerSupportKey, 'tickets'], '/api/admin/partner-tickets', query),
  );
}

export function useAdminTicket(id: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...partnerSupportKey, 'ticket', id ?? 0],
      queryFn: ({ signal }) => api<TicketDetail>(`/api/admin/partner-tickets/${id}`, { signal }),
      meta: { silent: true },
    }),
    enabled: id !== null,
  });
}

export function useSupportCounts() {
  return useQuery({
    queryKey: [...partnerSupportKey, 'counts'],
    queryFn: ({ signal }) => api<PartnerSupportCounts>('/api/admin/partner-support/counts', { signal }),
    meta: { silent: true },
  });
}

export function adminAttachmentHref(ticketId: number, attachmentId: number): string {
  return `/api/admin/partner-tickets/${ticketId}/attachments/${attachmentId}`;
}

function useAdminTicketMutation<V>(send: (variables: V) => Promise<{ message?: string; data: TicketDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: partnerSupportKey });
    },
  });
}

export function useAdminReply() {
  return useAdminTicketMutation(({ id, form }: { id: number; form: FormData }) =>
    apiRequest<TicketDetail>(`/api/admin/partner-tickets/${id}/replies`, { body: form }),
  );
}

export function useAdminClose() {
  return useAdminTicketMutation((id: number) =>
    apiRequest<TicketDetail>(`/api/admin/partner-tickets/${id}/close`, { method: 'POST', body: {} }),
  );
}
