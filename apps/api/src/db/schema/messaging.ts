import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CampaignStatus,
  MessageCategory,
  MessageChannel,
  MessageSegment,
  MessageSource,
  MessageStatus,
  OptOutSource,
} from '@saakh/domain/messaging';
import { admin_users } from './admins';
import { applications } from './applications';
import { users } from './users';

/**
 * A message template of one channel, in English and Hindi with {{variables}}. SMS templates carry the TRAI DLT
 * entity id, header and template id they were registered under; WhatsApp templates the approved template's name.
 * A transactional template may serve an application status change automatically (`event`, e.g. 'approved').
 */
export const message_templates = pgTable(
  'message_templates',
  {
    id: serial().primaryKey(),
    channel: text().$type<MessageChannel>().notNull(),
    name: text().notNull(),
    category: text().$type<MessageCategory>().notNull(),
    event: text(),
    subject_en: text(),
    subject_hi: text(),
    body_en: text().notNull(),
    body_hi: text().notNull(),
    dlt_entity_id: text(),
    dlt_header: text(),
    dlt_template_id: text(),
    whatsapp_template: text(),
    /** 1 usable; 0 retired (kept, since the delivery log points at it). */
    status: integer().notNull().default(1),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_templates_name_uq').on(table.channel, table.name),
    // One active template per channel serves each status change.
    uniqueIndex('message_templates_event_uq')
      .on(table.channel, table.event)
      .where(sql`event is not null and status = 1`),
  ],
);

/** A message to a segment of customers, sent at once or at its time through the job queue. */
export const message_campaigns = pgTable(
  'message_campaigns',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    template_id: integer()
      .notNull()
      .references(() => message_templates.id),
    segment: jsonb().$type<MessageSegment>().notNull(),
    status: text().$type<CampaignStatus>().notNull().default('scheduled'),
    scheduled_at: timestamp({ withTimezone: true }).notNull(),
    recipients: integer().notNull().default(0),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
    cancelled_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('message_campaigns_created_idx').on(table.created_at)],
);

/**
 * The delivery log: every message, what it said, to whom and how it went (queued, sent, delivered, failed; skipped
 * when an opt-out stopped it at send time). A promotional message waits until `not_before` (quiet hours).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial().primaryKey(),
    channel: text().$type<MessageChannel>().notNull(),
    category: text().$type<MessageCategory>().notNull(),
    source: text().$type<MessageSource>().notNull(),
    template_id: integer().references(() => message_templates.id),
    campaign_id: integer().references(() => message_campaigns.id),
    user_id: integer().references(() => users.id),
    application_id: uuid().references(() => applications.id),
    language: text().$type<'en' | 'hi'>().notNull(),
    to_address: text(),
    subject: text(),
    body: text().notNull(),
    status: text().$type<MessageStatus>().notNull().default('queued'),
    skip_reason: text(),
    error: text(),
    provider: text(),
    provider_message_id: text(),
    not_before: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    failed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('messages_user_idx').on(table.user_id, table.created_at),
    index('messages_campaign_idx').on(table.campaign_id, table.status),
    index('messages_created_idx').on(table.created_at),
    index('messages_status_idx').on(table.status, table.created_at),
    // Delivery receipts find their message by the provider's id.
    uniqueIndex('messages_provider_id_uq')
      .on(table.provider, table.provider_message_id)
      .where(sql`provider_message_id is not null`),
  ],
);

/** The STOP list: an address that asked for no more promotional messages on a channel. */
export const message_opt_outs = pgTable(
  'message_opt_outs',
  {
    id: serial().primaryKey(),
    channel: text().$type<MessageChannel>().notNull(),
    address: text().notNull(),
    source: text().$type<OptOutSource>().notNull(),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('message_opt_outs_address_uq').on(table.channel, table.address)],
);
