import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { creditCardsQuerySchema, productCatalogueResultSchema, publicCreditCardSchema } from '@saakh/domain/insurance';
import { optionalCustomerId } from '../../plugins/auth';
import * as catalogue from './public-catalogue.service';

const tags = ['catalogue'];

export const publicCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/credit-cards',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: creditCardsQuerySchema,
        response: { 200: okSchema(z.array(publicCreditCardSchema)) },
      },
    },
    async (request, reply) => {
      // The answer depends on the caller (the UTM link is personal), so no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      const userId = await optionalCustomerId(app, request);
      return {
        success: true as const,
        data: await catalogue.listCreditCards(app.deps, userId, request.query, request.locale),
      };
    },
  );

  app.get(
    '/api/products',
    { config: { access: 'public' }, schema: { tags, response: { 200: okSchema(productCatalogueResultSchema) } } },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return { success: true as const, data: catalogue.productCatalogueFor(request.locale) };
    },
  );
};
