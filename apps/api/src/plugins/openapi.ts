/**
 * OpenAPI 3 document generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json) when the
 * API_DOCS setting allows it (off in production unless asked for): the document lists every route and its rules.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiPlugin = fp(async (app: FastifyInstance, options: { serve: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Saakh API', version: '1.0.0', description: 'Loan, credit-card and insurance marketplace API' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      const levels = Array.isArray(access) ? access : access ? [access] : [];
      const schema = transformed.schema as Record<string, unknown>;
      if (levels.length > 0 && !levels.includes('public')) schema.security = [{ bearer: [] }];
      schema['x-access'] = levels;
      if (input.route.config?.roles) schema['x-roles'] = input.route.config.roles;
      return transformed;
    },
  });
  if (options.serve) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
