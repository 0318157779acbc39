import { z } from 'zod';
import { applicationStatuses, canTransition, type ApplicationStatus } from './applications';
import { rowIdSchema } from './api';
import { listQuerySchema, optionalFilter, pageOf } from './lists';
import type { PartnerApiMessageKey } from './partner-api-messages';
import { patterns } from './patterns';
import { loanProductCodes } from './product-types';

/**
 * The partner API (issue 12, decision 023): keys a partner makes on /partner/digital-integration, the calls its own
 * systems make with them under /api/partner-api/v1 (create a lead, check a duplicate, read a lead's status, and in
 * the sandbox move a lead's status), and webhooks that hear of every status change, signed with HMAC-SHA256.
 */

export const apiKeyModes = ['live', 'sandbox'] as const;
export type ApiKeyMode = (typeof apiKeyModes)[number];

export const apiKeyScopes = ['leads:write', 'leads:read'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const webhookEventTypes = ['lead.created', 'application.status_changed'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The de-dupe decision on a lead, kept for the record; the partner is never told which. */
export const leadOutcomes = ['accepted', 'duplicate'] as const;
export type LeadOutcome = (typeof leadOutcomes)[number];

/** A lead's status: received until the customer makes an application, then that application's status. */
export const partnerLeadStatuses = ['received', ...applicationStatuses] as const;
export type PartnerLeadStatus = (typeof partnerLeadStatuses)[number];

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const PARTNER_API_BASE = '/api/partner-api/v1';
export const PARTNER_API_OPENAPI_PATH = `${PARTNER_API_BASE}/openapi.json`;
/** Calls per key per minute. */
export const API_KEY_RATE_PER_MINUTE = 60;
export const API_KEY_MAX_ACTIVE = 20;
export const WEBHOOK_MAX = 10;
/** Tries of one delivery before it is given up as failed. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** The wait after the first failed try; each later wait doubles (30 s, 1 min, 2, 4, 8). */
export const WEBHOOK_RETRY_BASE_SECONDS = 30;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_SIGNATURE_HEADER = 'x-saakh-signature';
export const WEBHOOK_EVENT_HEADER = 'x-saakh-event';
export const WEBHOOK_DELIVERY_HEADER = 'x-saakh-delivery';
/** Signatures older than this should be refused by the receiver (replayed requests). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The prefix a key starts with: `sk_live_` or `sk_test_`, then 43 random base64url characters. */
export const apiKeyPrefixes: Record<ApiKeyMode, string> = { live: 'sk_live_', sandbox: 'sk_test_' };
/** Characters of a key shown on the page to tell keys apart (the prefix and four of the random part). */
export const API_KEY_VISIBLE_LENGTH = 12;

/** The delay before try `attempt + 1` after try `attempt` failed (attempt counts from 1). */
export function webhookRetryDelaySeconds(attempt: number): number {
  return WEBHOOK_RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1);
}

/** The text the signature covers: the Unix timestamp, a dot and the raw JSON body. */
export function webhookSignedText(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of webhookSignedText>`. */
export function webhookSignatureHeader(timestamp: number, hexSignature: string): string {
  return `t=${timestamp},v1=${hexSignature}`;
}

/** Whether a sandbox lead may move from one status to another: received goes to created, then the status machine. */
export function canMoveLead(from: PartnerLeadStatus, to: ApplicationStatus): boolean {
  if (from === 'received') return to === 'created';
  return canTransition(from, to);
}

const msg = (key: PartnerApiMessageKey) => ({ error: key });

/** Whether a webhook address is allowed: https, or http to localhost outside production. */
const webhookUrlPattern =
  /^(https?):\/\/((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?|\[::1\])(?::(\d{1,5}))?(?:[/?#][^\s]*)?$/;

/**
 * The form's rules for a webhook address. In production the API also refuses an address literal, and each delivery a
 * host resolving to one, in the IANA special-purpose registry (apps/api/src/lib/http/special-addresses.ts).
 */
export function webhookUrlProblem(value: string, production: boolean): PartnerApiMessageKey | null {
  const match = webhookUrlPattern.exec(value);
  if (!match) return 'webhookUrlInvalid';
  const [, scheme, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return 'webhookUrlInvalid';
  if (production && host.toLowerCase() === 'localhost') return 'webhookUrlPrivate';
  if (scheme === 'https') return null;
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(host.toLowerCase());
  return local && !production ? null : 'webhookUrlHttpsOnly';
}

// ---------- keys (partner session) ----------

export const createApiKeyInputSchema = z.object({
  name: z.string(msg('apiKeyNameInvalid')).trim().min(2, msg('apiKeyNameInvalid')).max(60, msg('apiKeyNameInvalid')),
  mode: z.enum(apiKeyModes, msg('apiKeyModeInvalid')),
  scopes: z
    .array(z.enum(apiKeyScopes, msg('apiKeyScopesInvalid')), msg('apiKeyScopesInvalid'))
    .min(1, msg('apiKeyScopesInvalid'))
    .max(apiKeyScopes.length, msg('apiKeyScopesInvalid'))
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(apiKeyModes),
  scopes: z.array(z.enum(apiKeyScopes)),
  /** The start of the key, to tell keys apart; never enough to use it. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of creating a key: the only time its secret leaves the server. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyStates = ['active', 'revoked'] as const;
export const apiKeyListQuerySchema = listQuerySchema({
  sortable: ['created_at', 'last_used_at', 'name'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    state: optionalFilter(z.enum(apiKeyStates, { error: 'invalidValue' })),
    mode: optionalFilter(z.enum(apiKeyModes, { error: 'invalidValue' })),
  },
});
export type ApiKeyListQuery = z.infer<typeof apiKeyListQuerySchema>;
export const apiKeyPageSchema = pageOf(apiKeySchema);
export type ApiKeyPage = z.infer<typeof apiKeyPageSchema>;

// ---------- webhooks (partner session) ----------

export const createWebhookInputSchema = z.object({
  url: z.string(msg('webhookUrlInvalid')).trim().min(8, msg('webhookUrlInvalid')).max(500, msg('webhookUrlInvalid')),
  mode: z.enum(apiKeyModes, msg('apiKeyModeInvalid')),
  events: z
    .array(z.enum(webhookEventTypes, msg('webhookEventsInvalid')), msg('webhookEventsInvalid'))
    .min(1, msg('webhookEventsInvalid'))
    .max(webhookEventTypes.length, msg('webhookEventsInvalid'))
    .transform((events) => [...new Set(events)]),
  /** Left empty, the server makes one. */
  secret: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string(msg('webhookSecretInvalid'))
      .min(24, msg('webhookSecretInvalid'))
      .max(128, msg('webhookSecretInvalid'))
      .regex(/^[\x21-\x7e]+$/, msg('webhookSecretInvalid'))
      .optional(),
  ),
});
export type CreateWebhookInput = z.input<typeof createWebhookInputSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mode: z.enum(apiKeyModes),
  events: z.array(z.enum(webhookEventTypes)),
  secret_prefix: z.string(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;
export const webhookListSchema = z.array(webhookSchema);

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  webhook_id: z.number().int(),
  url: z.string(),
  event_id: z.string(),
  event_type: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = listQuerySchema({
  sortable: ['created_at'],
  defaultSort: '-created_at',
  defaultPageSize: 20,
  filters: {
    status: optionalFilter(z.enum(webhookDeliveryStatuses, { error: 'invalidValue' })),
    event_type: optionalFilter(z.enum(webhookEventTypes, { error: 'invalidValue' })),
    webhook_id: optionalFilter(rowIdSchema),
  },
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** Days the delivery chart covers, ending today in India. */
export const WEBHOOK_SUMMARY_DAYS = 14;

/** Deliveries per day (by the day their event was made, in India) and how each stands now. */
export const webhookDeliverySummarySchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      delivered: z.number().int(),
      pending: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});
export type WebhookDeliverySummary = z.infer<typeof webhookDeliverySummarySchema>;

// ---------- the partner API (bearer key) ----------

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const leadMobileSchema = z
  .string({ error: 'mobileInvalid' })
  .trim()
  .regex(patterns.mobile, { error: 'mobileInvalid' });
export const leadPanSchema = z.preprocess(
  optionalText,
  z
    .string({ error: 'panInvalid' })
    .trim()
    .toUpperCase()
    .regex(patterns.panIndividual, { error: 'panInvalid' })
    .optional(),
);
export const leadProductSchema = z.enum(loanProductCodes, msg('leadProductInvalid'));

export const createLeadInputSchema = z.object({
  mobile: leadMobileSchema,
  name: z
    .string(msg('leadNameInvalid'))
    .trim()
    .min(2, msg('leadNameInvalid'))
    .max(80, msg('leadNameInvalid'))
    .regex(/^[A-Za-z][A-Za-z .'-]*$/, msg('leadNameInvalid')),
  product: leadProductSchema,
  pan: leadPanSchema,
  email: z.preprocess(
    optionalText,
    z
      .string({ error: 'emailInvalid' })
      .trim()
      .max(120, { error: 'emailInvalid' })
      .regex(patterns.email, { error: 'emailInvalid' })
      .optional(),
  ),
  /** Whether the customer agreed to SMS and e-mail; applied to a customer the lead creates. */
  consent_sms: z.boolean({ error: 'invalidValue' }).optional(),
  consent_email: z.boolean({ error: 'invalidValue' }).optional(),
});
export type CreateLeadInput = z.input<typeof createLeadInputSchema>;

/** A lead as its partner reads it: the same shape whoever holds the customer. */
export const partnerLeadSchema = z.object({
  lead_id: z.string(),
  product: z.enum(loanProductCodes),
  mode: z.enum(apiKeyModes),
  status: z.enum(partnerLeadStatuses),
  /** The short reference (SK-7K3P9Q) of the application the status comes from, as the customer quotes it; null before one. */
  application_reference: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PartnerLead = z.infer<typeof partnerLeadSchema>;

export const leadIdParamSchema = z.object({
  id: z.string({ error: 'invalidValue' }).regex(patterns.guid, { error: 'invalidValue' }),
});

export const duplicateCheckInputSchema = z.object({
  mobile: leadMobileSchema,
  product: leadProductSchema,
  pan: leadPanSchema,
});
export type DuplicateCheckInput = z.input<typeof duplicateCheckInputSchema>;

/** Only whether this partner may take the lead: nothing about who else holds it. */
export const duplicateCheckSchema = z.object({ available: z.boolean() });
export type DuplicateCheck = z.infer<typeof duplicateCheckSchema>;

export const sandboxLeadStatusInputSchema = z.object({
  status: z.enum(applicationStatuses, msg('leadStatusMoveInvalid')),
});
export type SandboxLeadStatusInput = z.infer<typeof sandboxLeadStatusInputSchema>;

export const idempotencyKeyPattern = /^[A-Za-z0-9._-]{8,100}$/;

/** A sandbox mobile number ending in 0000 answers as a duplicate, so integrators can test that path. */
export function isSandboxDuplicateMobile(mobile: string): boolean {
  return mobile.endsWith('0000');
}

/** What a webhook event's JSON body holds. */
export const webhookEventSchema = z.object({
  id: z.string(),
  type: z.enum(webhookEventTypes),
  created_at: z.string(),
  sandbox: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
