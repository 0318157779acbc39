/**
 * Cases with owners and clocks (decision 053): who in operations owns an application that still waits on the
 * lender, staff's internal notes on it, and each lender's turnaround time per status.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseStatus } from '@saakh/domain/cases';
import { admin_users } from './admins';
import { applications } from './applications';
import { lenders } from './catalogue';

/** The owner of a case: a row only once someone was given it (none: unassigned). */
export const application_cases = pgTable(
  'application_cases',
  {
    application_id: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    owner_id: integer().references(() => admin_users.id, { onDelete: 'set null' }),
    assigned_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('application_cases_owner_idx').on(table.owner_id)],
);

/** Staff's notes on a case, never shown to the customer (the lender's remark is the customer's). */
export const application_case_notes = pgTable(
  'application_case_notes',
  {
    id: serial().primaryKey(),
    application_id: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    admin_id: integer().references(() => admin_users.id, { onDelete: 'set null' }),
    text: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_case_notes_application_idx').on(table.application_id, table.id)],
);

/** A lender's turnaround per case status, in hours; a status without a row takes defaultSlaHours. */
export const lender_case_sla = pgTable(
  'lender_case_sla',
  {
    lender_id: integer()
      .notNull()
      .references(() => lenders.id, { onDelete: 'cascade' }),
    status: text().$type<CaseStatus>().notNull(),
    hours: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.lender_id, table.status] })],
);
