/**
 * The job outbox's queries for the queue itself (lib/jobs/jobs.ts): writing a job in the caller's transaction, the
 * relay's hand-over and each attempt's bookkeeping. The admin screen's reads and retries are the jobs module's.
 */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { JobStatus } from '@saakh/domain/jobs';
import type { Executor } from '../../db/client';
import { job_outbox } from '../../db/schema/jobs';

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

/** Rows not finished yet (pending, queued or running). */
export async function countUnfinished(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(job_outbox)
    .where(inArray(job_outbox.status, ['pending', 'queued', 'running'] satisfies JobStatus[]));
  return row?.n ?? 0;
}

/** Whether a job with this idempotency key was ever written (in any state). */
export async function hasKey(db: Executor, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: job_outbox.id })
    .from(job_outbox)
    .where(eq(job_outbox.idempotency_key, key))
    .limit(1);
  return row !== undefined;
}
