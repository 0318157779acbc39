import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IngestFile } from '@saakh/domain/ingestion';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ingestFileKey } from './get-ingest-file';
import { ingestFilesKey } from './get-ingest-files';

/** POST /api/ingest-files/{id}/discard: a checked file is dropped without changing anything. */
export function discardIngestFile(id: number) {
  return apiRequest<IngestFile>(`/api/ingest-files/${id}/discard`, { method: 'POST' });
}

export function useDiscardIngestFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardIngestFile,
    onSuccess: (answer) => {
      queryClient.setQueryData(ingestFileKey(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ingestFilesKey(answer.data.kind) });
      if (answer.message) toast(answer.message, 'info');
    },
  });
}
