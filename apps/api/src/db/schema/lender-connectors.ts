import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type {
  CodeMapKind,
  ConnectorAuthKind,
  ConnectorField,
  ConnectorSendMode,
  LenderEventChannel,
  LenderEventOutcome,
  SubmissionState,
} from '@saakh/domain/lender-connectors';
import { admin_users } from './admins';
import { applications } from './applications';
import { lenders } from './catalogue';

/**
 * How a lender is connected (decision 044): how an application is sent (its API, or the hand-off link as before) and
 * how its decisions come back (signed webhooks, polling). Secrets are AES-256-GCM ciphertext under
 * CONNECTOR_SECRET_KEY, with their last four characters kept apart for the admin to recognise them.
 */
export const lender_connectors = pgTable('lender_connectors', {
  lender_id: integer()
    .primaryKey()
    .references(() => lenders.id),
  send_mode: text().$type<ConnectorSendMode>().notNull().default('link'),
  endpoint_url: text(),
  auth_kind: text().$type<ConnectorAuthKind>(),
  key_id: text(),
  secret_enc: text(),
  secret_hint: text(),
  token_url: text(),
  field_map: jsonb().$type<Partial<Record<ConnectorField, string>>>().notNull().default({}),
  timeout_ms: integer().notNull().default(10_000),
  max_attempts: integer().notNull().default(5),
  webhooks: boolean().notNull().default(false),
  webhook_secret_enc: text(),
  webhook_secret_hint: text(),
  /** Minutes between reads of the lender's event feed; null: not polled. */
  poll_minutes: integer(),
  /** Where the last read of the feed ended (the lender's cursor), and when it was read. */
  poll_cursor: text(),
  last_polled_at: timestamp({ withTimezone: true }),
  updated_by: integer().references(() => admin_users.id),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The lender's words for statuses and reasons, and what each means here (null: recorded without a move or code). */
export const lender_code_map = pgTable(
  'lender_code_map',
  {
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    kind: text().$type<CodeMapKind>().notNull(),
    lender_code: text().notNull(),
    /** An application status (kind status) or a reason code (kind reason). */
    value: text(),
  },
  (table) => [primaryKey({ columns: [table.lender_id, table.kind, table.lender_code] })],
);

/** An application sent to a lender's API: one per application, its key the application's id (idempotency). */
export const lender_submissions = pgTable(
  'lender_submissions',
  {
    application_id: uuid()
      .primaryKey()
      .references(() => applications.id),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    state: text().$type<SubmissionState>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    /** Why the last attempt failed: the HTTP status and the lender's error code, or timeout / network; no personal data. */
    last_error: text(),
    lender_reference: text(),
    queued_by: integer().references(() => admin_users.id),
    queued_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp({ withTimezone: true }),
    accepted_at: timestamp({ withTimezone: true }),
    failed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('lender_submissions_lender_idx').on(table.lender_id, table.queued_at),
    index('lender_submissions_failed_idx')
      .on(table.failed_at)
      .where(sql`${table.state} = 'failed'`),
  ],
);

/**
 * Every event a lender sent, answered or filed (the status ledger, decision 044), once per lender event id, with what
 * became of it.
 */
export const lender_events = pgTable(
  'lender_events',
  {
    id: serial().primaryKey(),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    event_id: text().notNull(),
    sequence: bigint({ mode: 'number' }),
    application_id: uuid(),
    application_ref: text(),
    lender_status: text().notNull(),
    reason_code: text(),
    amount: numeric({ precision: 14, scale: 2 }),
    occurred_at: timestamp({ withTimezone: true }).notNull(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    channel: text().$type<LenderEventChannel>().notNull(),
    outcome: text().$type<LenderEventOutcome>().notNull(),
    /** The status it moved the application to, when applied. */
    status: text().$type<ApplicationStatus>(),
  },
  (table) => [
    uniqueIndex('lender_events_lender_event_uq').on(table.lender_id, table.event_id),
    index('lender_events_application_idx').on(table.application_id, table.occurred_at),
    index('lender_events_lender_received_idx').on(table.lender_id, table.received_at),
  ],
);
