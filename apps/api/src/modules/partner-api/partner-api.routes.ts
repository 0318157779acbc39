import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, okMessageSchema, okSchema } from '@saakh/domain/api';
import {
  apiKeyListQuerySchema,
  apiKeyPageSchema,
  apiKeySchema,
  createApiKeyInputSchema,
  createWebhookInputSchema,
  createdApiKeySchema,
  createdWebhookSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookDeliverySummarySchema,
  webhookListSchema,
} from '@saakh/domain/partner-api';
import { requireSession } from '../../plugins/auth';
import * as keys from './partner-api.service';
import * as webhooks from './webhooks.service';

/**
 * The partner's side of its integration (/partner/digital-integration): its own API keys, webhooks and their
 * delivery log. A partner sees only its own (not its sub-partners': a key is a credential of the partner alone).
 */
const tags = ['partner-api'];

export const partnerApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/partner/api-keys',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "One page of the partner's API keys (never their secrets)",
        querystring: apiKeyListQuerySchema,
        response: { 200: okSchema(apiKeyPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await keys.listKeys(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );

  app.post(
    '/api/partner/api-keys',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'A new API key: its secret is answered this once and kept only as a hash',
        body: createApiKeyInputSchema,
        response: { 200: okSchema(createdApiKeySchema) },
      },
    },
    async (request) => {
      const data = await keys.createKey(app.deps, requireSession(request, 'partner'), request.body);
      return { success: true as const, message: request.t('apiKeyCreated'), data };
    },
  );

  app.post(
    '/api/partner/api-keys/:id/revoke',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Revokes an API key: calls made with it are refused at once',
        params: idParamSchema,
        response: { 200: okSchema(apiKeySchema) },
      },
    },
    async (request) => {
      const data = await keys.revokeKey(app.deps, requireSession(request, 'partner'), request.params.id);
      return { success: true as const, message: request.t('apiKeyRevoked'), data };
    },
  );

  app.get(
    '/api/partner/webhooks',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The partner's webhooks (never their secrets)",
        response: { 200: okSchema(webhookListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.listWebhooks(app.deps, requireSession(request, 'partner')),
    }),
  );

  app.post(
    '/api/partner/webhooks',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'A new webhook: its signing secret is answered this once',
        body: createWebhookInputSchema,
        response: { 200: okSchema(createdWebhookSchema) },
      },
    },
    async (request) => {
      const data = await webhooks.createWebhook(app.deps, requireSession(request, 'partner'), request.body);
      return { success: true as const, message: request.t('webhookCreated'), data };
    },
  );

  app.delete(
    '/api/partner/webhooks/:id',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Deletes a webhook: no more events go to it',
        params: idParamSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await webhooks.deleteWebhook(app.deps, requireSession(request, 'partner'), request.params.id);
      return { success: true as const, message: request.t('webhookDeleted') };
    },
  );

  app.get(
    '/api/partner/webhook-deliveries',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "One page of the partner's webhook deliveries: answer, tries and the next try",
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: okSchema(webhookDeliveryPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.listDeliveries(app.deps, requireSession(request, 'partner'), request.query),
    }),
  );

  app.get(
    '/api/partner/webhook-deliveries/summary',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: "The partner's webhook deliveries of the last 14 days, per day and how each stands",
        response: { 200: okSchema(webhookDeliverySummarySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.summarizeDeliveries(app.deps, requireSession(request, 'partner')),
    }),
  );

  app.post(
    '/api/partner/webhook-deliveries/:id/replay',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        summary: 'Sends a delivered or failed event again, as a new delivery of the same event',
        params: idParamSchema,
        response: { 200: okSchema(webhookDeliverySchema) },
      },
    },
    async (request) => {
      const data = await webhooks.replayDelivery(app.deps, requireSession(request, 'partner'), request.params.id);
      return { success: true as const, message: request.t('webhookDeliveryReplayed'), data };
    },
  );
};
