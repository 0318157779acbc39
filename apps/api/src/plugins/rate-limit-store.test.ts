import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { silentLogger } from '../deps';
import { rate_limit_hits } from '../db/schema/rate-limit';
import { createTestApp, freshIp, type TestApp } from '../test/test-app';
import { databaseRateLimitStore } from './rate-limit-store';
import { countHit } from './rate-limit.repository';

const help = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  description: 'My OTP does not arrive',
};

type Counted = { current: number; ttl: number };

describe('route rate limits counted in the database (decision 020)', () => {
  let t: TestApp;
  /** A second instance of the API on the same database, as a second server behind a load balancer. */
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp({ deps: t.deps });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const askForHelp = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/help', payload: help, remoteAddress: ip });

  it('holds a limit across two instances: the sixth request for help from one address is refused on either', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await askForHelp(i % 2 === 0 ? t.app : other, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    for (const app of [other, t.app]) {
      const limited = await askForHelp(app, ip);
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(500);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(limited.json()).toEqual({ success: false, message: expect.any(String) });
    }
    // Another address has its own count.
    expect((await askForHelp(other, freshIp())).statusCode).toBe(200);
  });

  it('keeps no address in the table: keys are hashes of the route and the client', async () => {
    const ip = freshIp();
    await askForHelp(t.app, ip);
    const rows = await t.db.select().from(rate_limit_hits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key).not.toContain(ip);
    }
  });

  describe('the store', () => {
    type StoreClass = ReturnType<typeof databaseRateLimitStore>;
    let Store: StoreClass;
    beforeAll(() => {
      Store = databaseRateLimitStore(t.db, silentLogger);
    });
    const route = (url: string) => new Store({}).child({ routeInfo: { method: 'POST', url } });
    const incr = (store: ReturnType<typeof route>, key: string, windowMs: number) =>
      new Promise<Counted>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result as Counted)), windowMs),
      );
    const read = (store: ReturnType<typeof route>, key: string) =>
      new Promise<Counted>((resolve, reject) =>
        store.read(key, (error, result) => (error ? reject(error) : resolve(result as Counted))),
      );

    it('counts concurrent hits from two stores exactly once each', async () => {
      const [first, second] = [route('/api/concurrent'), route('/api/concurrent')];
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => incr(i % 2 === 0 ? first : second, 'client', 60_000)),
      );
      expect(results.map((result) => result.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      for (const result of results) {
        expect(result.ttl).toBeGreaterThan(55_000);
        expect(result.ttl).toBeLessThanOrEqual(60_000);
      }
      expect(await read(first, 'client')).toMatchObject({ current: 20 });
      expect(await read(first, 'client')).toMatchObject({ current: 20 });
    });

    // PGlite runs one statement at a time, so no hit there starts before another and then waits on its row.
    it.skipIf(!process.env.TEST_POSTGRES_URL)(
      'answers no more time than the window when a hit started before the one that opened it',
      async () => {
        const key = randomBytes(32).toString('hex');
        await t.db.transaction(async (late) => {
          // The late hit's transaction has begun (its now() is fixed) before another hit opens the window.
          await late.execute(sql`select 1`);
          expect((await countHit(t.db, key, 60_000)).current).toBe(1);
          const counted = await countHit(late, key, 60_000);
          expect(counted.current).toBe(2);
          expect(counted.ttl).toBeGreaterThan(55_000);
          expect(counted.ttl).toBeLessThanOrEqual(60_000);
        });
      },
    );

    it('counts each route apart, and starts a new window once the last has ended', async () => {
      const [one, two] = [route('/api/one'), route('/api/two')];
      expect((await incr(one, 'client', 200)).current).toBe(1);
      expect((await incr(one, 'client', 200)).current).toBe(2);
      expect((await incr(two, 'client', 200)).current).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await read(one, 'client')).toEqual({ current: 0, ttl: 0 });
      const renewed = await incr(one, 'client', 200);
      expect(renewed.current).toBe(1);
      expect(renewed.ttl).toBeGreaterThan(100);
    });

    it('refuses the modes it does not count', () => {
      expect(() => new Store({ continueExceeding: true })).toThrow(/fixed windows/);
      expect(() => new Store({ exponentialBackoff: true })).toThrow(/fixed windows/);
      expect(() => new Store({}).child({ counter: 'memory', continueExceeding: true })).toThrow(/fixed windows/);
    });

    it('counts a route that asks for it in memory: per key, a new window after the last, no row written', async () => {
      const memory = new Store({}).child({ counter: 'memory', routeInfo: { method: 'POST', url: '/api/memory' } });
      const rowsBefore = (await t.db.select().from(rate_limit_hits)).length;
      const started = Date.now();
      expect((await incr(memory, 'client', 60_000)).current).toBe(1);
      const second = await incr(memory, 'client', 60_000);
      expect(second.current).toBe(2);
      expect(second.ttl).toBeGreaterThan(55_000);
      expect((await incr(memory, 'other', 60_000)).current).toBe(1);
      expect(await read(memory, 'client')).toMatchObject({ current: 2 });
      // The window ends a minute after its first hit: the clock moved past it, the next hit opens a new one.
      vi.useFakeTimers({ now: started + 61_000, toFake: ['Date'] });
      try {
        expect(await read(memory, 'client')).toEqual({ current: 0, ttl: 0 });
        expect((await incr(memory, 'client', 60_000)).current).toBe(1);
      } finally {
        vi.useRealTimers();
      }
      expect(await t.db.select().from(rate_limit_hits)).toHaveLength(rowsBefore);
    });
  });
});
