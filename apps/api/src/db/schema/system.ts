import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed steps already applied, so demo data is written once and later steps can be added. */
export const seed_steps = pgTable('seed_steps', {
  name: text().primaryKey(),
  done_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
