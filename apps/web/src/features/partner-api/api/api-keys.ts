/** The partner's API keys (GET/POST /api/partner/api-keys…): one page, make one (its secret once), revoke one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKeyInput, CreatedApiKey } from '@saakh/domain/partner-api';
import { apiRequest } from '@/lib/api-client';
import { type ListQuery, listQueryOptions, patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';

export const apiKeysKey = ['partner-api-keys'] as const;

export function useApiKeys(query: ListQuery) {
  return useQuery(listQueryOptions<ApiKey>([...apiKeysKey, 'list'], '/api/partner/api-keys', query));
}

/** The dialog shows a refusal under its fields; the secret comes back in the answer, never from a list. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => apiRequest<CreatedApiKey>('/api/partner/api-keys', { body: input }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (answer.message) toast(answer.message, 'success');
      void rereadLists(queryClient, apiKeysKey);
    },
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<ApiKey>(`/api/partner/api-keys/${id}/revoke`, { method: 'POST', body: {} }),
    onSuccess: (answer) => {
      const revoked = answer.data;
      patchCachedPages<ApiKey>(queryClient, [...apiKeysKey, 'list'], (row) => (row.id === revoked.id ? revoked : row));
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, apiKeysKey),
  });
}
