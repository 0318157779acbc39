import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { JourneyStep, ReportProduct } from '@saakh/domain/reporting';
import { users } from './users';
import { partners } from './partners';

/**
 * The day's figures per product, partner and lender (decision 010), rebuilt whole for a day by the rollup job.
 * "Not known" is '' (product) or 0 (partner, lender) rather than null, so the four columns make the key; the
 * funnel events have no lender and count under lender 0.
 */
export const daily_rollup = pgTable(
  'daily_rollup',
  {
    day: date({ mode: 'string' }).notNull(),
    product: text().$type<ReportProduct | ''>().notNull(),
    partner_id: integer().notNull(),
    lender_id: integer().notNull(),
    visitors: integer().notNull().default(0),
    otp_verified: integer().notNull().default(0),
    profiles_completed: integer().notNull().default(0),
    offers_viewed: integer().notNull().default(0),
    leads: integer().notNull().default(0),
    applications: integer().notNull().default(0),
    sent_to_lender: integer().notNull().default(0),
    approved: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    disbursed: integer().notNull().default(0),
    disbursed_amount: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    expected_commission: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    received_commission: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    decision_hours: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    decisions: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.product, table.partner_id, table.lender_id] })],
);

/** When each day's rollup was last rebuilt: the dashboard's "figures as of". */
export const rollup_days = pgTable('rollup_days', {
  day: date({ mode: 'string' }).primaryKey(),
  refreshed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per known customer: when each funnel step was first reached, the first touch's campaign and the last
 * activity, kept as each event is recorded, so that the journeys list never groups raw events.
 */
export const customer_journeys = pgTable(
  'customer_journeys',
  {
    user_id: integer()
      .primaryKey()
      .references(() => users.id),
    partner_id: integer().references(() => partners.id),
    product: text().$type<ReportProduct>(),
    utm_source: text(),
    utm_medium: text(),
    utm_campaign: text(),
    first_seen_at: timestamp({ withTimezone: true }).notNull(),
    last_seen_at: timestamp({ withTimezone: true }).notNull(),
    landing_at: timestamp({ withTimezone: true }),
    otp_verified_at: timestamp({ withTimezone: true }),
    profile_complete_at: timestamp({ withTimezone: true }),
    offers_viewed_at: timestamp({ withTimezone: true }),
    offer_selected_at: timestamp({ withTimezone: true }),
    /** Kept by the database from the step times, so an upsert never has to work it out. */
    furthest_step: text()
      .$type<JourneyStep>()
      .generatedAlwaysAs(
        sql`case when offer_selected_at is not null then 'offer_selected' when offers_viewed_at is not null then 'offers_viewed' when profile_complete_at is not null then 'profile_complete' when otp_verified_at is not null then 'otp_verified' when landing_at is not null then 'landing' end`,
      ),
    events: integer().notNull().default(0),
  },
  (table) => [
    index('customer_journeys_last_seen_idx').on(table.last_seen_at),
    index('customer_journeys_otp_idx').on(table.otp_verified_at),
    index('customer_journeys_profile_idx').on(table.profile_complete_at),
    index('customer_journeys_offers_idx').on(table.offers_viewed_at),
    index('customer_journeys_selected_idx').on(table.offer_selected_at),
    index('customer_journeys_landing_idx').on(table.landing_at),
    // A partner's customers: its funnel by when they came, and those stuck at a step (issue 12).
    index('customer_journeys_partner_idx').on(table.partner_id, table.first_seen_at),
    index('customer_journeys_partner_step_idx').on(table.partner_id, table.furthest_step, table.last_seen_at),
  ],
);
