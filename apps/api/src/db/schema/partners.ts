import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PartnerType } from '@saakh/domain/merchants';
import { admin_users } from './admins';

export const partners = pgTable(
  'partners',
  {
    id: serial().primaryKey(),
    key: text().notNull().unique(),
    name: text().notNull(),
    utm_id: text(),
    revenue_percent: numeric({ precision: 6, scale: 3 }),
    revenue_flat_fee: integer(),
    logo: text(),
    font_link: text(),
    font_family: text(),
    primary_color: text().notNull().default('#0B5FFF'),
    secondary_color: text().notNull().default('#FF8A00'),
    title: text(),
    terms_apply: boolean().notNull().default(false),
    /** 1 active (its users sign in, its pages are live), 0 suspended, 2 applied (decision 014). */
    status: integer().notNull().default(1),
    /** Onboarding, kept by merchant management (admin /admin/merchant-management). */
    partner_type: text().$type<PartnerType>().notNull().default('merchant'),
    legal_name: text(),
    pan: text(),
    gstin: text(),
    contact_name: text(),
    contact_email: text(),
    contact_mobile: text(),
    bank_account_holder: text(),
    bank_account_number: text(),
    bank_ifsc: text(),
    /** A sub-DSA's parent (one level), which takes parent_split_percent of the sub-partner's share. */
    parent_partner_id: integer().references((): AnyPgColumn => partners.id),
    parent_split_percent: numeric({ precision: 5, scale: 2 }),
    /**
     * The partner agreed that Saakh issues its GST invoices for payouts on its behalf (self-billing, decision 043):
     * when, and which of its users agreed. Off, a registered partner sends its own invoice per payout.
     */
    self_billing: boolean().notNull().default(false),
    self_billing_agreed_at: timestamp({ withTimezone: true }),
    self_billing_agreed_by: integer().references((): AnyPgColumn => partner_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('partners_parent_idx').on(table.parent_partner_id),
    check('partners_parent_not_self', sql`${table.parent_partner_id} <> ${table.id}`),
  ],
);

export const partner_users = pgTable(
  'partner_users',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    email: text().notNull().unique(),
    username: text().notNull().unique(),
    name: text().notNull(),
    password_hash: text().notNull(),
    status: integer().notNull().default(1),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_login_at: timestamp({ withTimezone: true }),
  },
  (table) => [index('partner_users_partner_idx').on(table.partner_id)],
);

/**
 * A commission payout to a partner: one bank transfer. The earned ledger rows it paid and the clawbacks it recovered
 * carry its id, and its figures are their sums: net (what was sent) = amount + GST − TDS − clawbacks, to the paisa
 * (the nightly ledger check proves it, modules/commissions).
 */
export const partner_payouts = pgTable(
  'partner_payouts',
  {
    id: serial().primaryKey(),
    partner_id: integer()
      .notNull()
      .references(() => partners.id),
    /** The bank transfer's UTR or reference: one transfer pays one payout. */
    reference: text().notNull(),
    paid_on: date({ mode: 'string' }).notNull(),
    /** The shares paid, before GST and TDS. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    /** GST on the shares, for a partner registered for it when paid (its GSTIN then is kept). */
    gst: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    tds: numeric({ precision: 14, scale: 2 }).notNull(),
    /** The net of the clawbacks recovered from this payout (their amount + GST − TDS), positive. */
    clawbacks: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    /** What the transfer sent. */
    net: numeric({ precision: 14, scale: 2 }).notNull(),
    gstin: text(),
    entries: integer().notNull(),
    created_by: integer()
      .notNull()
      .references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partner_payouts_reference_uq').on(table.reference),
    index('partner_payouts_partner_idx').on(table.partner_id, table.created_at),
  ],
);
