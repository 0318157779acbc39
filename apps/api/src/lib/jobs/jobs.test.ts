/**
 * The job queue on the real database (PGlite here, PostgreSQL in the api-postgres tier): the outbox, idempotency,
 * retries with backoff, dead letters, graceful stop, and work written while no worker ran.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../../deps';
import { job_outbox } from '../../db/schema/jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJobs, defineJob } from './jobs';

const runs = new Map<string, number[]>();
function record(key: string): void {
  runs.set(key, [...(runs.get(key) ?? []), Date.now()]);
}

const echoJob = defineJob({
  queue: 'test.echo',
  payload: z.object({ key: z.string() }),
  run: async (_deps, { key }) => record(key),
});

const failingJob = defineJob({
  queue: 'test.failing',
  payload: z.object({ key: z.string() }),
  retryLimit: 1,
  retryDelaySeconds: 1,
  run: async (_deps, { key }) => {
    record(key);
    throw new Error(`gateway refused ${key}`);
  },
});

const slowJob = defineJob({
  queue: 'test.slow',
  payload: z.object({ key: z.string(), ms: z.number() }),
  run: async (_deps, { key, ms }) => {
    record(`${key}:start`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    record(key);
  },
});

const definitions = [echoJob, failingJob, slowJob];

async function outboxRow(t: TestApp, key: string) {
  const [row] = await t.db.select().from(job_outbox).where(eq(job_outbox.idempotency_key, key));
  return row;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('background jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: true, jobDefinitions: definitions });
  });
  afterAll(async () => t?.close());

  it('runs a job written in a transaction once it commits, and records it completed', async () => {
    await t.db.transaction(async (tx) => {
      await t.deps.jobs.enqueue(tx, echoJob, { key: 'committed' }, { key: 'echo:committed' });
    });
    await t.deps.jobs.idle();
    expect(runs.get('committed')).toHaveLength(1);
    expect(await outboxRow(t, 'echo:committed')).toMatchObject({ status: 'completed', attempts: 1, last_error: null });
  });

  it('never runs a job whose transaction rolled back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await t.deps.jobs.enqueue(tx, echoJob, { key: 'rolled-back' }, { key: 'echo:rolled-back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.deps.jobs.idle();
    expect(runs.get('rolled-back')).toBeUndefined();
    expect(await outboxRow(t, 'echo:rolled-back')).toBeUndefined();
  });

  it('runs a job once however often its idempotency key is enqueued', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.deps.jobs.enqueue(t.db, echoJob, { key: 'same-key' }, { key: 'echo:same-key' });
    }
    await t.deps.jobs.idle();
    expect(runs.get('same-key')).toHaveLength(1);
  });

  it('retries a failing job with a growing delay, then keeps it as a dead letter with its error', async () => {
    await t.deps.jobs.enqueue(t.db, failingJob, { key: 'refused' }, { key: 'failing:refused' });
    await t.deps.jobs.idle(20_000);
    const attempts = runs.get('refused') ?? [];
    expect(attempts).toHaveLength(2);
    // Backoff from a 1 s delay: the retry waits at least that long.
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(900);
    expect(await outboxRow(t, 'failing:refused')).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'gateway refused refused',
    });
  });

  it('lets a running job finish before the queue stops', async () => {
    const other = await createTestApp({}, { jobs: true, jobDefinitions: definitions });
    try {
      await other.deps.jobs.enqueue(other.db, slowJob, { key: 'graceful', ms: 600 }, { key: 'slow:graceful' });
      await waitFor(async () => runs.has('graceful:start'));
      await other.deps.jobs.stop();
      expect(runs.get('graceful')).toHaveLength(1);
      expect(await outboxRow(other, 'slow:graceful')).toMatchObject({ status: 'completed' });
    } finally {
      await other.close();
    }
  });
});

describe('work written while no worker runs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { jobDefinitions: definitions });
  });
  afterAll(async () => t?.close());

  it('is kept in the outbox and runs once a worker starts', async () => {
    await t.deps.jobs.enqueue(t.db, echoJob, { key: 'written-offline' }, { key: 'echo:written-offline' });
    expect(await outboxRow(t, 'echo:written-offline')).toMatchObject({ status: 'pending' });
    await t.deps.jobs.start(t.deps, { work: true });
    await t.deps.jobs.idle();
    expect(runs.get('written-offline')).toHaveLength(1);
    await t.deps.jobs.stop();
  });

  it('creates one job per row even when a row is handed over twice', async () => {
    const keys = [0, 1, 2, 3, 4].map((i) => `echo:twice-${i}`);
    for (const [i, key] of keys.entries()) {
      await t.deps.jobs.enqueue(t.db, echoJob, { key: `twice-${i}` }, { key });
    }
    // Another instance hands the rows to the queue, then dies before it can mark them handed over.
    const crashed = createJobs({ executeSql: t.database.executeSql, definitions, log: silentLogger, pollSeconds: 0.5 });
    await crashed.start(t.deps, { work: false });
    const handedOver = await t.db.select().from(job_outbox).where(inArray(job_outbox.idempotency_key, keys));
    expect(handedOver.map((row) => row.status)).toEqual(keys.map(() => 'queued'));
    await crashed.stop();
    await t.db.update(job_outbox).set({ status: 'pending' }).where(inArray(job_outbox.idempotency_key, keys));
    // This instance finds them pending and hands them over again.
    await t.deps.jobs.start(t.deps, { work: true });
    await t.deps.jobs.idle();
    for (let i = 0; i < 5; i += 1) expect(runs.get(`twice-${i}`)).toHaveLength(1);
    await t.deps.jobs.stop();
  });
});

describe('looking for work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  /** Many queues, as the app has (about two dozen), each worked by this instance. */
  const queues = Array.from({ length: 12 }, (_, index) =>
    defineJob({
      queue: `test.queue-${index}`,
      payload: z.object({ key: z.string() }),
      run: async (_deps, { key }) => record(key),
    }),
  );

  function countingJobs(statements: string[]) {
    return createJobs({
      executeSql: (text, values) => {
        statements.push(text);
        return t.database.executeSql(text, values);
      },
      definitions: queues,
      log: silentLogger,
      pollSeconds: 0.5,
    });
  }

  it('asks for jobs only in queues that have one ready, not in every queue at every poll', async () => {
    const statements: string[] = [];
    const jobs = countingJobs(statements);
    await jobs.start(t.deps, { work: true });
    try {
      // Each worker's first look happens at its start; after it, three polls of an idle instance.
      await new Promise((resolve) => setTimeout(resolve, 300));
      statements.length = 0;
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      expect(statements.filter((text) => text.includes('SKIP LOCKED'))).toHaveLength(0);
      // A job written by another instance (nothing here relays or wakes for it) starts at the next poll.
      await t.deps.jobs.start(t.deps, { work: false });
      await t.deps.jobs.enqueue(t.db, queues[3]!, { key: 'from-elsewhere' }, { key: 'queue-3:from-elsewhere' });
      await t.deps.jobs.relay();
      await waitFor(async () => runs.has('from-elsewhere'), 3_000);
    } finally {
      await jobs.stop();
      await t.deps.jobs.stop();
    }
  });

  it('asks nothing of the database once stopped, though its polls would have come meanwhile', async () => {
    const statements: string[] = [];
    const jobs = countingJobs(statements);
    await jobs.start(t.deps, { work: true });
    await jobs.stop();
    const atStop = statements.length;
    // Three of its polls' intervals: the pool would be closed by now, and a statement would fail unhandled on it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(statements.slice(atStop)).toEqual([]);
  });

  it('runs a queue of many ready jobs one after another, without waiting a poll between them', async () => {
    const statements: string[] = [];
    const jobs = countingJobs(statements);
    await jobs.start(t.deps, { work: true });
    try {
      const keys = Array.from({ length: 20 }, (_, index) => `backlog-${index}`);
      await t.db.transaction(async (tx) => {
        for (const key of keys) await jobs.enqueue(tx, queues[5]!, { key }, { key: `queue-5:${key}` });
      });
      const started = Date.now();
      await jobs.idle();
      for (const key of keys) expect(runs.get(key)).toHaveLength(1);
      // One job per poll would take 10 s.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await jobs.stop();
    }
  });
});
