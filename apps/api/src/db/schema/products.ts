import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { InsuranceKind } from '@saakh/domain/insurance';
import type { InsuranceRequestStatus, InsuranceRequestType, PreferredTime } from '@saakh/domain/insurance-requests';
import { admin_users } from './admins';
import { partners } from './partners';
import { users } from './users';

/**
 * A customer's request for an insurance quote or a call back (issue 13), with the partner who brought them, the
 * consent text version they agreed to, and who in the team handled it.
 */
export const insurance_requests = pgTable(
  'insurance_requests',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    partner_id: integer().references(() => partners.id),
    kind: text().$type<InsuranceKind>().notNull(),
    request_type: text().$type<InsuranceRequestType>().notNull(),
    preferred_time: text().$type<PreferredTime>().notNull(),
    status: text().$type<InsuranceRequestStatus>().notNull().default('new'),
    consent_version: text().notNull(),
    ip: text(),
    handled_by: integer().references(() => admin_users.id),
    handled_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A customer's own requests, newest first, and the de-dupe check of a repeated request.
    index('insurance_requests_user_idx').on(table.user_id, table.kind, table.created_at),
    // The admin list: newest first, or one status at a time.
    index('insurance_requests_created_idx').on(table.created_at, table.id),
    index('insurance_requests_status_idx').on(table.status, table.created_at),
  ],
);

/** Discount vouchers admins manage (issue 13), in English and Hindi; deleting is soft. */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial().primaryKey(),
    brand: text().notNull(),
    title_en: text().notNull(),
    title_hi: text().notNull(),
    discount_en: text().notNull(),
    discount_hi: text().notNull(),
    terms_en: text().notNull(),
    terms_hi: text().notNull(),
    code: text(),
    url: text(),
    valid_from: date({ mode: 'string' }).notNull(),
    valid_until: date({ mode: 'string' }).notNull(),
    status: integer().notNull().default(1),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The customer listing: live, valid today, soonest to expire first.
    index('vouchers_live_idx')
      .on(table.status, table.valid_until, table.id)
      .where(sql`${table.deleted_at} is null`),
    index('vouchers_updated_idx')
      .on(table.updated_at, table.id)
      .where(sql`${table.deleted_at} is null`),
  ],
);
