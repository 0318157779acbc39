/**
 * What services need from the outside world, as plain values. Services take `Deps` (or the part of it they use),
 * never the web framework, so a route, a background job, an import and a script all run the same rules.
 */
import type { Caches } from './lib/cache/caches';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Reads } from './db/replica';
import type { Jobs } from './lib/jobs/jobs';
import type { Messaging } from './lib/messaging/providers';
import type { PrivateStorage, Storage } from './lib/storage/storage';
import type { TelephonyProvider } from './lib/telephony/telephony';

type LogFn = {
  (message: string): void;
  (context: object, message?: string): void;
};

/** The logger shape pino and Fastify's logger already have. */
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn };

/** Time as the rules see it; tests and scripts can pin it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The system's time moved ahead by an offset a browser test sets (/api/dev/clock, DEV_CLOCK_CONTROL); never in production. */
export type ShiftableClock = Clock & { shift: (offsetMs: number) => void };

export function createShiftableClock(): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    shift: (offsetMs) => {
      offset = offsetMs;
    },
  };
}

export function isShiftable(clock: Clock): clock is ShiftableClock {
  return 'shift' in clock && typeof clock.shift === 'function';
}

export type Deps = {
  db: Db;
  /**
   * For the reads a streaming replica may serve (dashboard, reports, exports; DATABASE_REPLICA_URL): the replica
   * within its lag limit, else `db`. Only read repositories get its handle; every write goes through `db`.
   */
  reads: Reads;
  config: Config;
  /** Every message the platform sends, by channel: SMS, WhatsApp, e-mail (lib/messaging/providers.ts). */
  messaging: Messaging;
  storage: Storage;
  /** Files only the API reads back, never under a public URL: customers' documents (decision 054). */
  privateStorage: PrivateStorage;
  /** Click-to-call with both numbers masked (local in development, a bridge-call provider over HTTP). */
  telephony: TelephonyProvider;
  log: Logger;
  jobs: Jobs;
  clock: Clock;
  /** What this process may remember of the database (sessions, list versions); see lib/cache/caches.ts. */
  caches: Caches;
};

/** A logger that drops everything (tests, scripts run quietly). */
export const silentLogger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
