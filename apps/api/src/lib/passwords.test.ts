import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { TEST_ENV } from '../test/test-env';
import { AppError } from './app-error';
import { configureHashCost, createHashGate, hashPassword, verifyPassword } from './passwords';

/** Work that ends when the test says so. */
function deferred() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('the password hash gate', () => {
  it('runs at most its concurrency at once and starts waiting work in order as turns end', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 5, waitMs: 5_000 });
    const jobs = Array.from({ length: 5 }, () => deferred());
    const started: number[] = [];
    const runs = jobs.map((job, index) =>
      gate.run(async () => {
        started.push(index);
        await job.done;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ active: 2, waiting: 3 });
    jobs[1]?.finish();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const job of jobs) job.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('refuses work past the queue at once, with a 503 that says when to come back', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 1, waitMs: 5_000 });
    const job = deferred();
    const running = gate.run(() => job.done);
    const waiting = gate.run(async () => 'waited');
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, message: 'serverBusy', retryAfterSeconds: 2 });
    job.finish();
    await running;
    expect(await waiting).toBe('waited');
  });

  it('refuses work that waited too long, and a failed hash still ends its turn', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 4, waitMs: 20 });
    const job = deferred();
    const running = gate.run(() => job.done);
    await expect(gate.run(async () => 'late')).rejects.toMatchObject({ status: 503 });
    job.finish();
    await running;
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.stats()).toEqual({ active: 0, waiting: 0 });
  });
});

describe('password checks', () => {
  // Test files share this module (isolate: false): the next one gets the tests' low cost back.
  afterEach(() => configureHashCost(loadConfig(TEST_ENV).login.hashCost));

  it("hashes at OWASP's cost (19 MiB, 2 passes) with a production configuration, and checks such a hash", async () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      OTP_HASH_SECRET: 'a-production-otp-secret-of-32-characters-or-more',
    });
    configureHashCost(production.login.hashCost);
    const stored = await hashPassword('Right-Password-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Right-Password-1')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong-Password-1')).toBe(false);
  });

  it('hashes at the low cost the tests configure, and such a hash still checks', async () => {
    configureHashCost(loadConfig(TEST_ENV).login.hashCost);
    const stored = await hashPassword('Right-Password-1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(stored, 'Right-Password-1')).toBe(true);
  });

  it('verifies the right password and refuses a wrong one or a missing account', async () => {
    const stored = await hashPassword('Right-Password-1');
    expect(await verifyPassword(stored, 'Right-Password-1')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong-Password-1')).toBe(false);
    expect(await verifyPassword(undefined, 'decoy-password-for-timing')).toBe(false);
  });
});
