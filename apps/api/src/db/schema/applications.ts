import { sql } from 'drizzle-orm';
import {
  date,
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
import type { ApplicationStatus, StatusSource } from '@saakh/domain/applications';
import type { LenderMode } from '@saakh/domain/lender-modes';
import type { LoanProductCode } from '@saakh/domain/product-types';
import { lenders } from './catalogue';
import { partners } from './partners';
import { users } from './users';

/**
 * A customer's loan journey for one product (the "app id" the /user pages carry). One stays open per
 * customer and product until the customer starts again.
 */
export const customer_apps = pgTable(
  'customer_apps',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    product: text().$type<LoanProductCode>().notNull(),
    status: text().$type<'open' | 'closed'>().notNull().default('open'),
    desired_amount: integer(),
    /** The term the customer asked for in the profile, the offers' default tenure; null: each lender's (issue 29). */
    desired_tenure_months: integer(),
    partner_id: integer().references(() => partners.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('customer_apps_user_idx').on(table.user_id, table.product, table.status),
    index('customer_apps_created_idx').on(table.created_at),
    // At most one open journey per customer and product, even when two tabs start one at once.
    uniqueIndex('customer_apps_open_uq')
      .on(table.user_id, table.product)
      .where(sql`status = 'open'`),
  ],
);

/**
 * A credit application: the offer a customer selected from one lender, with the offer's terms as shown
 * (they must not change when the lender is edited later) and the lender's progress. The id is the
 * application_id of the lenders' status files.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /**
     * The short reference customers, partners and staff read and quote ("SK-7K3P9Q"): a sequence number scrambled
     * into six unambiguous characters by the database (function application_reference), so it never repeats. The
     * uuid stays internal.
     */
    reference: text()
      .notNull()
      .default(sql`application_reference(nextval('application_reference_seq'))`),
    app_id: integer()
      .notNull()
      .references(() => customer_apps.id),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    partner_id: integer().references(() => partners.id),
    product: text().$type<LoanProductCode>().notNull(),
    lender_mode: text().$type<LenderMode>().notNull(),
    status: text().$type<ApplicationStatus>().notNull().default('created'),
    amount: integer().notNull(),
    tenure_months: integer().notNull(),
    interest_rate: numeric({ precision: 5, scale: 2 }).notNull(),
    apr: numeric({ precision: 6, scale: 2 }).notNull(),
    emi: numeric({ precision: 12, scale: 2 }).notNull(),
    processing_fee: numeric({ precision: 12, scale: 2 }).notNull(),
    total_payable: numeric({ precision: 14, scale: 2 }).notNull(),
    lender_reference: text(),
    disbursed_amount: numeric({ precision: 14, scale: 2 }),
    disbursed_on: date({ mode: 'string' }),
    remarks: text(),
    /** The lender's reason code for its decision where its file gives one (remarkCodes in the domain). */
    remark_code: text(),
    /** What Saakh expects the lender to pay for this disbursal, from its revenue slabs (kept current per month). */
    expected_commission: numeric({ precision: 14, scale: 2 }),
    submitted_at: timestamp({ withTimezone: true }),
    /** When the application entered its current status: the case's clock (decision 053); the lifecycle sets it. */
    status_changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_user_idx').on(table.user_id, table.created_at),
    index('applications_app_idx').on(table.app_id, table.lender_id),
    uniqueIndex('applications_reference_uq').on(table.reference),
    // What lenders a customer cannot be offered now: their applications per product (issue 29).
    index('applications_user_product_idx').on(table.user_id, table.product, table.lender_id),
    // One unsent application per journey and lender: selecting the same offer twice answers the same one.
    uniqueIndex('applications_unsent_uq')
      .on(table.app_id, table.lender_id)
      .where(sql`status = 'created'`),
    index('applications_lender_idx').on(table.lender_id, table.status),
    index('applications_lender_reference_idx')
      .on(table.lender_id, table.lender_reference)
      .where(sql`lender_reference is not null`),
    // A lender's disbursals of a month (commissions) and every disbursal of a day (the rollup): date first.
    index('applications_disbursed_idx')
      .on(table.disbursed_on, table.lender_id)
      .where(sql`disbursed_on is not null`),
    // The internal report pages by creation; the rollup counts a day's sent applications. Every index here is
    // written again by each status change (status is indexed, so no update is HOT): add one only for a real reader.
    index('applications_created_idx').on(table.created_at),
    index('applications_submitted_idx')
      .on(table.submitted_at)
      .where(sql`submitted_at is not null`),
    // A partner's applications newest first (its reports, the referral counts of its sub-partners, its API leads).
    index('applications_partner_idx')
      .on(table.partner_id, table.created_at)
      .where(sql`partner_id is not null`),
    // The cases queue (decision 053): open cases oldest first, and their clocks by age.
    index('applications_open_cases_idx')
      .on(table.status_changed_at)
      .where(sql`status in ('submitted', 'in_review', 'approved')`),
  ],
);

/**
 * Each Key Facts Statement issued for an application (issue 30), exactly as the customer was shown it: the document
 * (kfs, in its language), its hash (version), the day it was issued and the last day it holds (3 working days), and
 * when the customer acknowledged it by OTP. The application is sent only with an acknowledged, unexpired KFS whose
 * terms are the application's.
 */
export const application_kfs = pgTable(
  'application_kfs',
  {
    id: serial().primaryKey(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    locale: text().$type<'en' | 'hi'>().notNull(),
    kfs: jsonb().notNull(),
    version: text().notNull(),
    issued_on: date({ mode: 'string' }).notNull(),
    valid_until: date({ mode: 'string' }).notNull(),
    acknowledged_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_kfs_application_idx').on(table.application_id, table.id)],
);

/** Every status an application has had, who moved it (source) and why. */
export const application_status_history = pgTable(
  'application_status_history',
  {
    id: serial().primaryKey(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id),
    from_status: text().$type<ApplicationStatus>(),
    status: text().$type<ApplicationStatus>().notNull(),
    source: text().$type<StatusSource>().notNull(),
    /** The admin, customer or status-file record behind the change, by source. */
    actor_id: integer(),
    note: text(),
    /** The lender's own word for the status, when the lender's API or file gave it (decision 044). */
    lender_status: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('application_status_history_app_idx').on(table.application_id, table.id),
    // Decisions of a day, for the rollup and the internal report's approved/rejected stages.
    index('application_status_history_status_idx').on(table.status, table.created_at),
  ],
);

/**
 * The lifecycle's outbox (decision 031): one event per status change, written in the transaction that wrote the
 * history row. The dispatcher job hands each event of a batch (one call of recordStatusChanges) to every subscriber.
 */
export const application_events = pgTable(
  'application_events',
  {
    id: serial().primaryKey(),
    /** The events one change of statuses wrote together; the dispatcher job of that change reads them by it. */
    batch: uuid().notNull(),
    // No foreign keys: the volume seed deletes its applications and their history wholesale, events or not.
    application_id: uuid().notNull(),
    history_id: integer().notNull(),
    from_status: text().$type<ApplicationStatus>(),
    status: text().$type<ApplicationStatus>().notNull(),
    source: text().$type<StatusSource>().notNull(),
    actor_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When every subscriber had reacted; null while the dispatcher has yet to finish. */
    dispatched_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('application_events_batch_idx').on(table.batch, table.id),
    index('application_events_pending_idx')
      .on(table.id)
      .where(sql`dispatched_at is null`),
  ],
);

/** Which subscriber has reacted to which event: written with the reaction, so a rerun reacts once. */
export const application_event_reactions = pgTable(
  'application_event_reactions',
  {
    event_id: integer()
      .notNull()
      .references(() => application_events.id, { onDelete: 'cascade' }),
    subscriber: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.event_id, table.subscriber] })],
);

/** What a customer sent a lender through its intake form, and the lender rules' outcome. */
export const intake_submissions = pgTable(
  'intake_submissions',
  {
    id: serial().primaryKey(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    fields: jsonb().$type<Record<string, string | number | boolean>>().notNull(),
    outcome: text().$type<'accepted' | 'rejected'>().notNull(),
    reasons: jsonb().$type<string[]>().notNull().default([]),
    ip: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('intake_submissions_application_uq').on(table.application_id)],
);

/**
 * How each lender decides for customers of a credit score class, recounted from applications by a job: the
 * approval rate and speed the offer ranking uses after APR (issue 29). Never commission.
 */
export const lender_performance = pgTable(
  'lender_performance',
  {
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    credit_score_class: integer().notNull(),
    decided: integer().notNull(),
    approved: integer().notNull(),
    median_decision_hours: numeric({ precision: 10, scale: 2 }),
    computed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lender_id, table.credit_score_class] })],
);

/**
 * The inputs of one ranked offer list as a customer was shown it, for an audit of the ranking: one row per journey
 * and distinct inputs (the same list shown again writes nothing).
 */
export const offer_rankings = pgTable(
  'offer_rankings',
  {
    id: serial().primaryKey(),
    app_id: integer()
      .notNull()
      .references(() => customer_apps.id, { onDelete: 'cascade' }),
    rule: text().notNull(),
    inputs_hash: text().notNull(),
    inputs: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('offer_rankings_app_hash_uq').on(table.app_id, table.inputs_hash)],
);
