import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { byCompletionFlag } from '@saakh/domain/products';
import { languages } from './reference';
import { partners } from './partners';

/** Customers; columns are named as the spec's user call names them (customer spec §3). */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    mobile_phone_code: text().notNull().default('91'),
    mobile_phone_number: text().notNull().unique(),
    first_name: text(),
    last_name: text(),
    email: text(),
    email_verified: integer().notNull().default(0),
    birth_date: date({ mode: 'string' }),
    tin: text(),
    language: integer().references(() => languages.id),
    role_id: integer(),
    channel_id: integer(),
    merchant_location_id: integer(),
    partner_id: integer().references(() => partners.id),
    is_editing: integer().notNull().default(0),
    bl_completed: integer().notNull().default(0),
    pl_completed: integer().notNull().default(0),
    gl_completed: integer().notNull().default(0),
    hl_completed: integer().notNull().default(0),
    sl_completed: integer().notNull().default(0),
    tw_completed: integer().notNull().default(0),
    cl_completed: integer().notNull().default(0),
    employment_status_code: integer(),
    business_registration_type: integer(),
    employer_name: text(),
    officepincode: text(),
    monthly_income: integer(),
    salary_mode: integer(),
    business_current_turnover: integer(),
    business_years: integer(),
    business_account: integer(),
    address1: text(),
    address2: text(),
    postal_code: text(),
    gender: integer(),
    residence_type: integer(),
    educational_level: integer(),
    monthly_rent: integer(),
    emi: integer(),
    se_loan_amount: integer(),
    housing_loan_amount: integer(),
    property_type: text(),
    prefer_net_banking: integer(),
    credit_score_band: integer(),
    inflight_credit_app_id: text(),
    pl_update_required: integer().notNull().default(0),
    pl_se_update_required: integer().notNull().default(0),
    allow_sms: integer().notNull().default(1),
    allow_emails: integer().notNull().default(1),
    utms: jsonb().$type<Record<string, string>>(),
    url_segment: text(),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    erased_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('users_partner_idx').on(table.partner_id),
    // Lender MIS rows are matched to customers by PAN (tin).
    index('users_tin_idx')
      .on(table.tin)
      .where(sql`tin is not null`),
    // The CSR portal finds a customer by e-mail in any letter case, or by the start of a first or last name.
    index('users_email_lower_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`email is not null`),
    index('users_first_name_prefix_idx').on(sql`lower(${table.first_name}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${table.last_name}) text_pattern_ops`),
  ],
);

/**
 * The completion flag columns, one per loan of the product registry (packages/domain/src/products.ts), for the
 * queries that read them all; a loan without its column here does not compile, and db/completion-flags.test.ts
 * checks the columns too.
 */
export const completionFlagColumns = byCompletionFlag((flag) => users[flag]);

export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    text_version: text().notNull(),
    ip: text(),
    accepted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the customer took this consent back (a STOP reply, or asking support); null while it stands. */
    withdrawn_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('consents_user_idx').on(table.user_id)],
);
