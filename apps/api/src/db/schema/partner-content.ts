import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PartnerProduct } from '@saakh/domain/partner-content';
import { admin_users } from './admins';
import { lenders } from './catalogue';

/** Raw bytes (PostgreSQL bytea), read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The partner area's selling material (issue 12, decision 028): FAQs, ready-made messages, banners and training
 * files, written by admins in English and Hindi side by side and read by every partner.
 */

/** Questions and answers for partners: what customers ask, and what DSAs ask. Hindi falls back to English. */
export const partner_faqs = pgTable(
  'partner_faqs',
  {
    id: serial().primaryKey(),
    audience: text().$type<'customer' | 'dsa'>().notNull(),
    question_en: text().notNull(),
    question_hi: text(),
    answer_en: text().notNull(),
    answer_hi: text(),
    sort_order: integer().notNull().default(0),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_faqs_order_idx').on(table.audience, table.sort_order, table.id)],
);

/** A ready-made WhatsApp or SMS text for a product; {link} and {partner} are filled in for the reading partner. */
export const partner_message_texts = pgTable(
  'partner_message_texts',
  {
    id: serial().primaryKey(),
    product: text().$type<PartnerProduct>().notNull(),
    channel: text().$type<'whatsapp' | 'sms'>().notNull(),
    title_en: text().notNull(),
    title_hi: text().notNull(),
    body_en: text().notNull(),
    body_hi: text().notNull(),
    sort_order: integer().notNull().default(0),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_message_texts_order_idx').on(table.product, table.sort_order, table.id)],
);

/**
 * A banner an admin uploads for a product. The stored file is what the admin page shows; the bytes are kept here
 * too, so each partner's co-branded PNG is drawn from them whatever the storage is.
 */
export const partner_banners = pgTable(
  'partner_banners',
  {
    id: serial().primaryKey(),
    product: text().$type<PartnerProduct>().notNull(),
    title_en: text().notNull(),
    title_hi: text().notNull(),
    file_url: text().notNull(),
    content_type: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    image: bytea().notNull(),
    sort_order: integer().notNull().default(0),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_banners_order_idx').on(table.product, table.sort_order, table.id)],
);

/** A training file an admin uploads for a lender: a video (mp4), a deck (pptx) or a document (pdf). */
export const partner_training_files = pgTable(
  'partner_training_files',
  {
    id: serial().primaryKey(),
    lender_id: integer()
      .notNull()
      .references(() => lenders.id),
    kind: text().$type<'video' | 'deck' | 'document'>().notNull(),
    title_en: text().notNull(),
    title_hi: text().notNull(),
    file_url: text().notNull(),
    file_name: text().notNull(),
    size_bytes: integer().notNull(),
    created_by: integer().references(() => admin_users.id),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_training_files_lender_idx').on(table.lender_id, table.created_at)],
);
