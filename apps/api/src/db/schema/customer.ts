import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FunnelEvent, Utms } from '@saakh/domain/tracking';
import type { ReportProduct } from '@saakh/domain/reporting';
import type { InsuranceKind } from '@saakh/domain/insurance';
import { customer_apps } from './applications';
import { admin_users } from './admins';
import { partners } from './partners';
import { users } from './users';

/** Profile details the users table has no column for: a gold customer's locality, the salary/business account's IFSC, the household-income band, a student's course, a vehicle's price. */
export const customer_profile_details = pgTable('customer_profile_details', {
  user_id: integer()
    .primaryKey()
    .references(() => users.id),
  locality: text(),
  bank_ifsc: text(),
  household_income: integer(),
  /** Student loans: the course and the institute (issue 13). */
  course_name: text(),
  institute_name: text(),
  /** 2-wheeler and car loans: the vehicle's on-road price in rupees, which the loan may not exceed. */
  vehicle_price: integer(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Help-dialog requests (customer spec §3), kept for admins whether or not they were forwarded. */
export const help_requests = pgTable(
  'help_requests',
  {
    id: serial().primaryKey(),
    user_id: integer().references(() => users.id),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    company: text(),
    description: text().notNull(),
    ip: text(),
    /** 'not_configured' without HELP_FORWARD_URL, else 'pending' → 'forwarded' or 'failed'. */
    forward_status: text().$type<'not_configured' | 'pending' | 'forwarded' | 'failed'>().notNull(),
    forwarded_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_requests_created_idx').on(table.created_at)],
);

/** Funnel events (landing → OTP → profile → offers → selection) with their partner and campaign. */
export const tracking_events = pgTable(
  'tracking_events',
  {
    id: serial().primaryKey(),
    event: text().$type<FunnelEvent>().notNull(),
    category_id: integer().notNull(),
    goal_id: integer().notNull(),
    user_id: integer().references(() => users.id),
    app_id: integer().references(() => customer_apps.id),
    partner_id: integer().references(() => partners.id),
    url_segment: text(),
    path: text(),
    utms: jsonb().$type<Utms>(),
    /** The product the event was about, when known (the journey's, or the card or insurance page's). */
    product: text().$type<ReportProduct>(),
    ip: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_created_idx').on(table.created_at, table.event),
    index('tracking_events_user_idx').on(table.user_id, table.id),
    // Tracking links (decision 012): the customers who carried a link's code (utm_content) from its landing.
    index('tracking_events_link_code_idx')
      .on(sql`(${table.utms} ->> 'utm_content')`, table.user_id)
      .where(sql`(${table.utms} ->> 'utm_content') is not null and ${table.user_id} is not null`),
  ],
);

/** Merchants who asked to join through the create-merchant form, for merchant management. */
export const merchant_leads = pgTable(
  'merchant_leads',
  {
    id: serial().primaryKey(),
    business_name: text().notNull(),
    contact_name: text().notNull(),
    mobile: text().notNull(),
    email: text().notNull(),
    city: text().notNull(),
    partner_id: integer().references(() => partners.id),
    partner_name: text(),
    status: text().$type<'new' | 'contacted' | 'onboarded' | 'closed'>().notNull().default('new'),
    ip: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Merchant management's decision: approved (onboarded, with the partner made) or rejected (closed, why). */
    rejection_reason: text(),
    decided_by: integer().references(() => admin_users.id),
    decided_at: timestamp({ withTimezone: true }),
    created_partner_id: integer().references(() => partners.id),
  },
  (table) => [
    index('merchant_leads_created_idx').on(table.created_at),
    index('merchant_leads_status_idx').on(table.status, table.created_at),
  ],
);

/** "Other Insurance" products (health, 2-wheeler, car, shop), in English and Hindi. */
export const insurance_products = pgTable('insurance_products', {
  id: serial().primaryKey(),
  key: text().$type<InsuranceKind>().notNull().unique(),
  name_en: text().notNull(),
  name_hi: text().notNull(),
  description_en: text().notNull(),
  description_hi: text().notNull(),
  features_en: jsonb().$type<string[]>().notNull().default([]),
  features_hi: jsonb().$type<string[]>().notNull().default([]),
  partner_url: text(),
  sort_order: integer().notNull().default(0),
  status: integer().notNull().default(1),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
