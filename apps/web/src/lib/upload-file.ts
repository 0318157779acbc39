/** The one image upload of the web app: card images and partner logos go through s3-upload-file (admin spec §7). */
import type { UploadedFile } from '@saakh/domain/uploads';
import { apiUpload, type UploadOptions } from './api-upload';

export type UploadFileInput = { file: File; path: string };

/** Stores a file (multipart path, then image_name) and answers its address, reporting progress on the way. */
export async function uploadFile({ file, path }: UploadFileInput, options: UploadOptions = {}): Promise<UploadedFile> {
  const body = new FormData();
  body.append('path', path);
  body.append('image_name', file);
  return (await apiUpload<UploadedFile>('/api/s3-upload-file', body, options)).data;
}
