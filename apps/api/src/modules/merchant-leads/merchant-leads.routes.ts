import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema } from '@saakh/domain/api';
import { createMerchantLeadInputSchema } from '@saakh/domain/merchant-leads';
import * as merchantLeads from './merchant-leads.service';

export const merchantLeadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/merchant-leads',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags: ['merchant-leads'], body: createMerchantLeadInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await merchantLeads.createMerchantLead(app.deps, request.body, request.ip);
      return { success: true as const, message: request.t('merchantLeadSaved') };
    },
  );
};
