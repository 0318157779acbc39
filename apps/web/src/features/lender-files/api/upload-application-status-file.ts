import type { IngestFile } from '@saakh/domain/ingestion';
import { apiUpload, type UploadOptions } from '@/lib/api-upload';

/** A file the server took: its record and the server's message, whichever call took it. */
export type UploadedLenderFile = { message: string; file: IngestFile };

/**
 * POST /api/upload-application-status-file (admin spec §7), multipart `image_name`. The server answers at once; the
 * file is checked by a background job, so its `errors` and `rowsUpdated` are those known so far.
 */
export async function uploadApplicationStatusFile(
  file: File,
  options: UploadOptions = {},
  lenderId: number | null = null,
): Promise<UploadedLenderFile> {
  const body = new FormData();
  // Before the file: the server reads the lender (and its file profile) before it streams the file in.
  if (lenderId !== null) body.append('lender_id', String(lenderId));
  body.append('image_name', file);
  const answer = await apiUpload<IngestFile>('/api/upload-application-status-file', body, options);
  return { message: answer.message ?? '', file: answer.data };
}
