import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema } from '@saakh/domain/api';
import { trackingEventInputSchema } from '@saakh/domain/tracking';
import { optionalCustomerId } from '../../plugins/auth';
import * as trackingService from './tracking.service';

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tracking',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { tags: ['tracking'], body: trackingEventInputSchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      const userId = await optionalCustomerId(app, request);
      await trackingService.recordEvent(app.deps, { userId, ip: request.ip }, request.body);
      return { success: true as const };
    },
  );
};
