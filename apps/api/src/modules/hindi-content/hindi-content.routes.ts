import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { missingHindiPageSchema, missingHindiQuerySchema } from '@saakh/domain/hindi-content';
import * as hindiContent from './hindi-content.service';

const tags = ['hindi-content'];

export const hindiContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/missing-hindi',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Admin-entered texts customers or partners read that have no Hindi value yet',
        querystring: missingHindiQuerySchema,
        response: { 200: okSchema(missingHindiPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await hindiContent.missingHindi(app.deps, request.query) }),
  );
};
