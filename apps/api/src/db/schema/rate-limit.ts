import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The route rate limits' counters (decision 020), shared by every API instance on the database: one row per limited
 * route and client key, counting hits in a fixed window that ends at `expires_at`. The key is a SHA-256, so no
 * address or mobile number is kept here.
 */
export const rate_limit_hits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_expires_idx').on(table.expires_at)],
);
