import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AudienceInput } from '@saakh/domain/messaging';
import { api } from '@/lib/api-client';
import { messagingKey } from './keys';

export function countAudience(input: AudienceInput, signal?: AbortSignal) {
  return api<{ recipients: number }>('/api/admin/messaging/audience', { body: input, signal });
}

/** The live recipient count of a segment on a channel; null input asks nothing (the segment is not valid yet). */
export function useAudienceCount(input: AudienceInput | null) {
  return useQuery({
    queryKey: [...messagingKey, 'audience', input],
    queryFn: ({ signal }) => countAudience(input as AudienceInput, signal),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
