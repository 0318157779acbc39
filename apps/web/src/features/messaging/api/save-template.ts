import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageTemplate, TemplateInput } from '@saakh/domain/messaging';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messagingKey } from './keys';

export type SaveTemplateVariables = { id: number | null; input: TemplateInput };

/** Creates a template (POST) or saves an active one (PUT); a 422's field errors go under the editor's fields. */
export function saveTemplate({ id, input }: SaveTemplateVariables) {
  return id === null
    ? apiRequest<MessageTemplate>('/api/admin/messaging/templates', { body: input })
    : apiRequest<MessageTemplate>(`/api/admin/messaging/templates/${id}`, { method: 'PUT', body: input });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingKey }),
  });
}
