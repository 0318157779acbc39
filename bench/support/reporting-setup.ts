/**
 * Builds the reporting benchmark's database: migrated, the demo data `npm start` seeds, then the volume data of
 * `npm run seed:volume` (scripts/lib/volume-data.ts) with its daily rollups and journeys, built by the reporting
 * module's own functions. Answers, as one JSON line, the time and peak RSS of each step and the figures the
 * benchmark checks the API's answers against, counted here from the raw rows.
 *
 * Env: BENCH_DB_DRIVER (pglite | postgres), BENCH_DATA_DIR (PGlite) or BENCH_DB_URL (PostgreSQL), BENCH_APPLICATIONS,
 * BENCH_EVENTS, BENCH_MONTHS, BENCH_SEED, BENCH_END (the last day, YYYY-MM-DD).
 */
import pg from 'pg';
import { addDays, rangeInstants } from '@saakh/domain/date-ranges';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed/seed';
import { generateVolumeData, type RunSql, type VolumeSummary } from '../../apps/api/src/db/seed/volume/volume-data';
import { buildRollups, loadRollupRepository } from '../../scripts/lib/volume-rollups';
import { createMeter } from './ingest-meter.mjs';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run bench/reporting.bench.mjs`);
  return value;
}

const driver = process.env.BENCH_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
const url = driver === 'postgres' ? required('BENCH_DB_URL') : undefined;
const end = required('BENCH_END');
const applications = Number(required('BENCH_APPLICATIONS'));
const options = {
  applications,
  events: Number(process.env.BENCH_EVENTS ?? applications * 10),
  months: Number(process.env.BENCH_MONTHS ?? 18),
  seed: Number(process.env.BENCH_SEED ?? 1),
  end,
  // The embedded database lives in a 32-bit WebAssembly heap: smaller sorts and plan tables.
  workMem: driver === 'pglite' ? '64MB' : '256MB',
  vacuum: driver === 'postgres',
};
const say = (line: string) => process.stderr.write(`    ${line}\n`);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/saakh-bench',
  OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
  SEED_ADMIN_PASSWORD: 'bench-admin-password',
  SEED_PARTNER_PASSWORD: 'bench-partner-password',
  JOBS_WORKER: 'off',
  ...(url ? { DATABASE_URL: url } : {}),
});

const meter = createMeter();
const database = await meter.phase('open', () =>
  url
    ? openDatabase({ driver: 'postgres', url, maxConnections: 3 })
    : openDatabase({ driver: 'pglite', dataDir: required('BENCH_DATA_DIR') }),
);
// The generator's plan tables are temporary: on a server they need one session of their own.
const client = url ? new pg.Client({ connectionString: url }) : undefined;
await client?.connect();
const run: RunSql = client
  ? async (text) => (await client.query(text)).rows as Record<string, unknown>[]
  : async (text) => (await database.executeSql(text)).rows;

await meter.phase('migrate', async () => {
  await database.migrate();
  await seedDemoData(database.db, config, { activity: false });
});
const repository = await loadRollupRepository();
if (!repository) throw new Error('apps/api/src/modules/reporting/rollup.repository.ts is missing');
const summary: VolumeSummary = await meter.phase('generate', () => generateVolumeData(run, options, say));
const built = await meter.phase('rollups', () =>
  buildRollups(
    repository,
    database.db,
    { firstDay: summary.firstDay, lastDay: summary.lastDay },
    { concurrency: driver === 'postgres' ? 2 : 1, progress: say },
  ),
);
await meter.phase('analyze', () =>
  run(`${driver === 'postgres' ? 'vacuum (analyze)' : 'analyze'} daily_rollup, rollup_days, customer_journeys`),
);

/** A range's instants as SQL timestamps. */
const between = (column: string, from: string, to: string) => {
  const { start, end: stop } = rangeInstants({ from, to });
  return `${column} >= '${start.toISOString()}' and ${column} < '${stop.toISOString()}'`;
};
const last30 = { from: addDays(end, -29), to: end };
const exportRange = { from: addDays(end, -365), to: end };
const expected = await meter.phase('expected', async () => {
  const [row] = await run(
    `select
       (select count(*) from tracking_events where event = 'landing' and ${between('created_at', last30.from, last30.to)}) as visitors,
       (select count(*) from applications where disbursed_on between '${last30.from}' and '${last30.to}') as disbursed,
       (select count(*) from applications where ${between('created_at', last30.from, last30.to)}) as internal_rows,
       (select count(*) from applications where ${between('created_at', exportRange.from, exportRange.to)}) as export_rows,
       (select count(*) from applications) as all_applications,
       (select count(*) from tracking_events) as all_events,
       (select count(*) from customer_journeys) as journeys,
       (select count(*) from daily_rollup) as rollup_rows,
       pg_database_size(current_database()) as database_bytes`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
});
await client?.end();
await database.close();
meter.finish({
  child: 'setup',
  driver,
  summary,
  rollups: built,
  ranges: { last30, exportRange },
  expected,
});
