import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okSchema } from '@saakh/domain/api';
import {
  applicationIdParamsSchema,
  applicationLenderSubmissionSchema,
  connectorHealthSchema,
  lenderCodeMapAnswerSchema,
  lenderCodeMapSchema,
  lenderConnectorInputSchema,
  lenderConnectorSchema,
  lenderEventInputSchema,
  lenderEventListQuerySchema,
  lenderEventPageSchema,
  lenderHookAnswerSchema,
  lenderSubmissionListQuerySchema,
  lenderSubmissionPageSchema,
  lenderSubmissionSchema,
} from '@saakh/domain/lender-connectors';
import { AppError } from '../../lib/app-error';
import { signatureUseOf, signedJsonBodies } from '../../lib/http/signed-calls';
import { requireSession } from '../../plugins/auth';
import { createLenderEventIntake } from './lender-event-intake';
import * as connectors from './lender-connectors.service';
import * as events from './lender-events.service';

const tags = ['lender-connectors'];
/** The connection form and the lender's words are role 1's; operations (roles 1 and 2) read the feeds and send. */
const editors = { access: 'admin' as const, roles: [1 as const] };
const operations = { access: 'admin' as const, roles: [1 as const, 2 as const] };

const hookParamsSchema = z.object({ lenderId: z.coerce.number().int().positive().max(2_147_483_647) });
const signedHeaders = z.looseObject({
  'x-signature': z.string().max(200),
  'x-signature-timestamp': z.string().max(20),
});

/** Lenders' signed event posts: their own JSON parser keeps the raw body the signature covers. */
const lenderHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const verify = signedJsonBodies(app, {
    header: 'x-signature',
    timestampHeader: 'x-signature-timestamp',
    // Each lender signs with its own secret. An unsigned call is refused (401) before anything is looked up; a signed
    // one to a lender without webhooks on finds no hook (404).
    secret: (request) => {
      if (typeof request.headers['x-signature'] !== 'string') return undefined;
      const { lenderId } = request.params as { lenderId?: string };
      const id = /^\d{1,9}$/.test(lenderId ?? '') ? Number(lenderId) : Number.NaN;
      if (!Number.isSafeInteger(id)) throw new AppError('not_found', 'notFound');
      return events.webhookSecret(app.deps, id);
    },
    refusal: 'lenderHookRefused',
    // Recorded in the transaction that applies the event (decision 052): one transaction per burst of calls.
    replays: 'route',
  });
  const intake = createLenderEventIntake(app.deps);
  app.addHook('onClose', () => intake.settled());

  app.post(
    '/api/lender-hooks/:lenderId',
    {
      config: {
        access: 'public',
        // Per lender and address: a lender's own feed is not slowed by another's, nor by a stranger's calls. Counted in
        // memory: each event is a transaction of its own, and a counter's upsert per event would be one more write.
        rateLimit: {
          counter: 'memory',
          max: app.deps.config.connectors.hookRequestsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            `lender-hook:${(request.params as { lenderId?: string }).lenderId ?? ''}:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'A lender’s event (decision 044), signed with HMAC-SHA256 of timestamp.body under its webhook secret (x-signature-timestamp, x-signature); every recorded event answers 200 with what became of it, once kept; a lender whose events wait too long is answered 503 with Retry-After',
        headers: signedHeaders,
        params: hookParamsSchema,
        body: lenderEventInputSchema,
        response: { 200: okSchema(lenderHookAnswerSchema) },
      },
      preValidation: verify,
    },
    async (request) => {
      const signature = signatureUseOf(request);
      if (!signature) throw new AppError('unauthorized', 'lenderHookRefused');
      const outcome = await intake.receive(request.params.lenderId, request.body, signature);
      return { success: true as const, data: { outcome } };
    },
  );
};

export const lenderConnectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(lenderHookRoutes);

  app.get(
    '/api/admin/lenders/:id/connector',
    {
      config: editors,
      schema: {
        tags,
        summary: 'How the lender is connected (secrets as their last four characters only)',
        params: idParamSchema,
        response: { 200: okSchema(lenderConnectorSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await connectors.getConnector(app.deps, request.params.id) }),
  );

  app.put(
    '/api/admin/lenders/:id/connector',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Saves how the lender is connected, and its api and autosubmission flags',
        params: idParamSchema,
        body: lenderConnectorInputSchema,
        response: { 200: okSchema(lenderConnectorSchema) },
      },
    },
    async (request) => {
      const data = await connectors.saveConnector(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('connectorSaved'), data };
    },
  );

  app.get(
    '/api/admin/lenders/:id/code-map',
    {
      config: editors,
      schema: {
        tags,
        summary: 'The lender’s status and reason words and what each means here',
        params: idParamSchema,
        response: { 200: okSchema(lenderCodeMapAnswerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await connectors.getCodeMap(app.deps, request.params.id) }),
  );

  app.put(
    '/api/admin/lenders/:id/code-map',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Replaces the lender’s status and reason words',
        params: idParamSchema,
        body: lenderCodeMapSchema,
        response: { 200: okSchema(lenderCodeMapAnswerSchema) },
      },
    },
    async (request) => {
      const data = await connectors.saveCodeMap(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('codeMapSaved'), data };
    },
  );

  app.get(
    '/api/admin/lenders/:id/connector/events',
    {
      config: operations,
      schema: {
        tags,
        summary: 'One page of the lender’s events, newest first, by outcome',
        params: idParamSchema,
        querystring: lenderEventListQuerySchema,
        response: { 200: okSchema(lenderEventPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await connectors.listEvents(app.deps, request.params.id, request.query),
    }),
  );

  app.get(
    '/api/admin/lenders/:id/connector/submissions',
    {
      config: operations,
      schema: {
        tags,
        summary: 'One page of the applications sent to the lender’s API, newest first, by state',
        params: idParamSchema,
        querystring: lenderSubmissionListQuerySchema,
        response: { 200: okSchema(lenderSubmissionPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await connectors.listSubmissions(app.deps, request.params.id, request.query),
    }),
  );

  app.get(
    '/api/admin/applications/:applicationId/lender-submission',
    {
      config: operations,
      schema: {
        tags,
        summary: 'The application’s sending to its lender’s API, and whether it may be sent now',
        params: applicationIdParamsSchema,
        response: { 200: okSchema(applicationLenderSubmissionSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await connectors.getApplicationSubmission(app.deps, request.params.applicationId),
    }),
  );

  app.post(
    '/api/admin/applications/:applicationId/send-to-lender',
    {
      config: operations,
      schema: {
        tags,
        summary: 'Queues the application for its lender’s API (a failed sending starts again)',
        params: applicationIdParamsSchema,
        response: { 202: okSchema(lenderSubmissionSchema) },
      },
    },
    async (request, reply) => {
      const data = await connectors.sendToLender(
        app.deps,
        requireSession(request, 'admin'),
        request.params.applicationId,
      );
      return reply.status(202).send({ success: true as const, message: request.t('submissionQueued'), data });
    },
  );

  app.get(
    '/api/admin/lender-connectors/health',
    {
      config: operations,
      schema: {
        tags,
        summary: 'Each connected lender’s last 24 hours: sends, failures, time to decision, last event, alerts',
        response: { 200: okSchema(z.array(connectorHealthSchema)) },
      },
    },
    async () => ({ success: true as const, data: await connectors.connectorHealth(app.deps) }),
  );
};
