import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const admin_users = pgTable(
  'admin_users',
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    name: text().notNull(),
    password_hash: text().notNull(),
    role_id: integer().notNull(),
    /** 1 may log in; 0 is disabled (its sessions end at once). */
    status: integer().notNull().default(1),
    /** The staff member's own phone (10 digits), which the telephony provider rings first for a click-to-call. */
    phone: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    last_login_at: timestamp({ withTimezone: true }),
  },
  // Login finds an admin by lower(email): one address in any letter case is one account.
  (table) => [uniqueIndex('admin_users_email_lower_idx').on(sql`lower(${table.email})`)],
);
