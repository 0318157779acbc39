import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A counter per list that database triggers raise on every write to the list's table (migration 0004), so a cached
 * answer knows it is still current with one indexed read, whoever wrote: a service, a seed or another instance.
 */
export const list_versions = pgTable('list_versions', {
  name: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
  changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
