import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  ErasureCounts,
  ErasureReason,
  ErasureRejectReason,
  ErasureRequestSource,
  ErasureRequestStatus,
} from '@saakh/domain/customer-erasure';
import { admin_users } from './admins';
import { users } from './users';

/**
 * One erasure of a customer's personal data (decision 015): who made it, why (a category, never free text), the
 * pseudonym that replaced the customer's identifiers in the records kept, and how many records of each kind it
 * erased or pseudonymised. It holds no personal data itself. A customer is erased once.
 */
export const customer_erasures = pgTable('customer_erasures', {
  id: serial().primaryKey(),
  user_id: integer()
    .notNull()
    .unique()
    .references(() => users.id),
  requested_by: integer()
    .notNull()
    .references(() => admin_users.id),
  reason: text().$type<ErasureReason>().notNull(),
  pseudonym: text().notNull().unique(),
  counts: jsonb().$type<ErasureCounts>().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A request to erase a customer's data, from the customer (due within ERASURE_DUE_DAYS) or made by an admin who
 * erases directly; it ends done (with its erasure) or rejected (with a reason category).
 */
export const erasure_requests = pgTable(
  'erasure_requests',
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id),
    source: text().$type<ErasureRequestSource>().notNull(),
    status: text().$type<ErasureRequestStatus>().notNull().default('pending'),
    requested_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    due_at: timestamp({ withTimezone: true }).notNull(),
    completed_at: timestamp({ withTimezone: true }),
    erasure_id: integer().references(() => customer_erasures.id),
    decided_by: integer().references(() => admin_users.id),
    reject_reason: text().$type<ErasureRejectReason>(),
  },
  (table) => [
    // One pending request per customer: asking again answers the one already waiting.
    uniqueIndex('erasure_requests_pending_uq')
      .on(table.user_id)
      .where(sql`status = 'pending'`),
    // The page's list: by status, soonest due first.
    index('erasure_requests_status_due_idx').on(table.status, table.due_at),
  ],
);
