import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admin_users } from './admins';
import { commission_ledger } from './ingestion';
import { partner_payouts, partners } from './partners';

/**
 * A clawback (decision 026): commission taken back from a partner's ledger line after the lender reversed its own
 * commission (a loan cancelled or foreclosed early, a mis-sold case). The ledger line keeps its figures and its
 * payout; the clawback is a line of its own on the statement of the month it was recorded in, subtracted from that
 * month's totals, so a statement already sent never changes. One clawback per ledger line.
 */
export const commission_clawbacks = pgTable(
  'commission_clawbacks',
  {
    id: serial().primaryKey(),
    ledger_id: integer()
      .notNull()
      .references(() => commission_ledger.id),
    /** The ledger line's partner, kept here so a statement reads clawbacks by partner and month through an index. */
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    /** What is taken back, in rupees, positive; at most the line's amount. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The TDS that was deducted on the amount taken back, given back with it. */
    tds: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** The GST on the amount taken back: the line's own rate (paid with GST, or unpaid for a registered partner). */
    gst: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** The payout it was deducted from; null while still to recover. */
    payout_id: integer().references(() => partner_payouts.id),
    reason: text().notNull(),
    /** The first day of the statement month the clawback lands on (India). */
    month: date({ mode: 'string' }).notNull(),
    created_by: integer()
      .notNull()
      .references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commission_clawbacks_ledger_uq').on(table.ledger_id),
    index('commission_clawbacks_partner_idx').on(table.partner_id, table.month),
    index('commission_clawbacks_due_idx')
      .on(table.partner_id)
      .where(sql`payout_id is null`),
  ],
);
