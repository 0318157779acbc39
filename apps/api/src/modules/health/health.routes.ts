import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResultSchema } from '@saakh/domain/health';
import { okSchema } from '@saakh/domain/api';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: okSchema(healthResultSchema) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { success: true as const, data: { status: 'ok' as const, time: new Date().toISOString() } };
    },
  );
};
