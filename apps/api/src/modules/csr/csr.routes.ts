import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  csrCallbackAnswerSchema,
  csrCallbackInputSchema,
  csrCustomerPageSchema,
  csrCustomerParamsSchema,
  csrCustomerViewSchema,
  csrFlagInputSchema,
  csrNoteInputSchema,
  csrNoteSchema,
  csrResendAnswerSchema,
  csrResendInputSchema,
  csrRevealAnswerSchema,
  csrRevealInputSchema,
  csrSearchQuerySchema,
} from '@saakh/domain/csr';
import { requireSession } from '../../plugins/auth';
import * as csr from './csr.service';

/** The CSR portal is open to every admin role (admin spec §6); role 3 sees identifiers masked. */
const access: { access: 'admin'; roles: (1 | 2 | 3)[] } = { access: 'admin', roles: [1, 2, 3] };
const tags = ['csr-portal'];

export const csrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/csr/customers',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'Customers found by mobile, PAN, application id, e-mail or the start of a name (masked for role 3)',
        querystring: csrSearchQuerySchema,
        response: { 200: okSchema(csrCustomerPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await csr.searchCustomers(app.deps, requireSession(request, 'admin'), request.query),
    }),
  );

  app.get(
    '/api/admin/csr/customers/:id',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'Everything about one customer: profile, applications and their timelines, offers, consents, messages',
        params: csrCustomerParamsSchema,
        response: { 200: okSchema(csrCustomerViewSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await csr.customerView(app.deps, requireSession(request, 'admin'), request.params.id, request.locale),
    }),
  );

  app.post(
    '/api/admin/csr/customers/:id/reveal',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'The whole mobile number, PAN or e-mail address, for a reason; audited',
        params: csrCustomerParamsSchema,
        body: csrRevealInputSchema,
        response: { 200: okSchema(csrRevealAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await csr.reveal(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/csr/customers/:id/notes',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'Adds a staff note to the customer',
        params: csrCustomerParamsSchema,
        body: csrNoteInputSchema,
        response: { 200: okSchema(csrNoteSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await csr.addNote(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/csr/customers/:id/update-flag',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'Sets pl_update_required or pl_se_update_required: the customer is sent back to the detail page',
        params: csrCustomerParamsSchema,
        body: csrFlagInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await csr.setUpdateFlag(app.deps, requireSession(request, 'admin'), request.params.id, request.body);
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/csr/customers/:id/resend-status',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'Sends the message of an application’s current status again, in the customer’s language',
        params: csrCustomerParamsSchema,
        body: csrResendInputSchema,
        response: { 200: okSchema(csrResendAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await csr.resendStatusMessage(app.deps, requireSession(request, 'admin'), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/csr/customers/:id/callback',
    {
      config: { ...access },
      schema: {
        tags,
        summary: 'Puts the customer in the telecalling queue as a callback at the chosen time',
        params: csrCustomerParamsSchema,
        body: csrCallbackInputSchema,
        response: { 200: okSchema(csrCallbackAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await csr.raiseCustomerCallback(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      ),
    }),
  );
};
