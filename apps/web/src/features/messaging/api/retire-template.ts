import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate } from '@saakh/domain/messaging';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingKey } from './keys';

export function retireTemplate(id: number) {
  return apiRequest<MessageTemplate>(`/api/admin/messaging/templates/${id}/retire`, { method: 'POST' });
}

/** Retires a template: kept for the delivery log, it no longer serves a status or starts a campaign. */
export function useRetireTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retireTemplate,
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
