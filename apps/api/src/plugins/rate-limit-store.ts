/**
 * The route rate limits' counters in the database (decision 020), for @fastify/rate-limit's `store` option: every
 * API instance on one database counts the same hits, so a limit holds behind a load balancer instead of multiplying
 * by the number of instances. A fixed window per route (or group of routes) and client key: the first hit opens it,
 * every hit adds one in a single atomic upsert, and a hit after `expires_at` opens a new one. Keys are kept as SHA-256 hashes (a key can
 * hold an address or a mobile number). Expired rows are deleted at most once a minute per process.
 *
 * A route may count in this process's memory instead (`rateLimit: { counter: 'memory' }`): one whose every request is
 * already a database transaction of its own, where the counter's upsert would be one more write per request for a
 * limit that only guards against a runaway caller (the lenders' webhooks, decision 044). Its limit then holds per
 * instance.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import type { Logger } from '../deps';
import * as repo from './rate-limit.repository';

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /** Where the route's counters live: the database (the default, shared by every instance) or this process. */
    counter?: 'database' | 'memory';
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteInfo = { method?: string | string[]; url?: string };
/** What the store reads of a limit's options (the library types them as an empty interface). */
type StoreOptions = FastifyRateLimitOptions & {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  counter?: 'database' | 'memory';
};

/** How often a process deletes expired counters. */
const CLEANUP_EVERY_MS = 60_000;

/** What a route's limit may ask of the store: the fixed window only (no route uses the other modes). */
function refuseUnsupported(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }): void {
  if (options.continueExceeding || options.exponentialBackoff) {
    throw new Error('The database rate-limit store counts fixed windows only (continueExceeding, exponentialBackoff)');
  }
}

/** The store class for `app.register(rateLimit, { store })`, bound to this process's database. */
export function databaseRateLimitStore(db: Db, log: Logger) {
  const shared = { lastCleanup: Date.now() };

  function cleanUp(): void {
    if (Date.now() - shared.lastCleanup < CLEANUP_EVERY_MS) return;
    shared.lastCleanup = Date.now();
    repo.deleteExpired(db).then(
      () => undefined,
      (error: unknown) => log.warn({ err: error }, 'rate limit counters: expired rows not deleted'),
    );
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions, routeInfo: RouteInfo = {}) {
      refuseUnsupported(options);
      const method = Array.isArray(routeInfo.method) ? routeInfo.method.join(',') : (routeInfo.method ?? '');
      // Routes of one group (`groupId`) share one counter per client key: one limit across all of them.
      this.prefix = options.groupId ? `group ${options.groupId}\n` : `${method} ${routeInfo.url ?? ''}\n`;
    }

    private hash(key: string): string {
      return createHash('sha256').update(this.prefix).update(key).digest('hex');
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const window = Math.max(1, Math.trunc(timeWindow));
      repo.countHit(db, this.hash(key), window).then(
        (counter) => {
          callback(null, counter);
          cleanUp();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The counter as it stands, without counting a hit (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      repo.readCounter(db, this.hash(key)).then(
        (counter) => callback(null, counter),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route's own counters: its method and URL (or its group) are part of every key. */
    child(routeOptions: StoreOptions & { routeInfo?: RouteInfo }): DatabaseRateLimitStore | MemoryRateLimitStore {
      if (routeOptions.counter === 'memory') return new MemoryRateLimitStore(routeOptions);
      return new DatabaseRateLimitStore(routeOptions, routeOptions.routeInfo);
    }
  };
}

/** A route's fixed-window counters in this process (`counter: 'memory'`); expired windows are swept once a minute. */
class MemoryRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = Date.now();

  constructor(options: StoreOptions) {
    refuseUnsupported(options);
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    this.sweep(now);
    const open = this.windows.get(key);
    const window =
      open && open.expiresAt > now ? open : { count: 0, expiresAt: now + Math.max(1, Math.trunc(timeWindow)) };
    window.count += 1;
    this.windows.set(key, window);
    callback(null, { current: window.count, ttl: window.expiresAt - now });
  }

  read(key: string, callback: Callback): void {
    const now = Date.now();
    const open = this.windows.get(key);
    callback(
      null,
      open && open.expiresAt > now ? { current: open.count, ttl: open.expiresAt - now } : { current: 0, ttl: 0 },
    );
  }

  child(routeOptions: StoreOptions): MemoryRateLimitStore {
    return new MemoryRateLimitStore(routeOptions);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < CLEANUP_EVERY_MS) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.expiresAt <= now) this.windows.delete(key);
  }
}
