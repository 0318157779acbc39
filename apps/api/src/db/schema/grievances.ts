import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GrievanceCategory, GrievanceEventKind, GrievanceStatus } from '@saakh/domain/grievances';
import { admin_users } from './admins';
import { applications } from './applications';
import { lenders } from './catalogue';
import { partners } from './partners';
import { users } from './users';

/**
 * A customer's complaint (issue 30, item 2) with its 30-day clock: filed signed in or by mobile with an OTP, in the
 * customer's language; due_on is the last day of the clock (India). The reference (GR-XXXXXX) is made by the database
 * like an application's. The customer's mobile is kept to answer them even when no account exists for it.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial().primaryKey(),
    reference: text()
      .notNull()
      .default(sql`'GR-' || substr(application_reference(nextval('grievance_reference_seq')), 4)`),
    user_id: integer().references(() => users.id),
    mobile: text().notNull(),
    name: text(),
    /** The brand the customer came through, whose officer they were shown. */
    partner_id: integer().references(() => partners.id),
    category: text().$type<GrievanceCategory>().notNull(),
    lender_id: integer().references(() => lenders.id),
    application_id: uuid().references(() => applications.id),
    description: text().notNull(),
    language: text().$type<'en' | 'hi'>().notNull().default('en'),
    status: text().$type<GrievanceStatus>().notNull().default('open'),
    due_on: date({ mode: 'string' }).notNull(),
    answer: text(),
    answered_at: timestamp({ withTimezone: true }),
    /** The last reminder day sent (7, 21 or 28), so each is sent once. */
    reminded_day: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('grievances_reference_uq').on(table.reference),
    index('grievances_user_idx').on(table.user_id, table.created_at),
    index('grievances_mobile_idx').on(table.mobile, table.created_at),
    // The staff queue: by status, soonest due first; the reminder job reads the open ones.
    index('grievances_status_due_idx').on(table.status, table.due_on),
  ],
);

/** What happened to a complaint, in order: filed, forwarded, reminders, the answer, the customer's reply, notes. */
export const grievance_events = pgTable(
  'grievance_events',
  {
    id: serial().primaryKey(),
    grievance_id: integer()
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    kind: text().$type<GrievanceEventKind>().notNull(),
    text: text(),
    admin_id: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievance_events_grievance_idx').on(table.grievance_id, table.id)],
);
