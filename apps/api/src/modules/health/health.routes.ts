import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResultSchema } from '@saakh/domain/health';
import { okSchema } from '@saakh/domain/api';
import { ping } from './health.repository';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: okSchema(healthResultSchema) } } },
    async () => {
      await ping(app.deps.db);
      return { success: true as const, data: { status: 'ok' as const, time: app.deps.clock.now().toISOString() } };
    },
  );
};
