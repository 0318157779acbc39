import { and, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { JobListQuery, JobStatus } from '@saakh/domain/jobs';
import type { Page } from '@saakh/domain/lists';
import type { Executor } from '../../db/client';
import { job_outbox } from '../../db/schema/jobs';
import { listPage, orderBy, searchAny } from '../../db/lists';

export type OutboxRow = typeof job_outbox.$inferSelect;

/** Writes a job in the caller's transaction; a key that was enqueued before writes nothing. */
export async function insertOutbox(
  db: Executor,
  values: { queue: string; key: string; payload: Record<string, unknown>; startAfter?: Date },
): Promise<void> {
  await db
    .insert(job_outbox)
    .values({
      queue: values.queue,
      idempotency_key: values.key,
      payload: values.payload,
      start_after: values.startAfter,
    })
    .onConflictDoNothing({ target: job_outbox.idempotency_key });
}

/** The oldest rows not yet handed to the queue. */
export async function pendingBatch(db: Executor, limit: number) {
  return db
    .select({
      id: job_outbox.id,
      queue: job_outbox.queue,
      jobId: job_outbox.job_id,
      startAfter: job_outbox.start_after,
    })
    .from(job_outbox)
    .where(eq(job_outbox.status, 'pending'))
    .orderBy(job_outbox.id)
    .limit(limit);
}

export async function markQueued(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(job_outbox)
    .set({ status: 'queued', dispatched_at: sql`now()` })
    .where(and(inArray(job_outbox.id, ids), eq(job_outbox.status, 'pending')));
}

/**
 * Starts an attempt: the row of this job id (a retried dead letter has a new one, so a stale copy of the old job
 * finds nothing) that has not completed. The row may still say pending: a worker can take the job before the relay
 * that handed it over has marked the row. Answers the row, or nothing when there is nothing to run.
 */
export async function startAttempt(db: Executor, id: number, jobId: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(job_outbox)
    .set({ status: 'running', attempts: sql`${job_outbox.attempts} + 1` })
    .where(and(eq(job_outbox.id, id), eq(job_outbox.job_id, jobId), ne(job_outbox.status, 'completed')))
    .returning();
  return row;
}

export async function finishAttempt(
  db: Executor,
  id: number,
  jobId: string,
  outcome: { status: 'completed' } | { status: 'queued' | 'failed'; error: string },
): Promise<void> {
  await db
    .update(job_outbox)
    .set(
      outcome.status === 'completed'
        ? { status: 'completed', finished_at: sql`now()`, last_error: null }
        : {
            status: outcome.status,
            last_error: outcome.error,
            finished_at: outcome.status === 'failed' ? sql`now()` : null,
          },
    )
    .where(and(eq(job_outbox.id, id), eq(job_outbox.job_id, jobId)));
}

/** A job the queue gave up on without a last attempt of ours failing (it ran out of time): a dead letter. */
export async function markDead(db: Executor, id: number, jobId: string, error: string): Promise<void> {
  await db
    .update(job_outbox)
    .set({ status: 'failed', last_error: error, finished_at: sql`now()` })
    .where(
      and(
        eq(job_outbox.id, id),
        eq(job_outbox.job_id, jobId),
        ne(job_outbox.status, 'completed'),
        ne(job_outbox.status, 'failed'),
      ),
    );
}

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

/** Rows not finished yet (pending, queued or running). */
export async function countUnfinished(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(job_outbox)
    .where(inArray(job_outbox.status, ['pending', 'queued', 'running'] satisfies JobStatus[]));
  return row?.n ?? 0;
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
