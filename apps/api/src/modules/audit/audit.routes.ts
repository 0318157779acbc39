import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import { auditAnswerSchema, auditListQuerySchema, auditParamsSchema } from '@saakh/domain/audit';
import * as audit from './audit.service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit/:entity/:id',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags: ['audit'],
        params: auditParamsSchema,
        querystring: auditListQuerySchema,
        response: { 200: okSchema(auditAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await audit.history(app.deps, request.params.entity, request.params.id, request.query),
    }),
  );
};
