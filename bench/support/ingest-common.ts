/**
 * What the ingestion benchmark's TypeScript children share: the database they were pointed at (embedded PGlite in a
 * data directory, or a PostgreSQL database by URL), the services' dependencies, the admin session and the world the
 * setup child built (bench/support/ingest-setup.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDeps } from '../../apps/api/src/compose';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type Database, type Executor } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/sql';
import { silentLogger, type Deps } from '../../apps/api/src/deps';
import { limitHeapGrowth } from '../../apps/api/src/lib/heap';
import type { Session } from '../../apps/api/src/lib/session';

/** What the setup child leaves for the others in the work directory. */
export type World = {
  adminId: number;
  lenderId: number;
  applications: number;
  csvRows: number;
  xlsxPath: string;
  xlsxBytes: number;
  csvPath: string;
  csvBytes: number;
  /** Applications whose remarks carry multi-byte text (Devanagari and ₹), to prove it arrives whole. */
  multiByteRemarks: number;
};

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run bench/ingest.bench.mjs`);
  return value;
}

export const workDir = required('BENCH_WORK_DIR');
const worldFile = path.join(workDir, 'world.json');

export function readWorld(): World {
  return JSON.parse(fs.readFileSync(worldFile, 'utf8')) as World;
}

export function writeWorld(world: World): void {
  fs.writeFileSync(worldFile, JSON.stringify(world));
}

export const driver = process.env.BENCH_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';

export const config = loadConfig({
  NODE_ENV: 'production',
  // As a deployment's: set exactly when the database is a PostgreSQL server.
  ...(driver === 'postgres' ? { DATABASE_URL: required('BENCH_DB_URL') } : {}),
  LOG_LEVEL: 'silent',
  DATA_DIR: workDir,
  OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
  JOBS_WORKER: 'off',
  // A million-row CSV is far above the 25 MiB default: a deployment taking such files raises INGEST_MAX_BYTES.
  INGEST_MAX_BYTES: String(512 * 1024 * 1024),
});
// As the server and the worker do when they start (apps/api/src/lib/heap.ts).
limitHeapGrowth(config.heapGrowingPercent);

export function openBenchDatabase(): Promise<Database> {
  return driver === 'postgres'
    ? openDatabase({ driver: 'postgres', url: required('BENCH_DB_URL') })
    : openDatabase({ driver: 'pglite', dataDir: required('BENCH_DATA_DIR') });
}

export function benchDeps(database: Database): Deps {
  return createDeps({ config, database, log: silentLogger });
}

/** The admin who uploads and applies, as a route would hand the session to the service. */
export function adminSession(adminId: number): Session {
  return { id: 0, kind: 'admin', subjectId: adminId, masqueradeAdminId: null, roleId: 1 };
}

/** One number from a query (`select … as n`). */
export async function countOf(db: Executor, statement: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, statement);
  return Number(row?.n ?? 0);
}

/** JSON with object keys sorted, so that equal answers compare equal whatever their keys' order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** Collects failed expectations, so a run reports every wrong answer at once. */
export function expectations() {
  const failures: string[] = [];
  return {
    failures,
    equal(what: string, actual: unknown, expected: unknown) {
      if (canonical(actual) !== canonical(expected)) {
        failures.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      }
    },
  };
}
