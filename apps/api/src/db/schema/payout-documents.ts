/** The tax documents of partner payouts (decision 043): Saakh's self-billed invoices and the partners' own. */
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admin_users } from './admins';
import { partner_payouts } from './partners';

/**
 * A self-billed tax invoice Saakh issued for a payout, numbered in one series per Indian financial year
 * (`SB/2026-27/00001`): consecutive, never reused, at most 16 characters as GST rule 46 asks.
 */
export const payout_invoices = pgTable(
  'payout_invoices',
  {
    id: serial().primaryKey(),
    payout_id: integer()
      .notNull()
      .references(() => partner_payouts.id),
    number: text().notNull(),
    /** The financial year, "2026-27". */
    fy: text().notNull(),
    seq: integer().notNull(),
    /** The invoice date is this day in India. */
    issued_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payout_invoices_payout_uq').on(table.payout_id),
    uniqueIndex('payout_invoices_number_uq').on(table.number),
    uniqueIndex('payout_invoices_fy_seq_uq').on(table.fy, table.seq),
  ],
);

/** The invoice a registered partner that does not self-bill sent for a payout, as an admin recorded it. */
export const payout_partner_invoices = pgTable(
  'payout_partner_invoices',
  {
    id: serial().primaryKey(),
    payout_id: integer()
      .notNull()
      .references(() => partner_payouts.id),
    number: text().notNull(),
    invoice_date: date({ mode: 'string' }).notNull(),
    recorded_by: integer()
      .notNull()
      .references(() => admin_users.id),
    recorded_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payout_partner_invoices_payout_uq').on(table.payout_id),
    index('payout_partner_invoices_number_idx').on(table.number),
  ],
);
