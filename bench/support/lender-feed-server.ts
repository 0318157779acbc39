/**
 * The real API for bench/lender-feed.bench.mjs, as `npm start` runs it (migrated, demo data, the jobs worker in the
 * process, so every applied status change's messages and follow-ups run as they would), on an in-memory PGlite
 * database or on the PostgreSQL database BENCH_DATABASE_URL names. Adds a lender (its connector is made by the bench
 * through the admin API), an admin of role 1, BENCH_FEED_APPLICATIONS submitted applications of that lender (one
 * customer each, written in one statement), a session for each customer whose application the bench watches
 * (BENCH_FEED_WATCHED, spread evenly), and a customer with 5 applications of other lenders for the steady customer load.
 * Prints its URL and tokens as one JSON line; the applications (ids, and the watched ones' tokens) go to a file in
 * BENCH_DATA_DIR named in that line, as a line of a few hundred kilobytes would arrive in pieces.
 *
 * A second server on another loopback port answers `GET /ledger?lender=<id>` with what the database holds of the
 * lender's events and their history rows, for the bench's checks: on PGlite the database lives in this process, so
 * nothing else can read it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { createDeps } from '../../apps/api/src/compose';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData, seedReferenceData } from '../../apps/api/src/db/seed/seed';
import { rowsOf } from '../../apps/api/src/db/sql';
import { silentLogger } from '../../apps/api/src/deps';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createSession,
} from '../../apps/api/src/test/factories';

const count = Number(process.env.BENCH_FEED_APPLICATIONS ?? 100);
const watched = Math.min(count, Number(process.env.BENCH_FEED_WATCHED ?? 20));
const databaseUrl = process.env.BENCH_DATABASE_URL;

// Development, as `npm start` runs it: a connector may then reach the sandbox on a loopback http address.
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/saakh-bench-feed',
  OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
  SEED_DEMO: '1',
  SEED_ADMIN_PASSWORD: 'bench-admin-password',
  SEED_PARTNER_PASSWORD: 'bench-partner-password',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = databaseUrl
  ? await openDatabase({ driver: 'postgres', url: databaseUrl })
  : await openDatabase({ driver: 'pglite' });
await database.migrate();
// The demo business unless BENCH_FEED_DEMO=0 (the smoke: reference data only, a few seconds sooner).
if (process.env.BENCH_FEED_DEMO === '0') await seedReferenceData(database.db, config);
else await seedDemoData(database.db, config);

const lender = await createLender(database.db, { name: `FeedLender${process.pid}` });
const admin = await createAdmin(database.db, { role_id: 1 });
const adminToken = await createSession(database.db, 'admin', admin.id, { hours: 4 });

// One customer per application, all in one statement: a few thousand rows in a second or two on either database.
const created = await rowsOf<{ id: string; user_id: number }>(
  database.db,
  sql`with new_users as (
        insert into users (mobile_phone_number, first_name, last_name)
        select '61' || lpad(g::text, 8, '0'), 'Feed', 'Customer ' || g from generate_series(1, ${count}) g
        returning id
      ), journeys as (
        insert into customer_apps (user_id, product, status, desired_amount)
        select id, 'pl', 'closed', 200000 from new_users
        returning id, user_id
      )
      insert into applications (app_id, user_id, lender_id, product, lender_mode, status, amount, tenure_months,
                                interest_rate, apr, emi, processing_fee, total_payable, submitted_at)
      select id, user_id, ${lender.id}, 'pl', 'submit', 'submitted', 200000, 24, 10.99, 11.50, 9327.12, 0, 223850.88, now()
      from journeys
      returning id, user_id`,
);
created.sort((a, b) => a.user_id - b.user_id);
const step = count / watched;
const watchedIndexes = new Set(Array.from({ length: watched }, (_, index) => Math.floor(index * step)));
const applications: { id: string; token?: string }[] = [];
for (const [index, row] of created.entries()) {
  applications.push(
    watchedIndexes.has(index)
      ? { id: row.id, token: await createSession(database.db, 'customer', row.user_id, { hours: 4 }) }
      : { id: row.id },
  );
}

const loadCustomer = await createCustomer(database.db, { first_name: 'Asha', last_name: 'Verma' });
for (let index = 0; index < 5; index += 1) {
  const other = await createLender(database.db);
  await createApplication(database.db, { userId: loadCustomer.id, lenderId: other.id });
}
const loadToken = await createSession(database.db, 'customer', loadCustomer.id, { hours: 4 });
if (databaseUrl) await database.db.execute(sql`vacuum analyze`);
else await database.db.execute(sql`analyze`);

const deps = createDeps({ config, database, log: silentLogger });
const app = await buildApp({ deps });
await deps.jobs.start(deps, { work: config.jobs.worker === 'in-process' });
const url = await app.listen({ host: '127.0.0.1', port: 0 });

/** What the database holds of a lender's events, and each applied one's time from the lender to the history row. */
async function ledger(lenderId: number) {
  const outcomes = await rowsOf<{ outcome: string; events: number }>(
    database.db,
    sql`select outcome, count(*)::int as events from lender_events where lender_id = ${lenderId} group by outcome`,
  );
  const events = await rowsOf<{ event_id: string; outcome: string; status: string | null; application_id: string }>(
    database.db,
    sql`select event_id, outcome, lender_status as status, application_id from lender_events
        where lender_id = ${lenderId} order by id`,
  );
  // The history rows the lender's events wrote, per application and lender word: exactly one each when all is well.
  const history = await rowsOf<{ application_id: string; lender_status: string; rows: number }>(
    database.db,
    sql`select h.application_id, h.lender_status, count(*)::int as rows
        from application_status_history h join applications a on a.id = h.application_id
        where a.lender_id = ${lenderId} and h.source = 'lender_callback'
        group by h.application_id, h.lender_status`,
  );
  const statuses = await rowsOf<{ status: string; applications: number }>(
    database.db,
    sql`select status, count(*)::int as applications from applications where lender_id = ${lenderId} group by status`,
  );
  // The history row is written in the event's transaction (its created_at is that transaction's start).
  const timings = await rowsOf<{ event_id: string; to_history_ms: number; to_received_ms: number }>(
    database.db,
    sql`select e.event_id,
               extract(epoch from (h.created_at - e.occurred_at)) * 1000 as to_history_ms,
               extract(epoch from (e.received_at - e.occurred_at)) * 1000 as to_received_ms
        from lender_events e
        join application_status_history h
          on h.application_id = e.application_id and h.source = 'lender_callback' and h.lender_status = e.lender_status
        where e.lender_id = ${lenderId} and e.outcome = 'applied'`,
  );
  return { outcomes, events, history, statuses, timings };
}

const ledgerServer = http.createServer((request, response) => {
  const lenderId = Number(new URL(request.url ?? '/', 'http://ledger.invalid').searchParams.get('lender'));
  ledger(lenderId).then(
    (answer) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    },
  );
});
await new Promise<void>((resolve) => ledgerServer.listen(0, '127.0.0.1', resolve));
const ledgerUrl = `http://127.0.0.1:${(ledgerServer.address() as AddressInfo).port}`;
const applicationsFile = path.join(config.dataDir, 'feed-applications.json');
fs.mkdirSync(config.dataDir, { recursive: true });
fs.writeFileSync(applicationsFile, JSON.stringify(applications));

process.stdout.write(
  `${JSON.stringify({
    url,
    ledgerUrl,
    adminToken,
    lenderId: lender.id,
    loadToken,
    applicationsFile,
    database: database.driver,
    pid: process.pid,
  })}\n`,
);
process.on('SIGTERM', () => {
  ledgerServer.close();
  void app
    .close()
    .then(() => deps.jobs.stop())
    .then(() => database.close())
    .then(() => process.exit(0));
});
