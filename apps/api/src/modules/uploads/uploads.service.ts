/** Image uploads (admin spec §7 s3-upload-file): the type is checked by name and content, then stored. */
import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@saakh/domain/uploads';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { detectImage, slugify } from '../../lib/uploads/images';

export async function storeImage(
  deps: Pick<Deps, 'storage'>,
  file: { filename: string; content: Buffer; folder: string },
): Promise<UploadedFile> {
  if (file.content.length === 0)
    throw new AppError('validation', 'noFileSelected', { errors: { image_name: ['noFileSelected'] } });
  const image = detectImage(file.filename, file.content);
  if (!image) throw new AppError('unsupported_media_type', 'imageOnly');
  const stored = await deps.storage.put(
    `images/${slugify(file.folder)}/${randomUUID()}.${image.ext}`,
    file.content,
    image.mime,
  );
  return { file: stored.url, key: stored.key };
}
