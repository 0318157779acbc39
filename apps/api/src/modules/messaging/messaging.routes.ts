import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  audienceAnswerSchema,
  audienceInputSchema,
  campaignInputSchema,
  campaignAudienceChangedSchema,
  campaignListQuerySchema,
  campaignPageSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignSchema,
  campaignTestAnswerSchema,
  campaignTestInputSchema,
  deliveryLogPageSchema,
  deliveryLogQuerySchema,
  deliveryStatsQuerySchema,
  deliveryStatsSchema,
  inboundAnswerSchema,
  inboundInputSchema,
  MESSAGING_SIGNATURE_HEADER,
  MESSAGING_TIMESTAMP_HEADER,
  optOutInputSchema,
  optOutListQuerySchema,
  optOutPageSchema,
  optOutSchema,
  receiptAnswerSchema,
  receiptChannelParamsSchema,
  receiptInputSchema,
  templateInputSchema,
  templateListQuerySchema,
  templatePageSchema,
  templateSchema,
} from '@saakh/domain/messaging';
import { signedJsonBodies } from '../../lib/http/signed-calls';
import { requireSession } from '../../plugins/auth';
import * as messaging from './messaging.service';

const tags = ['messaging'];
/** Messaging is role 1's alone: roles 2 and 3 are refused every call, on the server. */
const admin = { access: 'admin' as const, roles: [1 as const] };

const signedHeaders = z.looseObject({
  [MESSAGING_SIGNATURE_HEADER]: z.string().max(200),
  [MESSAGING_TIMESTAMP_HEADER]: z.string().max(20),
});

/** The gateways' calls: their own JSON parser keeps the raw body, which the signature covers with its timestamp. */
const gatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body is validated: an unsigned caller learns nothing about the shape.
  const verify = signedJsonBodies(app, {
    header: MESSAGING_SIGNATURE_HEADER,
    timestampHeader: MESSAGING_TIMESTAMP_HEADER,
    secret: () => app.deps.config.messaging.webhookSecret,
    refusal: 'signatureInvalid',
  });

  app.post(
    '/api/messaging/receipts/:channel',
    {
      config: { access: 'public', rateLimit: { max: 1200, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A gateway’s delivery receipt, signed with HMAC-SHA256 of timestamp.body (x-saakh-timestamp, x-saakh-signature); idempotent',
        headers: signedHeaders,
        params: receiptChannelParamsSchema,
        body: receiptInputSchema,
        response: { 200: okSchema(receiptAnswerSchema) },
      },
      preValidation: verify,
    },
    async (request) => {
      await messaging.gatewayReceipt(app.deps, request.params.channel, request.body);
      return { success: true as const, data: { applied: true } };
    },
  );

  app.post(
    '/api/messaging/inbound/:channel',
    {
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'A customer’s reply through the SMS or WhatsApp gateway (signed); STOP adds the number to the STOP list',
        headers: signedHeaders,
        params: receiptChannelParamsSchema,
        body: inboundInputSchema,
        response: { 200: okSchema(inboundAnswerSchema) },
      },
      preValidation: verify,
    },
    async (request) => {
      const optedOut = await messaging.gatewayInbound(app.deps, request.params.channel, request.body);
      return { success: true as const, data: { opted_out: optedOut } };
    },
  );
};

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(gatewayRoutes);

  app.get(
    '/api/admin/messaging/templates',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of message templates by channel, category and state',
        querystring: templateListQuerySchema,
        response: { 200: okSchema(templatePageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await messaging.listTemplates(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/messaging/templates',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A new template in English and Hindi (SMS: DLT ids; WhatsApp: approved name; e-mail: subjects)',
        body: templateInputSchema,
        response: { 200: okSchema(templateSchema) },
      },
    },
    async (request) => {
      const data = await messaging.createTemplate(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('templateSaved'), data };
    },
  );

  app.put(
    '/api/admin/messaging/templates/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Saves an active template (its channel stays)',
        params: idParamSchema,
        body: templateInputSchema,
        response: { 200: okSchema(templateSchema) },
      },
    },
    async (request) => {
      const session = requireSession(request, 'admin');
      const data = await messaging.updateTemplate(app.deps, session, request.params.id, request.body);
      return { success: true as const, message: request.t('templateSaved'), data };
    },
  );

  app.post(
    '/api/admin/messaging/templates/:id/retire',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Retires a template (kept for the delivery log; it serves no status and starts no campaign)',
        params: idParamSchema,
        response: { 200: okSchema(templateSchema) },
      },
    },
    async (request) => {
      const data = await messaging.retireTemplate(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('templateRetiredDone'), data };
    },
  );

  app.post(
    '/api/admin/messaging/audience',
    {
      config: admin,
      schema: {
        tags,
        summary: 'How many customers a segment reaches on a channel',
        body: audienceInputSchema,
        response: { 200: okSchema(audienceAnswerSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { recipients: await messaging.countAudience(app.deps, request.body) },
    }),
  );

  app.get(
    '/api/admin/messaging/campaigns',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of campaigns with their progress (queued, sent, delivered, failed, skipped)',
        querystring: campaignListQuerySchema,
        response: { 200: okSchema(campaignPageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await messaging.listCampaigns(app.deps, request.query) }),
  );

  app.post(
    '/api/admin/messaging/campaigns',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Sends a template to a segment now or at a time, through the job queue; confirmed_recipients must be the audience the API counts now (else 409 with the new count)',
        body: campaignInputSchema,
        response: { 200: okSchema(campaignSchema), 409: campaignAudienceChangedSchema },
      },
    },
    async (request) => {
      const data = await messaging.createCampaign(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('campaignCreated'), data };
    },
  );

  app.post(
    '/api/admin/messaging/campaigns/preview',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The recipient count and channel a campaign would have now, counted as the send counts it',
        body: campaignPreviewInputSchema,
        response: { 200: okSchema(campaignPreviewSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await messaging.previewCampaign(app.deps, request.body) }),
  );

  app.post(
    '/api/admin/messaging/campaigns/test',
    {
      config: {
        ...admin,
        // The service allows a few tests per staff member; this caps one address whatever its sessions.
        rateLimit: { max: 20, timeWindow: '10 minutes' },
      },
      schema: {
        tags,
        summary: "Sends a template's message only to the signed-in staff member's own e-mail or mobile, as a test",
        body: campaignTestInputSchema,
        response: { 200: okSchema(campaignTestAnswerSchema) },
      },
    },
    async (request) => {
      const data = await messaging.sendTest(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('campaignTestSent'), data };
    },
  );

  app.get(
    '/api/admin/messaging/campaigns/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A campaign and its progress',
        params: idParamSchema,
        response: { 200: okSchema(campaignSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await messaging.getCampaign(app.deps, request.params.id) }),
  );

  app.post(
    '/api/admin/messaging/campaigns/:id/cancel',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Cancels a scheduled campaign before it starts',
        params: idParamSchema,
        response: { 200: okSchema(campaignSchema) },
      },
    },
    async (request) => {
      const data = await messaging.cancelCampaign(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('campaignCancelled'), data };
    },
  );

  app.get(
    '/api/admin/messaging/messages',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The delivery log: one page of messages (addresses masked) by channel, status, source, campaign',
        querystring: deliveryLogQuerySchema,
        response: { 200: okSchema(deliveryLogPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await messaging.listDeliveryLog(app.deps, request.query) };
    },
  );

  app.get(
    '/api/admin/messaging/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Messages per day (India) by status over the last days',
        querystring: deliveryStatsQuerySchema,
        response: { 200: okSchema(deliveryStatsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messaging.deliveryStats(app.deps, request.query.days),
    }),
  );

  app.get(
    '/api/admin/messaging/opt-outs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of the STOP list (addresses masked)',
        querystring: optOutListQuerySchema,
        response: { 200: okSchema(optOutPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await messaging.listOptOuts(app.deps, request.query) };
    },
  );

  app.post(
    '/api/admin/messaging/opt-outs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Adds a number or address to a channel’s STOP list on the customer’s request',
        body: optOutInputSchema,
        response: { 200: okSchema(optOutSchema) },
      },
    },
    async (request) => {
      const data = await messaging.addOptOut(app.deps, requireSession(request, 'admin'), request.body);
      return { success: true as const, message: request.t('optOutAdded'), data };
    },
  );

  app.delete(
    '/api/admin/messaging/opt-outs/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Removes an entry from the STOP list',
        params: idParamSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await messaging.removeOptOut(app.deps, requireSession(request, 'admin'), request.params.id);
      return { success: true as const, message: request.t('optOutRemoved') };
    },
  );
};
