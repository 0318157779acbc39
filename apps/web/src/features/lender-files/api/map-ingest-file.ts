import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IngestFile } from '@saakh/domain/ingestion';
import type { IngestFileMappingInput } from '@saakh/domain/lender-file-profiles';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ingestFileKey } from './get-ingest-file';
import { ingestFilesKey } from './get-ingest-files';
import { lenderFileProfilesKey } from './get-lender-file-profiles';

/** POST /api/ingest-files/{id}/mapping: saves the lender's profile from the mapping step and checks the file. */
export function mapIngestFile(id: number, mapping: IngestFileMappingInput) {
  return apiRequest<IngestFile>(`/api/ingest-files/${id}/mapping`, { method: 'POST', body: mapping });
}

export function useMapIngestFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mapping }: { id: number; mapping: IngestFileMappingInput }) => mapIngestFile(id, mapping),
    onSuccess: (answer) => {
      queryClient.setQueryData(ingestFileKey(answer.data.id), answer.data);
      if (answer.message) toast(answer.message, 'success');
      void queryClient.invalidateQueries({ queryKey: lenderFileProfilesKey });
      return queryClient.invalidateQueries({ queryKey: ingestFilesKey(answer.data.kind) });
    },
  });
}
