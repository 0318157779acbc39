import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  eraseCustomerInputSchema,
  erasureCustomerParamsSchema,
  erasurePreviewSchema,
  erasureRecordSchema,
  erasureRequestListQuerySchema,
  erasureRequestPageSchema,
  erasureSearchQuerySchema,
  erasureSearchResultSchema,
  rejectErasureRequestInputSchema,
} from '@saakh/domain/customer-erasure';
import { myErasureRequestSchema } from '@saakh/domain/data-rights';
import { requireSession } from '../../plugins/auth';
import * as erasure from './customer-erasure.service';

/** Customer info deletion is role 1's alone (admin spec §6); the customer may only ask for it. */
const tags = ['customer-erasure'];

export const customerErasureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/customer-erasure/search',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Customers found by mobile number, PAN or application id, masked',
        querystring: erasureSearchQuerySchema,
        response: { 200: okSchema(erasureSearchResultSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await erasure.searchCustomers(app.deps, request.query.q) }),
  );

  app.get(
    '/api/admin/customer-erasure/customers/:userId',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: "What erasing the customer's data erases and keeps, or the erasure already made",
        params: erasureCustomerParamsSchema,
        response: { 200: okSchema(erasurePreviewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await erasure.previewErasure(app.deps, request.params.userId),
    }),
  );

  app.post(
    '/api/admin/customer-erasure/customers/:userId/erase',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: "Erases the customer's personal data in one transaction and ends their sessions",
        params: erasureCustomerParamsSchema,
        body: eraseCustomerInputSchema,
        response: { 200: okSchema(erasureRecordSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await erasure.eraseCustomer(app.deps, session, request.params.userId, request.body);
      return { success: true as const, message: request.t('erasureDone'), data };
    },
  );

  app.get(
    '/api/admin/customer-erasure/requests',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: "One page of customers' erasure requests, the soonest due first",
        querystring: erasureRequestListQuerySchema,
        response: { 200: okSchema(erasureRequestPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await erasure.listRequests(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/customer-erasure/requests/:id/reject',
    {
      config: { access: 'admin', roles: [1] },
      schema: {
        tags,
        summary: 'Refuses a pending erasure request with a reason category',
        params: idParamSchema,
        body: rejectErasureRequestInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await erasure.rejectRequest(app.deps, requireSession(request, 'admin'), request.params.id, request.body);
      return { success: true as const, message: request.t('erasureRequestRejected') };
    },
  );

  app.post(
    '/api/customer/erasure-request',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        summary: 'The signed-in customer asks for their personal data to be erased (again: the pending request)',
        response: { 200: okSchema(myErasureRequestSchema) },
      },
    },
    async (request) => {
      const data = await erasure.requestErasure(app.deps, requireSession(request, 'customer').subjectId);
      return { success: true as const, message: request.t('erasureRequestReceived'), data };
    },
  );
};
