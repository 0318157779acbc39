import { randomInt } from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './app-error';

/** argon2id's memory (KiB) and passes per hash. */
export type HashCost = { memoryCost: number; timeCost: number };

/** OWASP's recommended minimum for argon2id (19 MiB, 2 passes): the default, and the floor in production. */
export const productionHashCost: HashCost = { memoryCost: 19_456, timeCost: 2 };

let cost: HashCost = productionHashCost;

// A hash of a random password, verified against when no account matches, so both paths take as long; made on first
// use, so loading this module (the configuration does) costs nothing.
let decoyHash: Promise<string> | undefined;

function options(at: HashCost = cost) {
  return { memoryCost: at.memoryCost, timeCost: at.timeCost, parallelism: 1, outputLen: 32 };
}

/** How many hashes this process runs at once, how many may wait for a turn, and for how long (decision 017). */
export type HashLimit = { concurrency: number; queue: number; waitMs: number };

export const defaultHashLimit: HashLimit = {
  concurrency: os.availableParallelism() * 2,
  queue: os.availableParallelism() * 16,
  waitMs: 5_000,
};

/** Seconds a client refused by a full hash queue is told to wait. */
export const HASH_BUSY_RETRY_SECONDS = 2;

/**
 * Caps the password hashes this process runs at once: each costs 19 MiB and tens of milliseconds of a CPU, so a
 * flood of logins would otherwise take every core. Past the cap, work waits in a short queue; past the queue, or
 * after waiting too long, it is refused with 503 and Retry-After instead of slowing every other request down.
 * Per process on purpose: it protects this process's CPU; the login limits themselves are kept in the database.
 */
export function createHashGate(limit: HashLimit) {
  let active = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  const busy = () => new AppError('service_unavailable', 'serverBusy', { retryAfterSeconds: HASH_BUSY_RETRY_SECONDS });

  function release() {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else {
      active -= 1;
    }
  }

  async function acquire(): Promise<void> {
    if (active < limit.concurrency) {
      active += 1;
      return;
    }
    if (waiting.length >= limit.queue) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(busy());
        }, limit.waitMs),
      };
      waiting.push(entry);
    });
  }

  return {
    limit,
    /** Runs one hash when its turn comes (the turn passes straight to the next waiter when it ends). */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}

export type HashGate = ReturnType<typeof createHashGate>;

let gate: HashGate = createHashGate(defaultHashLimit);

/** Sets this process's cap from its configuration (compose.ts); work already waiting keeps its place. */
export function configureHashLimit(limit: HashLimit): void {
  const current = gate.limit;
  if (current.concurrency === limit.concurrency && current.queue === limit.queue && current.waitMs === limit.waitMs) {
    return;
  }
  gate = createHashGate(limit);
}

/**
 * Sets the cost of new hashes from this process's configuration (compose.ts). Only tests set less than
 * productionHashCost (loadConfig refuses less in production); a stored hash is always checked at the cost it names.
 */
export function configureHashCost(next: HashCost): void {
  if (cost.memoryCost === next.memoryCost && cost.timeCost === next.timeCost) return;
  cost = { memoryCost: next.memoryCost, timeCost: next.timeCost };
  // The decoy must cost what a real account's check costs.
  decoyHash = undefined;
}

export function hashGateStats() {
  return gate.stats();
}

/** A new hash at the configured cost, or at `at` for code that runs before the configuration is applied (the seed). */
export function hashPassword(password: string, at?: HashCost): Promise<string> {
  return gate.run(() => hash(password, options(at)));
}

/** Whether the password matches; an unknown account costs one hash too, against a decoy. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const against = passwordHash ?? (await (decoyHash ??= hash('decoy-password-for-timing', options())));
  const valid = await gate.run(() => verify(against, password).catch(() => false));
  return Boolean(passwordHash) && valid;
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read off a screen is typed right. */
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random password for someone to log in with once and keep; uniform over the alphabet. */
export function generatePassword(length: number): string {
  return Array.from({ length }, () => passwordAlphabet[randomInt(0, passwordAlphabet.length)]).join('');
}
