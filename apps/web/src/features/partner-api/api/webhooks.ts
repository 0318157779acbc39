/** The partner's webhooks (GET/POST/DELETE /api/partner/webhooks…) and their delivery log with replay. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookInput,
  CreatedWebhook,
  Webhook,
  WebhookDelivery,
  WebhookDeliverySummary,
} from '@saakh/domain/partner-api';
import { api, apiRequest } from '@/lib/api-client';
import { listQueryOptions, type ListQuery } from '@/lib/list-query';
import { toast } from '@/lib/toast';

export const webhooksKey = ['partner-webhooks'] as const;
export const webhookDeliveriesKey = ['partner-webhook-deliveries'] as const;

export function webhooksQueryOptions() {
  return queryOptions({
    queryKey: [...webhooksKey, 'list'],
    queryFn: ({ signal }) => api<Webhook[]>('/api/partner/webhooks', { signal }),
  });
}

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWebhookInput) => apiRequest<CreatedWebhook>('/api/partner/webhooks', { body: input }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: webhooksKey });
    },
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<undefined>(`/api/partner/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export function useWebhookDeliveries(query: ListQuery) {
  return useQuery({
    ...listQueryOptions<WebhookDelivery>([...webhookDeliveriesKey, 'list'], '/api/partner/webhook-deliveries', query),
    // Deliveries change on their own (tries, answers): the log follows them while it is open.
    refetchInterval: 10_000,
  });
}

export function useWebhookDeliverySummary() {
  return useQuery({
    queryKey: [...webhookDeliveriesKey, 'summary'],
    queryFn: ({ signal }) => api<WebhookDeliverySummary>('/api/partner/webhook-deliveries/summary', { signal }),
    refetchInterval: 30_000,
  });
}

export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WebhookDelivery>(`/api/partner/webhook-deliveries/${id}/replay`, { method: 'POST', body: {} }),
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey }),
  });
}
