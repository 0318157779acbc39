import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DedupeLog, DedupeOverrideInput } from '@saakh/domain/dedupe';
import { apiRequest } from '@/lib/api-client';
import { patchCachedPages, rereadLists } from '@/lib/list-query';
import { toast } from '@/lib/toast';
import { dedupeLogsKey } from './get-dedupe-logs';

export type OverrideDedupeLogVariables = { id: number; input: DedupeOverrideInput };

export function overrideDedupeLog({ id, input }: OverrideDedupeLogVariables) {
  return apiRequest<DedupeLog>(`/api/admin/de-dupe-logs/${id}/override`, { body: input });
}

/** The override dialog shows a refusal itself (a missing reason, an already moved or disbursed application). */
export function useOverrideDedupeLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideDedupeLog,
    meta: { silent: true },
    onSuccess: (answer) => {
      const changed = answer.data;
      queryClient.setQueryData([...dedupeLogsKey, 'one', changed.id], changed);
      patchCachedPages<DedupeLog>(queryClient, [...dedupeLogsKey, 'list'], (row) =>
        row.id === changed.id ? changed : row,
      );
      if (answer.message) toast(answer.message, 'success');
    },
    onSettled: () => rereadLists(queryClient, dedupeLogsKey),
  });
}
