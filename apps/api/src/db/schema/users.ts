import { sql } from 'drizzle-orm';
import { customType, date, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentChannel, ConsentPurpose } from '@saakh/domain/consents';
import type { DataExportStatus } from '@saakh/domain/data-rights';
import { byCompletionFlag } from '@saakh/domain/products';
import { languages } from './reference';
import { partners } from './partners';

/** Raw bytes (PostgreSQL bytea), read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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

/**
 * One consent of a customer, per purpose (issue 30 item 3, decision 038): which text they agreed to (its key and
 * version), in which language, through which channel and from which address, when; and when they took it back.
 * A lender-sharing consent names the application and lender it covers. Rows are never updated except to record
 * the withdrawal: giving a consent again adds a row.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    purpose: text().$type<ConsentPurpose>().notNull(),
    /** The text shown (a message key of consent-messages, e.g. 'householdIncomeAtMostConsent', or the purpose). */
    kind: text().notNull(),
    text_version: text().notNull(),
    language: text().$type<'en' | 'hi'>(),
    channel: text().$type<ConsentChannel>(),
    /** The address the consent was given from: the device's IP address, or the mobile number of an SMS reply. */
    ip: text(),
    /** The application (applications.id) and lender a lender-sharing consent covers. */
    application_id: uuid(),
    lender_id: integer(),
    accepted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the customer took this consent back (My consents, a STOP reply, or asking support); null while it stands. */
    withdrawn_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('consents_user_idx').on(table.user_id),
    // The send rule and the submit gate look for a standing consent of one purpose.
    index('consents_standing_idx')
      .on(table.user_id, table.purpose)
      .where(sql`withdrawn_at is null`),
  ],
);

/**
 * A download of everything Saakh holds about a customer (issue 30 item 4): made by a job, with its progress, kept
 * DATA_EXPORT_KEEP_DAYS (the retention job deletes the row, files and all). The files live here, not in the public
 * upload store, so only the customer's own session can read them.
 */
export const data_exports = pgTable(
  'data_exports',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    status: text().$type<DataExportStatus>().notNull().default('queued'),
    progress: integer().notNull().default(0),
    language: text().$type<'en' | 'hi'>().notNull().default('en'),
    requested_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp({ withTimezone: true }),
    expires_at: timestamp({ withTimezone: true }),
    json_file: bytea(),
    pdf_file: bytea(),
  },
  (table) => [index('data_exports_user_idx').on(table.user_id, table.requested_at)],
);
