import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema } from '@saakh/domain/api';
import { helpRequestInputSchema } from '@saakh/domain/help';
import { optionalCustomerId } from '../../plugins/auth';
import * as help from './help.service';

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/help',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { tags: ['help'], body: helpRequestInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      const userId = await optionalCustomerId(app, request);
      await help.createHelpRequest(app.deps, { userId, ip: request.ip }, request.body);
      return { success: true as const, message: request.t('helpSent') };
    },
  );
};
