/**
 * The real API with `npm start`'s demo data, for bench/staff-load.bench.mjs: on an in-memory PGlite database, or on
 * the PostgreSQL database BENCH_DATABASE_URL names. Counts the daily rollup of the last 70 days (as the rollup job
 * would have by then), adds 50 staff users (roles 1 and 2 in turn) with a session each, and prints its URL, the
 * tokens and what the answers must say (the applications created in the dashboard's default range, counted from the
 * raw rows) as one JSON line. Run in its own process, so the load generator does not share its CPU.
 */
import { sql } from 'drizzle-orm';
import { addDays, dayInIndia, rangeInstants } from '@saakh/domain/date-ranges';
import { buildApp } from '../../apps/api/src/app';
import { createDeps } from '../../apps/api/src/compose';
import { rowsOf } from '../../apps/api/src/db/sql';
import { silentLogger, systemClock } from '../../apps/api/src/deps';
import { reportRange } from '../../apps/api/src/modules/reporting/dashboard.service';
import { rebuildRollupDay } from '../../apps/api/src/modules/reporting/rollup.repository';
import { createAdmin, createSession } from '../../apps/api/src/test/factories';
import { openSeededDatabase } from './seeded-database';

const staffCount = Number(process.env.BENCH_STAFF ?? 50);
const { config, database, onPostgres } = await openSeededDatabase();

const now = systemClock.now();
const today = dayInIndia(now);
for (let day = addDays(today, -70); day < today; day = addDays(day, 1)) await rebuildRollupDay(database.db, day, now);
if (onPostgres) await database.db.execute(sql`vacuum analyze`);
else await database.db.execute(sql`analyze`);

const range = reportRange({ clock: systemClock }, {});
const instants = rangeInstants(range);
// As the rollup counts them: application rows by creation, and the cards', insurance's and vouchers' offer clicks
// (those customers leave for the issuer, so they have no application row).
const during = (column: string) =>
  sql`${sql.raw(column)} >= ${instants.start.toISOString()}::timestamptz and ${sql.raw(column)} < ${instants.end.toISOString()}::timestamptz`;
const [counted] = await rowsOf<{ applications: number; rows: number }>(
  database.db,
  sql`select (select count(*) from applications where ${during('created_at')})::int as rows,
             ((select count(*) from applications where ${during('created_at')})
              + (select count(*) from tracking_events where event = 'offer_selected'
                   and product in ('cards', 'insurance', 'vouchers') and ${during('created_at')}))::int as applications`,
);

const tokens: { roleId: number; token: string }[] = [];
for (let index = 0; index < staffCount; index += 1) {
  const roleId = index % 2 === 0 ? 1 : 2;
  const admin = await createAdmin(database.db, { role_id: roleId });
  tokens.push({ roleId, token: await createSession(database.db, 'admin', admin.id, { hours: 4 }) });
}

const deps = createDeps({ config, database, log: silentLogger });
const app = await buildApp({ deps });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(
  `${JSON.stringify({ url, tokens, range, expected: counted, database: database.driver, pid: process.pid })}\n`,
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
