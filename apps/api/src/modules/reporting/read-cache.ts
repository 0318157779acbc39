/**
 * Staff reads shared (issue 32): the dashboard and report pages are the same answer for every staff user of the same
 * scope asking for the same filters, and 50 of them asking at once on the embedded database queued 250 statements
 * behind one another. Here concurrent identical requests share one computation (single-flight), and an answer read
 * from the daily rollup is kept for a couple of seconds (`ROLLUP_READ_TTL_MS`): the rollup only changes when its job
 * counts days again, and that job drops everything kept (rollup.service.ts), so a recount shows at once. Reads of raw
 * rows (the internal report, the journeys) are only shared while they are computed, so a change shows on the next
 * read. The key names the read, its filters and the caller's scope (what the role may see), never the user. Reads
 * that miss run at most `maxConcurrent` at a time, so on the embedded database (one connection, one statement at a
 * time) they cannot fill its queue ahead of sign-ins, health's ping and light pages.
 */
import type { Deps } from '../../deps';

/** How long an answer read from the daily rollup is kept (the rollup job drops it sooner when it counts again). */
export const ROLLUP_READ_TTL_MS = 2_000;
const MAX_ENTRIES = 500;

type Entry = { value: Promise<unknown>; until: number; generation: number };

export type ReadCache = {
  /**
   * The answer for `key`: a kept one, the one being computed, or `load()`'s (run under the heavy-read limit), kept
   * `ttlMs` after it answered (0: shared only while computed).
   */
  get: <T>(key: string, load: () => Promise<T>, ttlMs: number) => Promise<T>;
  /** Forgets every answer; loads under way finish for their own callers but are not kept. */
  invalidate: () => void;
  /** How many loads ran (for tests). */
  readonly loads: number;
};

export function createReadCache(options: { maxConcurrent?: number; now?: () => number } = {}): ReadCache {
  const { maxConcurrent = 2, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let loads = 0;
  let running = 0;
  const waiting: (() => void)[] = [];

  async function limited<T>(load: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await load();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  }

  return {
    get<T>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.generation === generation && entry.until > now()) return entry.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) {
        for (const [old, kept] of entries)
          if (kept.until <= now() || kept.generation !== generation) entries.delete(old);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      const mine = generation;
      loads += 1;
      const value = limited(load);
      // Shared while it is computed (single-flight) and kept ttlMs after it answered; a failure is not kept.
      entries.set(key, { value, until: Number.POSITIVE_INFINITY, generation: mine });
      value.then(
        () => {
          const current = entries.get(key);
          if (current?.value === value) current.until = now() + ttlMs;
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get loads() {
      return loads;
    },
  };
}

const caches = new WeakMap<object, ReadCache>();

/**
 * The reporting reads' cache of a database (one per process and database, shared by its routes and jobs). The
 * embedded database runs one heavy read at a time; a PostgreSQL server takes a few side by side.
 */
export function readCacheOf(deps: Pick<Deps, 'db' | 'config'>, options: { now?: () => number } = {}): ReadCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = createReadCache({ maxConcurrent: deps.config.databaseUrl ? 4 : 1, ...options });
    caches.set(deps.db, cache);
  }
  return cache;
}

/** Forgets the kept reporting answers of this database (the rollup job, after counting days again). */
export function forgetReadings(deps: Pick<Deps, 'db'>): void {
  caches.get(deps.db)?.invalidate();
}

/** A cache key from a read's name, the caller's scope and its filters (undefined ones left out, order fixed). */
export function readKey(read: string, scope: string, filters: object): string {
  const given = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${read}|${scope}|${JSON.stringify(given)}`;
}
