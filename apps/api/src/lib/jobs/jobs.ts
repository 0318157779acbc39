/**
 * Background jobs on the database (decision 004): pg-boss runs them, on the PostgreSQL server and on embedded PGlite
 * alike, with retries and exponential backoff, expiry, a dead-letter queue and a graceful stop. Work is never handed
 * to pg-boss directly: a change writes an outbox row in its own transaction (`enqueue`), and the relay hands
 * committed rows over under the row's job id, so nothing is lost when the process dies between the change and the
 * hand-over, and handing a row over twice creates one job.
 */
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Deps, Logger } from '../../deps';
import type { ExecuteSql, Executor } from '../../db/client';
import * as repo from './outbox.repository';

export type JobContext = { jobId: string; attempt: number };

export type JobDefinition<P extends Record<string, unknown> = Record<string, unknown>> = {
  queue: string;
  payload: z.ZodType<P>;
  /** Tries after the first (default 5), each later than the last (exponential backoff from `retryDelaySeconds`). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still running after this long counts as failed (the process died or hung). */
  expireInSeconds?: number;
  // A method, so a definition for one payload type fits the list of all definitions. What it answers is kept as the
  // queue's output of the job (a summary, say).
  run(deps: Deps, payload: P, context: JobContext): Promise<unknown>;
};

/**
 * What writing a job needs to know of it: its queue and payload. A module that only asks for a job (a lifecycle
 * subscriber the job's own code would import back) declares these, and the job's definition spreads them.
 */
export type JobQueue<P extends Record<string, unknown> = Record<string, unknown>> = Pick<
  JobDefinition<P>,
  'queue' | 'payload'
>;

/** Declares a job; the type ties the payload schema to what `run` and `enqueue` take. */
export function defineJob<P extends Record<string, unknown>>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/**
 * Whether a job with this idempotency key was written already, read in the caller's transaction: a scheduler claims
 * a slot's key before writing the rows its job will need, so a second scheduler writes nothing.
 */
export function isEnqueued(db: Executor, key: string): Promise<boolean> {
  return repo.hasKey(db, key);
}

export type EnqueueOptions = {
  /** Idempotency key: a second enqueue with the same key is a no-op. */
  key: string;
  startAfter?: Date;
};

export type Jobs = {
  /** Writes the job in the caller's transaction (or on the database): it exists exactly when the change commits. */
  enqueue: <P extends Record<string, unknown>>(
    executor: Executor,
    definition: JobQueue<P>,
    payload: P,
    options: EnqueueOptions,
  ) => Promise<void>;
  /** Starts the queue; with `work` this process also runs jobs (the default for `npm start`). */
  start: (deps: Deps, options: { work: boolean }) => Promise<void>;
  /** Stops taking jobs and waits for running ones (up to `timeoutMs`). */
  stop: (timeoutMs?: number) => Promise<void>;
  /** Hands committed outbox rows to the queue now; answers how many. */
  relay: () => Promise<number>;
  /** Resolves once every job written so far has finished (tests and scripts). */
  idle: (timeoutMs?: number) => Promise<void>;
};

export type JobsOptions = {
  executeSql: ExecuteSql;
  definitions: JobDefinition[];
  log: Logger;
  /** How often the relay and one look over every queue run (and so how soon a job written elsewhere starts). */
  pollSeconds: number;
};

export const DEAD_LETTER_QUEUE = 'dead-letter';
/** The schema pg-boss keeps its tables in (it creates them at its start). */
const BOSS_SCHEMA = 'pgboss';
const RELAY_BATCH = 100;
/**
 * How long a queue's worker waits before asking for a job by itself. One statement per poll finds the queues with a
 * job ready and wakes their workers (`wakeReadyWorkers`), and a worker that ran a job asks again at once: polling every
 * queue on its own cost an idle instance one statement per queue per poll (24 every half second: about 9 % of a core
 * on PostgreSQL, and each waits its turn on PGlite). This is only the fallback should a wake be missed.
 */
const WORKER_FALLBACK_POLL_SECONDS = 60;
const ERROR_MAX_LENGTH = 1000;

type QueuedData = { outboxId: number };

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX_LENGTH);
}

export function createJobs(options: JobsOptions): Jobs {
  const definitions = new Map(options.definitions.map((definition) => [definition.queue, definition]));
  let boss: PgBoss | null = null;
  let deps: Deps | null = null;
  const workerIds = new Map<string, string>();
  let relayTimer: NodeJS.Timeout | null = null;
  let relaying: Promise<number> | null = null;
  let relayAgain = false;
  let kickTimer: NodeJS.Timeout | null = null;

  async function relayOnce(): Promise<number> {
    if (!boss || !deps) return 0;
    let moved = 0;
    for (;;) {
      const rows = await repo.pendingBatch(deps.db, RELAY_BATCH);
      if (rows.length === 0) break;
      const known = rows.filter((row) => definitions.has(row.queue));
      if (known.length > 0) {
        await boss.insert(
          known.map((row) => ({
            id: row.jobId,
            name: row.queue,
            data: { outboxId: row.id } satisfies QueuedData,
            startAfter: row.startAfter ?? undefined,
          })),
        );
      }
      await repo.markQueued(
        deps.db,
        known.map((row) => row.id),
      );
      moved += known.length;
      for (const queue of new Set(known.map((row) => row.queue))) {
        const workerId = workerIds.get(queue);
        if (workerId) boss.notifyWorker(workerId);
      }
      // Rows of a queue this process does not know stay pending for a process that does.
      if (known.length < rows.length || rows.length < RELAY_BATCH) break;
    }
    return moved;
  }

  /** One relay at a time; a call during a relay runs it once more afterwards, so no committed row waits a tick. */
  function relay(): Promise<number> {
    if (relaying) {
      relayAgain = true;
      return relaying;
    }
    relaying = (async () => {
      let total = 0;
      do {
        relayAgain = false;
        total += await relayOnce();
      } while (relayAgain);
      return total;
    })().finally(() => {
      relaying = null;
    });
    return relaying;
  }

  /**
   * pg-boss's statements, kept until they settle: its worker records a job's completion or failure without waiting
   * for it, so its stop can resolve with that statement still to run. `stop` waits for them before the caller closes
   * the pool (a failure recorded after the close was an unhandled "Cannot use a pool after calling end": stop 51).
   */
  const bossStatements = new Set<Promise<unknown>>();
  /**
   * Set once `stop` has stopped pg-boss: the caller closes the pool next, so a statement asked for afterwards (a timer
   * of the queue's that fired during the stop) answers no rows instead of failing unhandled on the closed pool.
   */
  let stopped = false;
  const trackedSql: ExecuteSql = (text, values) => {
    if (stopped) return Promise.resolve({ rows: [] });
    const statement = options.executeSql(text, values);
    bossStatements.add(statement);
    const settle = () => bossStatements.delete(statement);
    statement.then(settle, settle);
    return statement;
  };

  function relaySoon(): void {
    if (!boss || kickTimer) return;
    // After the caller's transaction has had time to commit; the periodic relay catches slower ones.
    kickTimer = setTimeout(() => {
      kickTimer = null;
      relay().catch((error: unknown) => options.log.warn({ err: error }, 'job relay failed'));
    }, 20);
    kickTimer.unref();
  }

  /** Wakes the worker of each queue that has a job ready now (as pg-boss's own fetch judges ready). */
  async function wakeReadyWorkers(): Promise<void> {
    if (!boss || workerIds.size === 0) return;
    const { rows } = await trackedSql(
      `select distinct name from ${BOSS_SCHEMA}.job where state < 'active' and start_after < now()`,
    );
    for (const row of rows) {
      const workerId = workerIds.get(String(row.name));
      if (workerId) boss?.notifyWorker(workerId);
    }
  }

  /** A worker that ran a job asks for the next at once: a queue with many ready drains without waiting a poll each. */
  function askAgain(queue: string): void {
    const workerId = workerIds.get(queue);
    if (workerId) boss?.notifyWorker(workerId);
  }

  async function runJob(definition: JobDefinition, job: PgBoss.JobWithMetadata<QueuedData>): Promise<unknown> {
    if (!deps) throw new Error('jobs are not started');
    const { outboxId } = job.data;
    const row = await repo.startAttempt(deps.db, outboxId, job.id);
    if (!row) return undefined;
    try {
      const payload = definition.payload.parse(row.payload);
      const result = await definition.run(deps, payload, { jobId: job.id, attempt: row.attempts });
      await repo.finishAttempt(deps.db, outboxId, job.id, { status: 'completed' });
      return result;
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      await repo.finishAttempt(deps.db, outboxId, job.id, {
        status: final ? 'failed' : 'queued',
        error: errorText(error),
      });
      options.log.warn({ queue: definition.queue, outboxId, attempt: row.attempts, final }, 'job attempt failed');
      throw error;
    }
  }

  return {
    async enqueue(executor, definition, payload, { key, startAfter }) {
      await repo.insertOutbox(executor, { queue: definition.queue, key, payload, startAfter });
      relaySoon();
    },

    async start(startDeps, { work }) {
      deps = startDeps;
      stopped = false;
      boss = new PgBoss({
        db: { executeSql: trackedSql },
        schema: BOSS_SCHEMA,
        // Schedules are not used yet; maintenance (expiry, archiving) runs in every instance, pg-boss coordinates it.
        schedule: false,
      });
      boss.on('error', (error: Error) => options.log.error({ err: error }, 'job queue error'));
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, retentionMinutes: 60 * 24 * 30 });
      for (const definition of definitions.values()) {
        const queueOptions = {
          name: definition.queue,
          retryLimit: definition.retryLimit ?? 5,
          retryDelay: definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          deadLetter: DEAD_LETTER_QUEUE,
        };
        await boss.createQueue(definition.queue, queueOptions);
        await boss.updateQueue(definition.queue, queueOptions);
      }
      if (work) {
        const pollingIntervalSeconds = WORKER_FALLBACK_POLL_SECONDS;
        for (const definition of definitions.values()) {
          const workerId = await boss.work<QueuedData>(
            definition.queue,
            { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
            async ([job]) => {
              if (!job) return undefined;
              try {
                return await runJob(definition, job);
              } finally {
                askAgain(definition.queue);
              }
            },
          );
          workerIds.set(definition.queue, workerId);
        }
        const deadLetterWorker = await boss.work<QueuedData>(
          DEAD_LETTER_QUEUE,
          { batchSize: 10, includeMetadata: true, pollingIntervalSeconds },
          async (jobs) => {
            for (const job of jobs) {
              // The dead letter keeps the original job's id: a job that ran out of time never reached our catch.
              if (deps) await repo.markDead(deps.db, job.data.outboxId, job.id, 'The job ran out of time or retries');
            }
            askAgain(DEAD_LETTER_QUEUE);
          },
        );
        workerIds.set(DEAD_LETTER_QUEUE, deadLetterWorker);
      }
      relayTimer = setInterval(() => {
        relay()
          .then(wakeReadyWorkers)
          .catch((error: unknown) => options.log.warn({ err: error }, 'job relay failed'));
      }, options.pollSeconds * 1000);
      relayTimer.unref();
      await relay();
    },

    async stop(timeoutMs = 30_000) {
      if (relayTimer) clearInterval(relayTimer);
      if (kickTimer) clearTimeout(kickTimer);
      relayTimer = null;
      kickTimer = null;
      await relaying?.catch(() => undefined);
      const current = boss;
      boss = null;
      workerIds.clear();
      if (current) await current.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      stopped = true;
      await Promise.allSettled([...bossStatements]);
    },

    relay,

    async idle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await relay();
        if (!deps || (await repo.countUnfinished(deps.db)) === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still unfinished after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
