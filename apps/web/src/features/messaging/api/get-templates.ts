import { useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@saakh/domain/messaging';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { messagingKey } from './keys';

/** One page of message templates (GET /api/admin/messaging/templates). */
export function templatesQueryOptions(query: ListQuery) {
  return listQueryOptions<MessageTemplate>([...messagingKey, 'templates'], '/api/admin/messaging/templates', query);
}

export function useTemplates(query: ListQuery) {
  return useQuery(templatesQueryOptions(query));
}
