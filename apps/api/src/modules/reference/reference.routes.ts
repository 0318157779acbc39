import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '@saakh/domain/api';
import { clientSettingsSchema } from '@saakh/domain/settings';
import { getLanguagesInputSchema, languageSchema } from '@saakh/domain/languages';
import {
  searchListItemParamsSchema,
  searchListParamsSchema,
  smartListSchema,
  smartListsResultSchema,
} from '@saakh/domain/smart-lists';
import * as reference from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search-list/:lang',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        params: searchListParamsSchema,
        response: { 200: okSchema(smartListsResultSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data: await reference.smartLists(app.deps, request.params.lang) };
    },
  );

  app.get(
    '/api/search-list/:lang/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['reference'], params: searchListItemParamsSchema, response: { 200: okSchema(smartListSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: await reference.smartList(app.deps, request.params.lang, request.params.id),
    }),
  );

  app.post(
    '/api/getLanguages',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reference'],
        body: getLanguagesInputSchema.nullish(),
        response: { 200: okSchema(z.array(languageSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reference.languages(app.deps, request.body?.countryCode),
    }),
  );

  app.get(
    '/api/get-client-ip',
    {
      config: { access: 'public' },
      schema: { tags: ['reference'], response: { 200: okSchema(z.object({ ip: z.string() })) } },
    },
    async (request) => ({ success: true as const, data: { ip: request.ip } }),
  );

  app.get(
    '/api/settings',
    {
      config: { access: 'public' },
      schema: { tags: ['reference'], response: { 200: okSchema(clientSettingsSchema) } },
    },
    async () => ({ success: true as const, data: { idle: app.deps.config.idle } }),
  );
};
