import { useMutation } from '@tanstack/react-query';
import type { UploadedFile } from '@saakh/domain/uploads';
import { api } from '@/lib/api-client';

export type UploadLogoInput = { file: File; path: string };

/** Stores a logo through s3-upload-file (multipart image_name + path) and answers its address (spec §7). */
export function uploadLogo({ file, path }: UploadLogoInput) {
  const body = new FormData();
  body.append('path', path);
  body.append('image_name', file);
  return api<UploadedFile>('/api/s3-upload-file', { body });
}

export function useUploadLogo() {
  return useMutation({ mutationFn: uploadLogo, meta: { silent: true } });
}
