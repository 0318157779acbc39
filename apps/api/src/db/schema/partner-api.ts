import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ApiKeyMode,
  ApiKeyScope,
  LeadOutcome,
  PartnerLeadStatus,
  WebhookDeliveryStatus,
  WebhookEventType,
} from '@saakh/domain/partner-api';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { application_status_history } from './applications';
import { partner_users, partners } from './partners';
import { users } from './users';

/**
 * The partner API (decision 023): keys a partner makes for its own systems, the leads they send, the webhooks that
 * hear of their applications' status changes, and every delivery of an event to a webhook.
 */

/** A key: only its SHA-256 is kept; the prefix tells keys apart on the page. Revoked keys stay for the record. */
export const partner_api_keys = pgTable(
  'partner_api_keys',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    name: text().notNull(),
    mode: text().$type<ApiKeyMode>().notNull(),
    scopes: jsonb().$type<ApiKeyScope[]>().notNull(),
    prefix: text().notNull(),
    key_hash: text().notNull(),
    created_by: integer().references(() => partner_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp({ withTimezone: true }),
    revoked_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('partner_api_keys_hash_uq').on(table.key_hash),
    index('partner_api_keys_partner_idx').on(table.partner_id, table.created_at),
  ],
);

/**
 * A lead a partner sent through the API. A live lead names the customer it created or found (`user_id`); a sandbox
 * lead names nobody and keeps its own status, moved only by the sandbox call. `outcome` is the de-dupe decision,
 * kept for the record and never answered to the partner.
 */
export const partner_api_leads = pgTable(
  'partner_api_leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    api_key_id: integer()
      .notNull()
      .references(() => partner_api_keys.id),
    mode: text().$type<ApiKeyMode>().notNull(),
    product: text().$type<LoanProductCode>().notNull(),
    user_id: integer().references(() => users.id),
    masked_mobile: text().notNull(),
    outcome: text().$type<LeadOutcome>().notNull(),
    /** What matched another side's lead (`mobile` or `pan`), for a duplicate. */
    matched_on: text(),
    sandbox_status: text().$type<PartnerLeadStatus>(),
    idempotency_key: text(),
    /** SHA-256 of the request body an idempotency key was first used with. */
    request_hash: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partner_api_leads_partner_idx').on(table.partner_id, table.created_at),
    index('partner_api_leads_user_idx')
      .on(table.user_id, table.product)
      .where(sql`user_id is not null`),
    uniqueIndex('partner_api_leads_idempotency_uq')
      .on(table.partner_id, table.mode, table.idempotency_key)
      .where(sql`idempotency_key is not null`),
  ],
);

/** Where a partner wants its events: the secret signs each delivery, so it is kept as given. */
export const partner_webhooks = pgTable(
  'partner_webhooks',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    url: text().notNull(),
    mode: text().$type<ApiKeyMode>().notNull(),
    events: jsonb().$type<WebhookEventType[]>().notNull(),
    secret: text().notNull(),
    secret_prefix: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('partner_webhooks_partner_idx').on(table.partner_id, table.mode)],
);

/** One event for one webhook, with how its delivery went: tries, the last answer and when it is tried again. */
export const partner_webhook_deliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: serial().primaryKey(),
    webhook_id: integer()
      .notNull()
      .references(() => partner_webhooks.id),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    event_id: uuid().notNull().defaultRandom(),
    event_type: text().$type<WebhookEventType>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The status change behind an application event: one delivery per change and webhook. */
    history_id: integer().references(() => application_status_history.id),
    /** The deliveries one transaction wrote, handed to the queue together. */
    batch: uuid(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    last_status_code: integer(),
    last_error: text(),
    next_attempt_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('partner_webhook_deliveries_partner_idx').on(table.partner_id, table.created_at),
    index('partner_webhook_deliveries_batch_idx')
      .on(table.batch)
      .where(sql`batch is not null`),
    uniqueIndex('partner_webhook_deliveries_history_uq')
      .on(table.webhook_id, table.history_id)
      .where(sql`history_id is not null`),
  ],
);
