import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const admin_users = pgTable('admin_users', {
  id: serial().primaryKey(),
  email: text().notNull().unique(),
  name: text().notNull(),
  password_hash: text().notNull(),
  role_id: integer().notNull(),
  status: integer().notNull().default(1),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  last_login_at: timestamp({ withTimezone: true }),
});
