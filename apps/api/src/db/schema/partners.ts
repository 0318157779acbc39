import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const partners = pgTable('partners', {
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
  status: integer().notNull().default(1),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deleted_at: timestamp({ withTimezone: true }),
});

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
