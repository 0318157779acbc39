/** The partner's tickets (GET/POST /api/partner/tickets…): list, one ticket, open, reply, close. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketSummary } from '@saakh/domain/partner-support';
import { api, apiRequest } from '@/lib/api-client';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';

export const partnerTicketsKey = ['partner-tickets'] as const;

export function usePartnerTickets(query: ListQuery) {
  return useQuery(listQueryOptions<TicketSummary>([...partnerTicketsKey, 'list'], '/api/partner/tickets', query));
}

export function partnerTicketQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...partnerTicketsKey, 'one', id],
    queryFn: ({ signal }) => api<TicketDetail>(`/api/partner/tickets/${id}`, { signal }),
    meta: { silent: true },
  });
}

export function usePartnerTicket(id: number | null) {
  return useQuery({ ...partnerTicketQueryOptions(id ?? 0), enabled: id !== null });
}

export function partnerAttachmentHref(ticketId: number, attachmentId: number): string {
  return `/api/partner/tickets/${ticketId}/attachments/${attachmentId}`;
}

function useTicketMutation<V>(send: (variables: V) => Promise<{ message?: string; data: TicketDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      queryClient.setQueryData(partnerTicketQueryOptions(answer.data.id).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: [...partnerTicketsKey, 'list'] });
    },
  });
}

/** Opens a ticket: the form's fields and, when chosen, the attachment, as one multipart request. */
export function useCreateTicket() {
  return useTicketMutation((form: FormData) => apiRequest<TicketDetail>('/api/partner/tickets', { body: form }));
}

export function useReplyTicket() {
  return useTicketMutation(({ id, form }: { id: number; form: FormData }) =>
    apiRequest<TicketDetail>(`/api/partner/tickets/${id}/replies`, { body: form }),
  );
}

export function useCloseTicket() {
  return useTicketMutation((id: number) =>
    apiRequest<TicketDetail>(`/api/partner/tickets/${id}/close`, { method: 'POST', body: {} }),
  );
}
