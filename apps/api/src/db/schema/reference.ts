import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  language_name: text().notNull(),
  image: text(),
  is_default: boolean().notNull().default(false),
  country_key: text().notNull(),
  country_name: text().notNull(),
  phone_code: text().notNull(),
});

export const smart_lists = pgTable('smart_lists', {
  id: serial().primaryKey(),
  kind: text().notNull().unique(),
});

/** An option of a smart list; `code` is the option id clients store (ticket class 1–4, and so on). */
export const smart_list_items = pgTable(
  'smart_list_items',
  {
    list_id: integer()
      .notNull()
      .references(() => smart_lists.id, { onDelete: 'cascade' }),
    code: integer().notNull(),
    value_en: text().notNull(),
    value_hi: text().notNull(),
    sort_order: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.list_id, table.code] })],
);
