import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LenderKind } from '@saakh/domain/offers';
import type { LoanProductCode } from '@saakh/domain/product-types';

/**
 * A lender's offering for one loan product (admin spec §3): matching criteria, loan details, partner-facing
 * eligibility texts, special offer and commission links. Deleting is soft: applications keep their lender.
 */
export const lenders = pgTable(
  'lenders',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /**
     * The name customers read on offers, the KFS, timelines and consent lines ("Kotak Mahindra Bank"); the name
     * above stays the key-like name of files and URLs. Without one, customers read the name.
     */
    display_name: text(),
    /** The display name in Devanagari for Hindi screens; null: the display name is shown (issue 29). */
    display_name_hi: text(),
    /**
     * Who lends (RBI Digital Lending Directions): the regulated entity's legal name, its kind and its RBI
     * registration (certificate of registration for an NBFC/HFC, licence for a bank). Where the display name is an
     * app's brand that lends through an NBFC, the legal name is that NBFC's and both are shown.
     */
    legal_name: text(),
    lender_kind: text().$type<LenderKind>(),
    rbi_registration: text(),
    lender_key: text().notNull(),
    product: text().$type<LoanProductCode>().notNull(),
    min_income: integer(),
    max_income: integer(),
    min_age: integer(),
    max_age: integer(),
    ticket_class: integer(),
    credit_score_class: integer(),
    salaried: integer().notNull().default(0),
    self_employed: integer().notNull().default(0),
    business: integer().notNull().default(0),
    priority: integer().notNull().default(0),
    lender_status: integer().notNull().default(0),
    status_reason: text(),
    so_status: integer().notNull().default(0),
    so_text: text(),
    /** Hindi of the admin-entered texts customers and partners read; null: English is shown (decision 025). */
    so_text_hi: text(),
    so_date_start: date({ mode: 'string' }),
    so_date_end: date({ mode: 'string' }),
    loan_amount_upto: integer(),
    /** The smallest amount the lender lends; null: no minimum beyond the product's (issue 29). */
    min_amount: integer(),
    /** The shortest and (tenure) longest term in months the lender offers. */
    min_tenure: integer(),
    tenure: integer(),
    /** Days after declining a customer before the lender is offered to them again (issue 29). */
    cooling_days: integer().notNull().default(90),
    interest_rate: numeric({ precision: 5, scale: 2 }),
    apr_min: numeric({ precision: 5, scale: 2 }),
    apr_max: numeric({ precision: 5, scale: 2 }),
    processing_fees: numeric({ precision: 5, scale: 2 }),
    /**
     * A special offer's flat processing fee in rupees while it is active: the offer is priced with it. Without one
     * a special offer is a note that changes no figure.
     */
    so_processing_fee: numeric({ precision: 12, scale: 2 }),
    /** The lender's charges as customers read them on offers and the KFS, in English and Hindi (issue 29). */
    penal_charges: text(),
    penal_charges_hi: text(),
    bounce_charges: text(),
    bounce_charges_hi: text(),
    foreclosure_charges: text(),
    foreclosure_charges_hi: text(),
    part_prepayment_charges: text(),
    part_prepayment_charges_hi: text(),
    /** Switching charges (floating to fixed and back), as the KFS's contingent charges name them (issue 30). */
    switching_charges: text(),
    switching_charges_hi: text(),
    /** The lender's nodal grievance officer, named on its KFS (RBI KFS, Part 2) (issue 30). */
    nodal_officer_name: text(),
    nodal_officer_phone: text(),
    nodal_officer_email: text(),
    /** The lender's recovery agents clause and co-lending arrangement as the KFS states them, in both languages. */
    recovery_agents_text: text(),
    recovery_agents_text_hi: text(),
    co_lending_text: text(),
    co_lending_text_hi: text(),
    lender_group_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    autosubmission: integer().notNull().default(0),
    api: integer().notNull().default(0),
    /** How selecting an offer proceeds: the lender-submit page, the intake form, or the lender's transaction page. */
    lender_mode: text().$type<'submit' | 'intake' | 'transaction'>().notNull().default('submit'),
    transaction_url: text(),
    age_text: text(),
    employment_text: text(),
    income_text: text(),
    min_loan_text: text(),
    max_loan_text: text(),
    cibil_text: text(),
    lender_journey_text: text(),
    age_text_hi: text(),
    employment_text_hi: text(),
    income_text_hi: text(),
    min_loan_text_hi: text(),
    max_loan_text_hi: text(),
    cibil_text_hi: text(),
    lender_journey_text_hi: text(),
    mp4_text: text(),
    pptx_text: text(),
    pdf_text: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('lenders_product_idx').on(table.product, table.deleted_at),
    uniqueIndex('lenders_key_product_uq').on(table.lender_key, table.product),
    // The admin list's default order (priority, then name in byte order), over live lenders only.
    index('lenders_list_idx')
      .on(table.priority.desc().nullsFirst(), sql`${table.name} collate "C"`, table.id)
      .where(sql`${table.deleted_at} is null`),
  ],
);

export const lender_groups = pgTable('lender_groups', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const revenue_types = pgTable('revenue_types', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
});

/** Commission slabs of a lender, kept as an ordered list (sort_order). */
export const lender_revenue = pgTable(
  'lender_revenue',
  {
    id: serial().primaryKey(),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    slab_disbursed_min: integer(),
    slab_disbursed_max: integer(),
    slab_number_min: integer(),
    slab_number_max: integer(),
    ats_min: integer(),
    ats_max: integer(),
    revenue_type_id: integer()
      .notNull()
      .references(() => revenue_types.id),
    revenue_flat: numeric({ precision: 12, scale: 2 }),
    revenue_percent: numeric({ precision: 6, scale: 3 }),
    status: integer().notNull().default(1),
    sort_order: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lender_revenue_lender_idx').on(table.lender_id, table.sort_order)],
);

/** Credit cards (the spec's "credit card category"); deleting is soft. */
export const credit_cards = pgTable(
  'credit_cards',
  {
    category_id: serial().primaryKey(),
    category_name: text().notNull(),
    category_img_thumb: text(),
    key_feature: text(),
    annual_fee: integer(),
    sort_order: integer().notNull().default(0),
    status: integer().notNull().default(0),
    secured: integer().notNull().default(0),
    utm_link: text(),
    marketing_bullets: jsonb().$type<string[]>().notNull().default([]),
    /** Hindi of the name, key feature and bullets customers read; null or empty: English is shown (decision 025). */
    category_name_hi: text(),
    key_feature_hi: text(),
    marketing_bullets_hi: jsonb().$type<string[]>().notNull().default([]),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('credit_cards_sort_idx').on(table.deleted_at, table.sort_order)],
);

/** Provider integrations that admins switch on or off with a reason (SMS, bureau, lender APIs…). */
export const vendors = pgTable('vendors', {
  id: serial().primaryKey(),
  key: text().notNull().unique(),
  name: text().notNull(),
  kind: text().notNull(),
  enabled: integer().notNull().default(1),
  reason: text(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
