import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { uploadedFileSchema } from '@saakh/domain/uploads';
import { AppError } from '../../lib/app-error';
import { detectImage, slugify } from '../../lib/uploads/images';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/s3-upload-file',
    {
      config: { access: 'admin', roles: [1] },
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 200: okSchema(uploadedFileSchema) } },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'unsupportedMediaType');
      let content: Buffer | undefined;
      let filename = '';
      let folder = 'images';
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image_name' || content) {
            part.file.resume();
            continue;
          }
          filename = part.filename;
          content = await part.toBuffer();
        } else if (part.fieldname === 'path' && typeof part.value === 'string') {
          folder = slugify(part.value);
        }
      }
      if (!content || content.length === 0)
        throw new AppError('validation', 'noFileSelected', { errors: { image_name: ['noFileSelected'] } });
      const image = detectImage(filename, content);
      if (!image) throw new AppError('unsupported_media_type', 'imageOnly');
      const stored = await app.storage.put(`images/${folder}/${randomUUID()}.${image.ext}`, content, image.mime);
      return {
        success: true as const,
        message: request.t('fileUploaded'),
        data: { file: stored.url, key: stored.key },
      };
    },
  );
};
