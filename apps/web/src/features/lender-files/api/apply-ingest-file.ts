import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyIngestInput, IngestFile } from '@saakh/domain/ingestion';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ingestFileKey } from './get-ingest-file';
import { ingestFilesKey } from './get-ingest-files';

export type ApplyIngestFileInput = { id: number } & ApplyIngestInput;

/**
 * POST /api/ingest-files/{id}/apply. A 409 says why not (row errors without skip_errors, a duplicate without
 * confirm_duplicate); the global handler toasts it.
 */
export function applyIngestFile({ id, ...choices }: ApplyIngestFileInput) {
  return apiRequest<IngestFile>(`/api/ingest-files/${id}/apply`, { body: choices });
}

/** The file moves to `applying`; its query polls again until it is applied, then the history is read again. */
export function useApplyIngestFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyIngestFile,
    onSuccess: (answer) => {
      queryClient.setQueryData(ingestFileKey(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ingestFilesKey(answer.data.kind) });
      if (answer.message) toast(answer.message, 'success');
    },
  });
}
