import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { partnerBrandingSchema, partnerByNameParamsSchema } from '@saakh/domain/partners';
import * as partners from './partners.service';

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/get-partner-by-name/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['partners'],
        params: partnerByNameParamsSchema,
        response: { 200: okSchema(partnerBrandingSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await partners.brandingByName(app.deps, request.params.name) }),
  );
};
