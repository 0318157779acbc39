import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IngestFile, IngestKind } from '@saakh/domain/ingestion';
import { apiUpload, type UploadOptions } from '@/lib/api-upload';
import { toast } from '@/lib/toast';
import { ingestFileKey } from './get-ingest-file';
import { ingestFilesKey } from './get-ingest-files';
import { uploadApplicationStatusFile, type UploadedLenderFile } from './upload-application-status-file';

/** POST /api/ingest-files/{kind}, multipart `image_name`: the file is stored and checked by a background job. */
export async function uploadIngestFile(
  kind: IngestKind,
  file: File,
  options: UploadOptions = {},
  lenderId: number | null = null,
): Promise<UploadedLenderFile> {
  const body = new FormData();
  // Before the file: the server reads the lender (and its file profile) before it streams the file in.
  if (lenderId !== null) body.append('lender_id', String(lenderId));
  body.append('image_name', file);
  const answer = await apiUpload<IngestFile>(`/api/ingest-files/${kind}`, body, options);
  return { message: answer.message ?? '', file: answer.data };
}

/** `lenderId`: the lender the file is from, whose file profile reads it (decision 046). */
export type UploadLenderFileInput = { file: File; options?: UploadOptions; lenderId?: number | null };

/**
 * Sends a lender file of a kind: the status file through the spec's own call, the others through the generic one.
 * The upload box shows a failure itself; success toasts the server's message and reads the history again.
 */
export function useUploadLenderFile(kind: IngestKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options, lenderId = null }: UploadLenderFileInput) =>
      kind === 'status'
        ? uploadApplicationStatusFile(file, options, lenderId)
        : uploadIngestFile(kind, file, options, lenderId),
    meta: { silent: true },
    onSuccess: ({ message, file }) => {
      queryClient.setQueryData(ingestFileKey(file.id), file);
      if (message) toast(message, 'success');
      return queryClient.invalidateQueries({ queryKey: ingestFilesKey(kind) });
    },
  });
}
