/**
 * `npm run seed:volume -- --applications 1000000`: fills the database `npm start` uses (PGlite in DATA_DIR, or the
 * PostgreSQL server DATABASE_URL names) with months of realistic marketplace data for the dashboard and reports
 * (scripts/lib/volume-data.ts says what), then builds the daily rollups and the customers' journeys.
 *
 *   --applications N   applications to make (default 100000)
 *   --events N         tracking events in all (default 10 × applications)
 *   --months N         months of history ending yesterday in India (default 18)
 *   --seed N           the same seed and end day make the same rows (default 1)
 *   --end YYYY-MM-DD   the last day instead of yesterday
 *   --force            remove an earlier run's volume data first, instead of refusing
 *   --skip-rollups     leave the rollups and journeys to the rollup job
 *
 * On PGlite, stop `npm start` first: an embedded database has one process. The migrations and the demo data
 * (`npm start`'s first-run seed, when not there yet) are applied first; the demo admins are never changed.
 * SEED_VOLUME_DEBUG=1 prints each statement slower than half a second (and the one that failed);
 * SEED_VOLUME_EXPLAIN=<text> prints EXPLAIN (ANALYZE, BUFFERS) of the statements containing <text>, run once more
 * in a transaction rolled back.
 *
 * 1,000,000 applications and 10,000,000 events take about 7 minutes on a PostgreSQL server and 13 on PGlite
 * (2 CPUs; bench/README.md).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoData } from '../apps/api/src/db/seed/seed';
import {
  generateVolumeData,
  hasVolumeData,
  removeVolumeData,
  type RunSql,
} from '../apps/api/src/db/seed/volume/volume-data';
import { buildRollups, loadRollupRepository } from './lib/volume-rollups';

const { values: args } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    events: { type: 'string' },
    months: { type: 'string', default: '18' },
    seed: { type: 'string', default: '1' },
    end: { type: 'string' },
    force: { type: 'boolean', default: false },
    'skip-rollups': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  process.stdout.write(
    'npm run seed:volume -- [--applications N] [--events N] [--months N] [--seed N] [--end YYYY-MM-DD] [--force] [--skip-rollups]\n',
  );
  process.exit(0);
}

const integer = (name: string, text: string | undefined): number => {
  const value = Number(text?.replace(/_/g, ''));
  if (!Number.isInteger(value)) throw new Error(`--${name} must be a whole number`);
  return value;
};
const applications = integer('applications', args.applications);
const options = {
  applications,
  events: args.events === undefined ? applications * 10 : integer('events', args.events),
  months: integer('months', args.months),
  seed: integer('seed', args.seed),
  end: args.end,
};
const say = (line: string) => process.stdout.write(`[seed:volume] ${line}\n`);

const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ driver: 'postgres', url: config.databaseUrl, maxConnections: 3 })
  : await openDatabase({ driver: 'pglite', dataDir: `${config.dataDir}/pglite` });
say(`database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`);
// The generator's temporary tables live in one session: on a server, one connection of its own.
const client = config.databaseUrl ? new pg.Client({ connectionString: config.databaseUrl }) : undefined;
let failed = false;
try {
  const started = performance.now();
  await database.migrate();
  const seeded = await seedDemoData(database.db, config, { activity: false });
  if (seeded.summary.some((line) => line.includes('created now')))
    process.stdout.write(`${seeded.summary.join('\n')}\n`);
  await client?.connect();
  const query: RunSql = client
    ? async (text) => (await client.query(text)).rows as Record<string, unknown>[]
    : async (text) => (await database.executeSql(text)).rows;
  const run: RunSql = async (text) => {
    const statementStarted = performance.now();
    if (process.env.SEED_VOLUME_EXPLAIN && text.includes(process.env.SEED_VOLUME_EXPLAIN)) {
      await query('begin');
      const plan = await query(`explain (analyze, buffers) ${text}`);
      await query('rollback');
      process.stderr.write(`${plan.map((row) => String(row['QUERY PLAN'])).join('\n')}\n`);
    }
    try {
      const rows = await query(text);
      const ms = performance.now() - statementStarted;
      if (process.env.SEED_VOLUME_DEBUG && ms > 500) {
        process.stderr.write(`  ${Math.round(ms)} ms: ${text.trim().split('\n')[0]?.slice(0, 100)}\n`);
      }
      return rows;
    } catch (error) {
      if (process.env.SEED_VOLUME_DEBUG) process.stderr.write(`${text}\n`);
      throw error;
    }
  };
  let removed: { firstDay: string; lastDay: string } | undefined;
  if (await hasVolumeData(run)) {
    if (!args.force) {
      throw new Error('this database already has volume data: run again with --force to replace it');
    }
    removed = await removeVolumeData(run, say);
  }
  const repository = args['skip-rollups'] ? undefined : await loadRollupRepository();
  if (!args['skip-rollups'] && !repository) {
    say('the reporting module (modules/reporting/rollup.repository.ts) is not there yet: rollups are left out');
  }
  const summary = await generateVolumeData(run, { ...options, vacuum: database.driver === 'postgres' }, say);
  if (repository) {
    say('rollups and journeys…');
    const built = await buildRollups(
      repository,
      database.db,
      // The days of the removed data too, whose rollups still count it.
      {
        firstDay: [summary.firstDay, removed?.firstDay].filter(Boolean).sort()[0] ?? summary.firstDay,
        lastDay: [summary.lastDay, removed?.lastDay].filter(Boolean).sort().at(-1) ?? summary.lastDay,
      },
      { concurrency: database.driver === 'postgres' ? 2 : 1, progress: say },
    );
    await run(
      `${database.driver === 'postgres' ? 'vacuum (analyze)' : 'analyze'} daily_rollup, rollup_days, customer_journeys`,
    );
    say(
      `rollups of ${built.days} days ${(built.rollupMs / 1000).toFixed(1)} s, journeys ${(built.journeysMs / 1000).toFixed(1)} s`,
    );
  }
  const grouped = (value: number) => value.toLocaleString('en-US');
  say(
    `done in ${Math.round((performance.now() - started) / 1000)} s: ${grouped(summary.users)} customers, ` +
      `${grouped(summary.leads)} leads, ${grouped(summary.applications)} applications ` +
      `(${grouped(summary.statusHistory)} status changes), ${grouped(summary.events)} events, ` +
      `${grouped(summary.commissionReceipts)} commission receipts; ${summary.partners} partners, ${summary.lenders} lenders; ` +
      `${summary.firstDay} to ${summary.lastDay}`,
  );
} catch (error) {
  process.stderr.write(`[seed:volume] ${error instanceof Error ? error.message : String(error)}\n`);
  failed = true;
} finally {
  await client?.end();
  await database.close();
}
process.exit(failed ? 1 : 0);
