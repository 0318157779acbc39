import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobStatus } from '@saakh/domain/jobs';

/**
 * The outbox and ledger of background jobs. A change that must cause work (forward a help request, send a message,
 * apply a file) writes a row here in its own transaction, so the work exists exactly when the change does; the
 * relay hands committed rows to the queue (pg-boss) under the row's job id, so handing one over twice is harmless.
 * The row then records how the job went: the dead-letter view lists the failed ones.
 */
export const job_outbox = pgTable(
  'job_outbox',
  {
    id: serial().primaryKey(),
    queue: text().notNull(),
    /** One job per key: enqueueing a key again is a no-op (idempotency). */
    idempotency_key: text().notNull().unique(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The queue's job id; a retry from the dead-letter view gets a new one. */
    job_id: uuid()
      .notNull()
      .default(sql`gen_random_uuid()`),
    status: text().$type<JobStatus>().notNull().default('pending'),
    start_after: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dispatched_at: timestamp({ withTimezone: true }),
    finished_at: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('job_outbox_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    index('job_outbox_status_idx').on(table.status, table.created_at),
    index('job_outbox_queue_idx').on(table.queue, table.created_at),
  ],
);
