/** The one file upload of the web app: admin screens store card images and partner logos through it. */
import { useMutation } from '@tanstack/react-query';
import type { UploadedFile } from '@saakh/domain/uploads';
import { api } from './api-client';

export type UploadFileInput = { file: File; path: string };

/** Stores a file through s3-upload-file (multipart path, then image_name) and answers its address (spec §7). */
export function uploadFile({ file, path }: UploadFileInput) {
  const body = new FormData();
  body.append('path', path);
  body.append('image_name', file);
  return api<UploadedFile>('/api/s3-upload-file', { body });
}

/** Failures are silent here: each form shows its own message beside the file input. */
export function useUploadFile() {
  return useMutation({ mutationFn: uploadFile, meta: { silent: true } });
}
