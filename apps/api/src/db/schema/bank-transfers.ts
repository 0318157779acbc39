import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BankTransferItemStatus } from '@saakh/domain/bank-transfers';
import { admin_users } from './admins';
import { partner_payouts, partners } from './partners';

/**
 * A bank bulk-transfer file finance prepared (decision 041): one item per partner. The batch is settled when none of
 * its items is still `sent`; its status is read from its items, never kept twice.
 */
export const bank_transfer_batches = pgTable('bank_transfer_batches', {
  id: serial().primaryKey(),
  created_by: integer()
    .notNull()
    .references(() => admin_users.id),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One transfer of a bank file: the lines it pays and the figures it was priced at when the file was written, and the
 * beneficiary as the file names it. While `sent` (or `mismatch`) its lines are reserved: no manual payout and no
 * other file takes them.
 */
export const bank_transfer_items = pgTable(
  'bank_transfer_items',
  {
    id: serial().primaryKey(),
    batch_id: integer()
      .notNull()
      .references(() => bank_transfer_batches.id),
    /** Its row in the file, from 1; with the batch it makes the customer reference. */
    position: integer().notNull(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    customer_reference: text().notNull(),
    /** The earned shares (commission_ledger ids) and clawbacks it covers, exactly. */
    ledger_ids: integer().array().notNull(),
    clawback_ids: integer().array().notNull(),
    gstin: text(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    gst: numeric({ precision: 14, scale: 2 }).notNull(),
    tds: numeric({ precision: 14, scale: 2 }).notNull(),
    clawbacks: numeric({ precision: 14, scale: 2 }).notNull(),
    net: numeric({ precision: 14, scale: 2 }).notNull(),
    beneficiary_name: text().notNull(),
    beneficiary_account: text().notNull(),
    beneficiary_ifsc: text().notNull(),
    beneficiary_email: text(),
    status: text().$type<BankTransferItemStatus>().notNull().default('sent'),
    utr: text(),
    value_date: date({ mode: 'string' }),
    /** The bank's reason for a failure, or the message key of why Saakh could not record a paid row. */
    reason: text(),
    payout_id: integer().references(() => partner_payouts.id),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_transfer_items_reference_uq').on(table.customer_reference),
    uniqueIndex('bank_transfer_items_position_uq').on(table.batch_id, table.position),
    // The reservation checks ask "is this line in an open item?" on every payable query.
    index('bank_transfer_items_ledger_open_idx')
      .using('gin', table.ledger_ids)
      .where(sql`status in ('sent', 'mismatch')`),
    index('bank_transfer_items_clawback_open_idx')
      .using('gin', table.clawback_ids)
      .where(sql`status in ('sent', 'mismatch')`),
    index('bank_transfer_items_partner_idx').on(table.partner_id),
  ],
);
