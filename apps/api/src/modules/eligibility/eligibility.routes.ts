import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@saakh/domain/api';
import {
  adminEligibilityAnswerSchema,
  eligibilityListQuerySchema,
  eligibilityRowListSchema,
} from '@saakh/domain/eligibility';
import * as eligibility from './eligibility.service';

const tags = ['eligibility'];

export const eligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/customer-eligibility',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        querystring: eligibilityListQuerySchema,
        response: { 200: okSchema(adminEligibilityAnswerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await eligibility.adminRows(app.deps, request.query) }),
  );

  // Partners read it in their training material; an admin may open it too (e.g. to check what partners see).
  app.get(
    '/api/partner/get-eligibility-criteria',
    {
      config: { access: ['partner', 'admin'] },
      schema: { tags, response: { 200: okSchema(eligibilityRowListSchema) } },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return { success: true as const, data: await eligibility.partnerRows(app.deps, request.locale) };
    },
  );
};
