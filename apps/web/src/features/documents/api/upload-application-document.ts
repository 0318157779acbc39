import type { DocumentKind } from '@saakh/domain/documents';
import { apiUpload, type UploadOptions } from '@/lib/api-upload';
import { applicationDocumentsPath } from './get-application-documents';

/** Sends one document of the application as the multipart field `file`, reporting progress. */
export async function uploadDocument(path: string, file: File, options: UploadOptions = {}): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  await apiUpload<unknown>(path, body, options);
}

/** The customer uploads one asked document (POST /api/applications/:applicationId/documents/:kind). */
export function uploadApplicationDocument(
  applicationId: string,
  kind: DocumentKind,
  file: File,
  options: UploadOptions = {},
): Promise<void> {
  return uploadDocument(`${applicationDocumentsPath(applicationId)}/${kind}`, file, options);
}
