import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { okSchema } from '@saakh/domain/api';
import {
  API_KEY_RATE_PER_MINUTE,
  PARTNER_API_BASE,
  PARTNER_API_OPENAPI_PATH,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  createLeadInputSchema,
  duplicateCheckInputSchema,
  duplicateCheckSchema,
  idempotencyKeyPattern,
  leadIdParamSchema,
  partnerLeadSchema,
  sandboxLeadStatusInputSchema,
} from '@saakh/domain/partner-api';
import type { Deps } from '../../deps';
import { sha256 } from '../../lib/tokens';
import { actingPartner } from '../acting-partner/acting-partner.service';
import * as partnerApi from './partner-api.service';

/**
 * The partner API (decision 023), called by a partner's own systems with `Authorization: Bearer <key>` (access
 * `partner_api`: the auth plugin finds the key), limited per key in the database (decision 020).
 */
const tags = ['partner-api-v1'];

const rateLimit = {
  max: API_KEY_RATE_PER_MINUTE,
  timeWindow: '1 minute',
  // One limit per key across every route of the API, not one per route (a key made 150 calls in a minute that way).
  groupId: 'partner-api-v1',
  // Per key: the hash of the bearer value (a key is checked before the limit counts, so only real keys count here).
  keyGenerator: (request: FastifyRequest) => `key:${sha256(request.headers.authorization ?? request.ip)}`,
};

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: 'idempotencyKeyInvalid' })
    .regex(idempotencyKeyPattern, { error: 'idempotencyKeyInvalid' })
    .optional(),
});

/** The key behind the call, once the acting partner's rule has found its partner live. */
async function caller(deps: Pick<Deps, 'db'>, request: FastifyRequest): Promise<partnerApi.ApiKeyCaller> {
  return (await actingPartner(deps, request.apiKey)).key;
}

const documentDescription = `Send leads and follow them from your own systems.

Authenticate every call with \`Authorization: Bearer <key>\`. Keys are made on /partner/digital-integration: a
live key (\`sk_live_…\`) acts on real customers; a sandbox key (\`sk_test_…\`) acts on sandbox leads that never reach
customers, lenders, reports or money. Each key may make ${API_KEY_RATE_PER_MINUTE} calls a minute; beyond that the
answer is 429 with Retry-After.

Create a lead with an \`Idempotency-Key\` header to send it again safely: the same key and body answer the first lead.

Webhooks: each event is POSTed as JSON \`{ id, type, created_at, sandbox, data }\` with the headers
\`${WEBHOOK_EVENT_HEADER}\`, \`${WEBHOOK_DELIVERY_HEADER}\` (the event id) and
\`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`, where hex is HMAC-SHA256 under the webhook's secret of
\`<t>.<raw body>\`. Compare in constant time and refuse a t older than ${WEBHOOK_TOLERANCE_SECONDS} seconds. Answer
2xx within 10 seconds; other answers are tried again with exponential backoff (30 s, 1, 2, 4, 8 min), ${WEBHOOK_MAX_ATTEMPTS}
tries in all. In the sandbox, POST ${PARTNER_API_BASE}/sandbox/leads/{id}/status moves a lead to make events.`;

type OpenApiDoc = {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, unknown>;
};

export const partnerApiV1Routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${PARTNER_API_BASE}/leads`,
    {
      config: { access: 'partner_api', rateLimit },
      schema: {
        tags,
        summary:
          'Creates a lead: a new customer of yours, or one nobody holds attributed to you; the answer has the same shape whoever holds the customer',
        headers: idempotencyHeaders,
        body: createLeadInputSchema,
        response: { 201: okSchema(partnerLeadSchema) },
      },
    },
    async (request, reply) => {
      const key = await caller(app.deps, request);
      partnerApi.requireScope(key, 'leads:write');
      const data = await partnerApi.createLead(
        app.deps,
        key,
        request.body,
        request.headers['idempotency-key'] ?? null,
        {
          ip: request.ip,
          locale: request.locale,
        },
      );
      return reply.status(201).send({ success: true as const, message: request.t('leadCreated'), data });
    },
  );

  app.post(
    `${PARTNER_API_BASE}/leads/duplicate-check`,
    {
      config: { access: 'partner_api', rateLimit },
      schema: {
        tags,
        summary: 'Whether you may take this lead (nobody else holds this mobile number or PAN for the product)',
        body: duplicateCheckInputSchema,
        response: { 200: okSchema(duplicateCheckSchema) },
      },
    },
    async (request) => {
      const key = await caller(app.deps, request);
      partnerApi.requireScope(key, 'leads:read');
      return { success: true as const, data: await partnerApi.checkDuplicate(app.deps, key, request.body) };
    },
  );

  app.get(
    `${PARTNER_API_BASE}/leads/:id`,
    {
      config: { access: 'partner_api', rateLimit },
      schema: {
        tags,
        summary: "One of your leads with its status (received, then its application's status)",
        params: leadIdParamSchema,
        response: { 200: okSchema(partnerLeadSchema) },
      },
    },
    async (request) => {
      const key = await caller(app.deps, request);
      partnerApi.requireScope(key, 'leads:read');
      return { success: true as const, data: await partnerApi.getLead(app.deps, key, request.params.id) };
    },
  );

  app.post(
    `${PARTNER_API_BASE}/sandbox/leads/:id/status`,
    {
      config: { access: 'partner_api', rateLimit },
      schema: {
        tags,
        summary: 'Sandbox keys only: moves a sandbox lead to a status, as a lender would, and sends its webhook event',
        params: leadIdParamSchema,
        body: sandboxLeadStatusInputSchema,
        response: { 200: okSchema(partnerLeadSchema) },
      },
    },
    async (request) => {
      const key = await caller(app.deps, request);
      partnerApi.requireScope(key, 'leads:write');
      const data = await partnerApi.moveSandboxLead(app.deps, key, request.params.id, request.body);
      return { success: true as const, message: request.t('leadStatusMoved'), data };
    },
  );

  app.get(
    PARTNER_API_OPENAPI_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The OpenAPI document of the partner API',
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    async () => {
      const full = app.swagger() as OpenApiDoc;
      const paths: NonNullable<OpenApiDoc['paths']> = {};
      for (const [path, operations] of Object.entries(full.paths ?? {})) {
        if (!path.startsWith(PARTNER_API_BASE) || path === PARTNER_API_OPENAPI_PATH) continue;
        paths[path] = Object.fromEntries(
          Object.entries(operations).map(([method, operation]) => {
            const { ['x-access']: _access, ...rest } = operation;
            return [method, { ...rest, security: [{ apiKey: [] }] }];
          }),
        );
      }
      return {
        openapi: '3.0.3',
        info: { title: 'Saakh partner API', version: '1.0.0', description: documentDescription },
        servers: [{ url: app.deps.config.publicUrl }],
        components: {
          securitySchemes: {
            apiKey: { type: 'http', scheme: 'bearer', description: 'An API key made on /partner/digital-integration' },
          },
        },
        paths,
      };
    },
  );
};
