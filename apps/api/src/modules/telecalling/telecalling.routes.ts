import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import type { AdminRoleId } from '@saakh/domain/roles';
import {
  agentPhoneInputSchema,
  agentSchema,
  callAnswerSchema,
  callEventInputSchema,
  dispositionAnswerSchema,
  dispositionInputSchema,
  leadDetailSchema,
  leadParamsSchema,
  leadSummarySchema,
  myQueueSchema,
  nextLeadAnswerSchema,
  noteInputSchema,
  queueBuildSchema,
  queueRuleInputSchema,
  queueRuleParamsSchema,
  queueRulesAnswerSchema,
  reassignInputSchema,
  teamAnswerSchema,
  teamLeadListQuerySchema,
  teamLeadPageSchema,
  teamQuerySchema,
  telecallerSchema,
  TELEPHONY_SIGNATURE_HEADER,
  TELEPHONY_TIMESTAMP_HEADER,
} from '@saakh/domain/telecalling';
import { AppError } from '../../lib/app-error';
import { signedJsonBodies } from '../../lib/http/signed-calls';
import { requireSession } from '../../plugins/auth';
import * as telecalling from './telecalling.service';

const tags = ['telecalling'];
/** Telecallers (role 3) and their team lead (role 1); role 2 is refused every telecalling call. */
const workers = { access: 'admin' as const, roles: [1, 3] as AdminRoleId[] };
/** The team lead's own calls: rules, builds, the team view and reassignment. */
const lead = { access: 'admin' as const, roles: [1] as AdminRoleId[] };

/** Status callbacks of the telephony provider: their own JSON parser keeps the raw body for the HMAC check. */
const callEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const verify = signedJsonBodies(app, {
    header: TELEPHONY_SIGNATURE_HEADER,
    timestampHeader: TELEPHONY_TIMESTAMP_HEADER,
    secret: () => app.deps.config.telephony.webhookSecret,
    refusal: 'telephonySignatureInvalid',
  });

  app.post(
    '/api/telecalling/call-events',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A telephony provider’s call status, signed with HMAC-SHA256 of timestamp.body (x-telephony-timestamp, x-telephony-signature)',
        // Declared so the document tells callers (and the access matrix) that the route answers only signed calls.
        headers: z.looseObject({
          [TELEPHONY_SIGNATURE_HEADER]: z.string().max(200),
          [TELEPHONY_TIMESTAMP_HEADER]: z.string().max(20),
        }),
        body: callEventInputSchema,
        response: { 200: okMessageSchema },
      },
      // The signature is checked before the body is validated: an unsigned caller learns nothing about the shape.
      preValidation: verify,
    },
    async (request) => {
      const known = await telecalling.recordCallEvent(app.deps, 'http', request.body);
      if (!known) throw new AppError('not_found', 'callNotFound');
      return { success: true as const };
    },
  );
};

export const telecallingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(callEventRoutes);

  app.get(
    '/api/admin/telecalling/queue',
    {
      config: workers,
      schema: {
        tags,
        summary: 'The caller’s own queue: leads due now and callbacks later today (numbers masked)',
        response: { 200: okSchema(myQueueSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await telecalling.myQueue(app.deps, requireSession(request, 'admin')),
    }),
  );

  app.post(
    '/api/admin/telecalling/next',
    {
      config: workers,
      schema: {
        tags,
        summary:
          'Gives the caller the next due lead (their own callbacks first, sticky customers stay with their holder)',
        response: { 200: okSchema(nextLeadAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { lead: await telecalling.nextLead(app.deps, requireSession(request, 'admin')) },
    }),
  );

  app.get(
    '/api/admin/telecalling/leads/:id',
    {
      config: workers,
      schema: {
        tags,
        summary: 'One lead with the customer’s context: products, applications, calls, dispositions, notes, consents',
        params: leadParamsSchema,
        response: { 200: okSchema(leadDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await telecalling.leadDetail(app.deps, requireSession(request, 'admin'), request.params.id),
    }),
  );

  app.post(
    '/api/admin/telecalling/leads/:id/notes',
    {
      config: workers,
      schema: {
        tags,
        summary: 'Adds a note about the lead’s customer (the holder only)',
        params: leadParamsSchema,
        body: noteInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await telecalling.addNote(app.deps, requireSession(request, 'admin'), request.params.id, request.body);
      return { success: true as const, message: request.t('noteSaved') };
    },
  );

  app.post(
    '/api/admin/telecalling/leads/:id/disposition',
    {
      config: workers,
      schema: {
        tags,
        summary: 'Records what the call ended in: closes the lead, or keeps it for a callback or a retry',
        params: leadParamsSchema,
        body: dispositionInputSchema,
        response: { 200: okSchema(dispositionAnswerSchema) },
      },
    },
    async (request) => {
      const data = await telecalling.dispose(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: request.t('dispositionSaved'), data };
    },
  );

  app.post(
    '/api/admin/telecalling/leads/:id/call',
    {
      config: { ...workers, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Click-to-call: the provider rings the caller, then the customer; neither sees the other’s number',
        params: leadParamsSchema,
        response: { 200: okSchema(callAnswerSchema) },
      },
    },
    async (request) => {
      const data = await telecalling.startCall(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('callStarted'), data };
    },
  );

  app.get(
    '/api/admin/telecalling/calls/:id',
    {
      config: workers,
      schema: {
        tags,
        summary: 'A call the caller placed, with its latest status',
        params: idParamSchema,
        response: { 200: okSchema(callAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await telecalling.getCall(app.deps, requireSession(request, 'admin'), request.params.id),
    }),
  );

  app.get(
    '/api/admin/telecalling/agent',
    {
      config: workers,
      schema: {
        tags,
        summary: 'The caller’s own phone, which a bridge call rings first',
        response: { 200: okSchema(agentSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await telecalling.getAgent(app.deps, requireSession(request, 'admin')),
    }),
  );

  app.post(
    '/api/admin/telecalling/agent',
    {
      config: workers,
      schema: {
        tags,
        summary: 'Sets the caller’s own phone (10 digits)',
        body: agentPhoneInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await telecalling.setAgentPhone(app.deps, requireSession(request, 'admin'), request.body.phone);
      return { success: true as const, message: request.t('agentPhoneSaved') };
    },
  );

  app.get(
    '/api/admin/telecalling/rules',
    {
      config: lead,
      schema: {
        tags,
        summary: 'The queue rules (on/off, look-back, minimum idle time) and the last build',
        response: { 200: okSchema(queueRulesAnswerSchema) },
      },
    },
    async () => ({ success: true as const, data: await telecalling.getRules(app.deps) }),
  );

  app.post(
    '/api/admin/telecalling/rules/:reason',
    {
      config: lead,
      schema: {
        tags,
        summary: 'Changes one queue rule',
        params: queueRuleParamsSchema,
        body: queueRuleInputSchema,
        response: { 200: okSchema(queueRulesAnswerSchema) },
      },
    },
    async (request) => {
      const data = await telecalling.updateRule(
        app.deps,
        requireSession(request, 'admin'),
        request.params.reason,
        request.body,
      );
      return { success: true as const, message: request.t('queueRuleSaved'), data };
    },
  );

  app.post(
    '/api/admin/telecalling/builds',
    {
      config: { ...lead, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Builds the queue now (a job); follow the answered build for the count it added',
        response: { 200: okSchema(queueBuildSchema) },
      },
    },
    async (request) => {
      const data = await telecalling.requestQueueBuild(app.deps, requireSession(request, 'admin'));
      return { success: true as const, message: request.t('queueBuildStarted'), data };
    },
  );

  app.get(
    '/api/admin/telecalling/builds/:id',
    {
      config: lead,
      schema: {
        tags,
        summary: 'One queue build',
        params: idParamSchema,
        response: { 200: okSchema(queueBuildSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await telecalling.getBuild(app.deps, request.params.id) }),
  );

  app.get(
    '/api/admin/telecalling/team',
    {
      config: lead,
      schema: {
        tags,
        summary: 'Each telecaller’s queue, calls, connected calls and outcomes, per person and per day',
        querystring: teamQuerySchema,
        response: { 200: okSchema(teamAnswerSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await telecalling.teamView(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/telecalling/team/leads',
    {
      config: lead,
      schema: {
        tags,
        summary: 'One page of open leads, by holder and reason',
        querystring: teamLeadListQuerySchema,
        response: { 200: okSchema(teamLeadPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await telecalling.listTeamLeads(app.deps, request.query) }),
  );

  app.get(
    '/api/admin/telecalling/telecallers',
    {
      config: lead,
      schema: {
        tags,
        summary: 'Active staff who may hold leads',
        response: { 200: okSchema(z.array(telecallerSchema)) },
      },
    },
    async () => ({ success: true as const, data: await telecalling.listTelecallers(app.deps) }),
  );

  app.post(
    '/api/admin/telecalling/leads/:id/assign',
    {
      config: lead,
      schema: {
        tags,
        summary: 'Gives an open lead to another telecaller',
        params: leadParamsSchema,
        body: reassignInputSchema,
        response: { 200: okSchema(leadSummarySchema) },
      },
    },
    async (request) => {
      const data = await telecalling.reassign(
        app.deps,
        requireSession(request, 'admin'),
        request.params.id,
        request.body.admin_id,
      );
      return { success: true as const, message: request.t('leadReassigned'), data };
    },
  );
};
