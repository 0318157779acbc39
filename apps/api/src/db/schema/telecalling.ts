import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CallStatus,
  Disposition,
  QueueRuleReason,
  TelecallingLeadStatus,
  TelecallingReason,
} from '@saakh/domain/telecalling';
import { admin_users } from './admins';
import { users } from './users';

/**
 * A customer in the telecalling queue, with why (a drop-off the queue rules found, or a callback raised in the CSR
 * portal), who has it and when it is due. At most one open lead per customer. A callback waits until `due_at`.
 */
export const telecalling_leads = pgTable(
  'telecalling_leads',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    reason: text().$type<TelecallingReason>().notNull(),
    status: text().$type<TelecallingLeadStatus>().notNull().default('open'),
    assigned_to: integer().references(() => admin_users.id),
    assigned_at: timestamp({ withTimezone: true }),
    due_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    last_disposition: text().$type<Disposition>(),
    note: text(),
    raised_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('telecalling_leads_open_uq')
      .on(table.user_id)
      .where(sql`status = 'open'`),
    index('telecalling_leads_queue_idx')
      .on(table.assigned_to, table.due_at)
      .where(sql`status = 'open'`),
    // Sticky assignment: who last had this customer, and when.
    index('telecalling_leads_user_idx').on(table.user_id, table.assigned_at),
  ],
);

/** What a call ended in, with the telecaller's reason, callback time and note. */
export const telecalling_dispositions = pgTable(
  'telecalling_dispositions',
  {
    id: serial().primaryKey(),
    lead_id: integer()
      .notNull()
      .references(() => telecalling_leads.id),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    admin_id: integer()
      .notNull()
      .references(() => admin_users.id),
    disposition: text().$type<Disposition>().notNull(),
    reason: text(),
    callback_at: timestamp({ withTimezone: true }),
    note: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('telecalling_dispositions_lead_idx').on(table.lead_id, table.created_at),
    index('telecalling_dispositions_admin_idx').on(table.admin_id, table.created_at),
  ],
);

/** A click-to-call through the telephony provider; both numbers stay masked, the provider bridges them. */
export const telecalling_calls = pgTable(
  'telecalling_calls',
  {
    id: serial().primaryKey(),
    lead_id: integer().references(() => telecalling_leads.id),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    admin_id: integer()
      .notNull()
      .references(() => admin_users.id),
    provider: text().notNull(),
    provider_call_id: text(),
    status: text().$type<CallStatus>().notNull().default('initiated'),
    duration_seconds: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('telecalling_calls_admin_idx').on(table.admin_id, table.created_at),
    index('telecalling_calls_user_idx').on(table.user_id, table.created_at),
    uniqueIndex('telecalling_calls_provider_uq')
      .on(table.provider, table.provider_call_id)
      .where(sql`provider_call_id is not null`),
  ],
);

/** Notes staff write about a customer in the CSR portal and while calling. */
export const customer_notes = pgTable(
  'customer_notes',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    admin_id: integer()
      .notNull()
      .references(() => admin_users.id),
    text: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_notes_user_idx').on(table.user_id, table.created_at)],
);

/**
 * A queue rule as role 1 set it: whether the drop-off is looked for, how far back and how long the customer must
 * have been idle. A reason without a row runs with the defaults of `queueRuleDefaults` (domain).
 */
export const telecalling_rules = pgTable('telecalling_rules', {
  reason: text().$type<QueueRuleReason>().primaryKey(),
  enabled: boolean().notNull(),
  lookback_days: integer().notNull(),
  min_idle_hours: integer().notNull(),
  updated_by: integer().references(() => admin_users.id),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One run of the queue rules: asked for by role 1 ("Build queue now") or by the periodic schedule, run by a job,
 * with how many leads it added.
 */
export const telecalling_queue_builds = pgTable(
  'telecalling_queue_builds',
  {
    id: serial().primaryKey(),
    requested_by: integer().references(() => admin_users.id),
    status: text().$type<'pending' | 'done'>().notNull().default('pending'),
    added: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('telecalling_queue_builds_created_idx').on(table.created_at)],
);
