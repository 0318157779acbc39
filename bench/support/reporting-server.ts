/**
 * The real API on the reporting benchmark's database (bench/support/reporting-setup.ts made it), for
 * bench/reporting.bench.mjs: embedded PGlite in BENCH_DATA_DIR, or the PostgreSQL database BENCH_DB_URL, as a
 * deployment opens them. Prints its URL, an admin token (a role 1 admin of its own, so the demo admins are never
 * touched) and its process id as one JSON line, so the benchmark can read its memory from /proc.
 */
import { buildApp } from '../../apps/api/src/app';
import { createDeps } from '../../apps/api/src/compose';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { silentLogger } from '../../apps/api/src/deps';
import { limitHeapGrowth } from '../../apps/api/src/lib/heap';
import { createAdmin, createSession } from '../../apps/api/src/test/factories';

const url = process.env.BENCH_DB_DRIVER === 'postgres' ? process.env.BENCH_DB_URL : undefined;
const dataDir = process.env.BENCH_DATA_DIR ?? '/tmp/saakh-bench';
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
  JOBS_WORKER: 'off',
  ...(url ? { DATABASE_URL: url } : {}),
});
// As apps/api/src/server.ts does when it starts.
limitHeapGrowth(config.heapGrowingPercent);
const database = url
  ? await openDatabase({ driver: 'postgres', url })
  : await openDatabase({ driver: 'pglite', dataDir });
await database.migrate();
// A data directory kept for reuse has seen earlier runs' admins: each run names its own.
const admin = await createAdmin(database.db, {
  role_id: 1,
  email: `bench-${process.pid}-${Date.now()}@bench.saakh.local`,
});
const token = await createSession(database.db, 'admin', admin.id, { hours: 4 });
const deps = createDeps({ config, database, log: silentLogger });
const app = await buildApp({ deps });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url: address, token, pid: process.pid })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
