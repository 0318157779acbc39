import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { JobListQuery, JobStatus } from '@saakh/domain/jobs';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import type { OutboxRow } from '../../lib/jobs/outbox.repository';
import { job_outbox } from '../../db/schema/jobs';
import { listPage, orderBy, searchAny } from '../../db/lists';

/** Sends a dead letter round again under a new job id; answers whether it was a dead letter. */
export async function requeueFailed(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(job_outbox)
    .set({ status: 'pending', job_id: sql`gen_random_uuid()`, finished_at: null, dispatched_at: null })
    .where(and(eq(job_outbox.id, id), eq(job_outbox.status, 'failed')))
    .returning();
  return row;
}

export async function findOutbox(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(job_outbox).where(eq(job_outbox.id, id)).limit(1);
  return row;
}

const jobColumns = {
  id: job_outbox.id,
  queue: job_outbox.queue,
  key: job_outbox.idempotency_key,
  status: job_outbox.status,
  attempts: job_outbox.attempts,
  last_error: job_outbox.last_error,
  created_at: job_outbox.created_at,
  finished_at: job_outbox.finished_at,
};

export async function listJobs(
  db: Executor,
  query: JobListQuery,
  written?: { start: Date; end: Date },
): Promise<Page<JobRow>> {
  const where = and(
    query.status ? eq(job_outbox.status, query.status) : undefined,
    query.queue ? eq(job_outbox.queue, query.queue) : undefined,
    written ? gte(job_outbox.created_at, written.start) : undefined,
    written ? lt(job_outbox.created_at, written.end) : undefined,
    searchAny(query.q, [job_outbox.idempotency_key, job_outbox.queue]),
  );
  return listPage(query, {
    items: ({ limit, offset }) =>
      db
        .select(jobColumns)
        .from(job_outbox)
        .where(where)
        .orderBy(
          ...orderBy(
            query.sort,
            {
              created_at: job_outbox.created_at,
              finished_at: job_outbox.finished_at,
              queue: job_outbox.queue,
              attempts: job_outbox.attempts,
            },
            job_outbox.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(job_outbox).where(where);
      return row?.n ?? 0;
    },
  });
}

export type JobRow = {
  id: number;
  queue: string;
  key: string;
  status: JobStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

/**
 * Jobs written between two instants: the count per status, and per hour or per day (in India) how many were
 * written, completed and failed.
 */
export async function overview(db: Executor, written: { start: Date; end: Date }, unit: 'hour' | 'day') {
  const inRange = and(gte(job_outbox.created_at, written.start), lt(job_outbox.created_at, written.end));
  const counts = await db
    .select({ status: job_outbox.status, n: count() })
    .from(job_outbox)
    .where(inRange)
    .groupBy(job_outbox.status);
  // The unit and format are one of two constants, written into the SQL so that GROUP BY sees the same expression.
  const format = unit === 'hour' ? `'YYYY-MM-DD"T"HH24:00'` : `'YYYY-MM-DD'`;
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${unit}'`)}, ${job_outbox.created_at} at time zone 'Asia/Kolkata'), ${sql.raw(format)})`;
  const points = await db
    .select({
      at: bucket,
      written: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${job_outbox.status} = 'completed'))::int`,
      failed: sql<number>`(count(*) filter (where ${job_outbox.status} = 'failed'))::int`,
    })
    .from(job_outbox)
    .where(inRange)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return { counts, points };
}
