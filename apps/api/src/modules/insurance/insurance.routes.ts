import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { insuranceProductSchema } from '@saakh/domain/insurance';
import * as insurance from './insurance.service';

export const insuranceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/insurance-products',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], response: { 200: okSchema(z.array(insuranceProductSchema)) } },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return { success: true as const, data: await insurance.listInsuranceProducts(app.deps, request.locale) };
    },
  );
};
