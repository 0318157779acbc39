import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IngestFile } from '@saakh/domain/ingestion';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ingestFileKey } from './get-ingest-file';
import { ingestFilesKey } from './get-ingest-files';

/** POST /api/ingest-files/{id}/retry: a failed file is processed again from its stored bytes. */
export function retryIngestFile(id: number) {
  return apiRequest<IngestFile>(`/api/ingest-files/${id}/retry`, { method: 'POST' });
}

export function useRetryIngestFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryIngestFile,
    onSuccess: (answer) => {
      queryClient.setQueryData(ingestFileKey(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: ingestFilesKey(answer.data.kind) });
      if (answer.message) toast(answer.message, 'success');
    },
  });
}
