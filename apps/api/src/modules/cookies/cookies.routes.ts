/** Server-kept named cookies (customer spec §7): only the spec's names, never the token cookies. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  deleteCookieInputSchema,
  readCookieQuerySchema,
  saveCookieInputSchema,
  tokenCookieNames,
  type ServerCookieName,
} from '@saakh/domain/cookies';
import { fieldError } from '../../lib/app-error';

function assertNotToken(name: ServerCookieName): void {
  if ((tokenCookieNames as readonly string[]).includes(name)) throw fieldError('name', 'cookieNotAllowed');
}

export const cookiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.deps.config.cookieSecure };

  app.post(
    '/api/cookies/save',
    {
      config: { access: 'public' },
      schema: { tags: ['cookies'], body: saveCookieInputSchema, response: { 200: okMessageSchema } },
    },
    async (request, reply) => {
      assertNotToken(request.body.name);
      reply.setCookie(request.body.name, request.body.value, { ...cookieOptions, maxAge: request.body.minutes * 60 });
      return { success: true as const };
    },
  );

  app.get(
    '/api/cookies/read',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cookies'],
        querystring: readCookieQuerySchema,
        response: { 200: okSchema(z.string().nullable()) },
      },
    },
    async (request) => {
      assertNotToken(request.query.name);
      return { success: true as const, data: request.cookies[request.query.name] ?? null };
    },
  );

  app.post(
    '/api/cookies/delete',
    {
      config: { access: 'public' },
      schema: { tags: ['cookies'], body: deleteCookieInputSchema, response: { 200: okMessageSchema } },
    },
    async (request, reply) => {
      assertNotToken(request.body.name);
      reply.clearCookie(request.body.name, cookieOptions);
      return { success: true as const };
    },
  );
};
