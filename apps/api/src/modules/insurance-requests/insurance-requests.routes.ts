import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  adminInsuranceRequestListQuerySchema,
  adminInsuranceRequestSchema,
  createInsuranceRequestInputSchema,
  createInsuranceRequestResultSchema,
  insuranceRequestSchema,
  updateInsuranceRequestStatusInputSchema,
} from '@saakh/domain/insurance-requests';
import { pageOf } from '@saakh/domain/lists';
import { requireSession } from '../../plugins/auth';
import * as service from './insurance-requests.service';

const tags = ['insurance'];

export const insuranceRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/insurance-requests',
    {
      config: { access: 'customer', rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Ask for an insurance quote or a call back; the same request within 30 minutes answers the first',
        body: createInsuranceRequestInputSchema,
        response: { 200: okSchema(createInsuranceRequestResultSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'customer');
      const data = await service.createRequest(app.deps, session, request.body, request.ip);
      return {
        success: true as const,
        message: request.t(data.duplicate ? 'insuranceRequestAlreadyRecorded' : 'insuranceRequestRecorded'),
        data,
      };
    },
  );

  app.get(
    '/api/insurance-requests',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer’s own insurance requests with their status, newest first',
        response: { 200: okSchema(z.array(insuranceRequestSchema)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listOwnRequests(app.deps, requireSession(request, 'customer')),
    }),
  );

  app.get(
    '/api/admin/insurance-requests',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'One page of insurance requests with the customer, partner and who handled them',
        querystring: adminInsuranceRequestListQuerySchema,
        response: { 200: okSchema(pageOf(adminInsuranceRequestSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await service.listRequests(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/insurance-requests/:id/status',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Mark a request contacted or closed (forward only), audited',
        params: idParamSchema,
        body: updateInsuranceRequestStatusInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      await service.updateStatus(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('insuranceRequestStatusSaved') };
    },
  );
};
