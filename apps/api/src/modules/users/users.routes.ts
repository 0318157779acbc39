import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import { maskInfoSchema, setLanguageInputSchema, userProfileSchema } from '@saakh/domain/user';
import { requireSession } from '../../plugins/auth';
import * as users from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/:id',
    {
      config: { access: 'customer' },
      schema: { tags: ['users'], params: idParamSchema, response: { 200: okSchema(userProfileSchema) } },
    },
    async (request) => {
      const data = await users.getProfile(app.deps, requireSession(request, 'customer'), request.params.id);
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/getMaskInfo/:id',
    {
      config: { access: 'customer' },
      schema: { tags: ['users'], params: idParamSchema, response: { 200: okSchema(maskInfoSchema) } },
    },
    async (request) => {
      const data = await users.getMaskInfo(app.deps, requireSession(request, 'customer'), request.params.id);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/set-language',
    {
      config: { access: 'customer' },
      schema: { tags: ['users'], body: setLanguageInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await users.setLanguage(app.deps, requireSession(request, 'customer'), request.body.uid, request.body.language);
      return { success: true as const, message: request.t('languageSaved') };
    },
  );
};
