import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admin_users } from './admins';
import { partner_users, partners } from './partners';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A partner's ticket to Saakh (issue 12, communication): tech support, a general query or a commission dispute.
 * Open until an admin replies (answered); a partner's reply opens it again; either side closes it (decision 027).
 */
export const partner_tickets = pgTable(
  'partner_tickets',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    opened_by: integer()
      .notNull()
      .references(() => partner_users.id),
    category: text().$type<'tech_support' | 'general_query' | 'dispute'>().notNull(),
    subject: text().notNull(),
    /** What the ticket is about, e.g. the commission ledger line a dispute names. */
    reference: text(),
    status: text().$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change: the partner's list is newest activity first. */
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('partner_tickets_partner_idx').on(table.partner_id, table.updated_at),
    index('partner_tickets_queue_idx').on(table.status, table.created_at),
  ],
);

/** The thread of a ticket: the partner's first text, then replies from either side. */
export const partner_ticket_messages = pgTable(
  'partner_ticket_messages',
  {
    id: serial().primaryKey(),
    ticket_id: integer()
      .notNull()
      .references(() => partner_tickets.id),
    author_kind: text().$type<'partner' | 'admin'>().notNull(),
    partner_user_id: integer().references(() => partner_users.id),
    admin_id: integer().references(() => admin_users.id),
    /** The admin acting in a masquerade session, when a partner-side message was written by one. */
    masquerade_admin_id: integer().references(() => admin_users.id),
    body: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_ticket_messages_ticket_idx').on(table.ticket_id, table.id)],
);

/**
 * A message's attachment, kept private in the database (the storage adapter's files are public by URL), so only the
 * ticket's partner and admins download it.
 */
export const partner_ticket_attachments = pgTable(
  'partner_ticket_attachments',
  {
    id: serial().primaryKey(),
    ticket_id: integer()
      .notNull()
      .references(() => partner_tickets.id),
    message_id: integer()
      .notNull()
      .references(() => partner_ticket_messages.id),
    file_name: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('partner_ticket_attachments_message_uq').on(table.message_id)],
);

/**
 * A partner's request to change its KYC and bank details: the stored values stay until an admin approves it; at most
 * one pending request per partner.
 */
export const partner_bank_change_requests = pgTable(
  'partner_bank_change_requests',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    requested_by: integer()
      .notNull()
      .references(() => partner_users.id),
    masquerade_admin_id: integer().references(() => admin_users.id),
    pan: text().notNull(),
    gstin: text(),
    bank_account_holder: text().notNull(),
    bank_account_number: text().notNull(),
    bank_ifsc: text().notNull(),
    status: text().$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    decided_by: integer().references(() => admin_users.id),
    decided_at: timestamp({ withTimezone: true }),
    rejection_reason: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_bank_change_pending_uq')
      .on(table.partner_id)
      .where(sql`${table.status} = 'pending'`),
    index('partner_bank_change_queue_idx').on(table.status, table.created_at),
    index('partner_bank_change_partner_idx').on(table.partner_id, table.created_at),
  ],
);

/** What a partner user is e-mailed about; a user without a row gets every e-mail (the defaults). */
export const partner_user_preferences = pgTable(
  'partner_user_preferences',
  {
    partner_user_id: integer()
      .notNull()
      .references(() => partner_users.id),
    notify_ticket_reply: boolean().notNull().default(true),
    notify_disbursal: boolean().notNull().default(true),
    notify_payout: boolean().notNull().default(true),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.partner_user_id] })],
);
