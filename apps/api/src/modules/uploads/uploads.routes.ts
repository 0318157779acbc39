import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { uploadedFileSchema } from '@saakh/domain/uploads';
import { AppError } from '../../lib/app-error';
import { storeImage } from './uploads.service';

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
          folder = part.value;
        }
      }
      if (!content) throw new AppError('validation', 'noFileSelected', { errors: { image_name: ['noFileSelected'] } });
      const data = await storeImage(app.deps, { filename, content, folder });
      return { success: true as const, message: request.t('fileUploaded'), data };
    },
  );
};
