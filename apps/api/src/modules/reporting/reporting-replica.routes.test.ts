/**
 * The dashboard, reports and exports read from a real PostgreSQL streaming replica (DATABASE_REPLICA_URL, issue 32),
 * writes go to the primary only, and a replica lagging past DATABASE_REPLICA_MAX_LAG_SECONDS or gone hands the reads
 * back to the primary, which the answer says. The file starts its own primary (wal_level=replica) and a standby made
 * with pg_basebackup -R, each on a free loopback port, whichever database tier the rest of the suite runs on.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { READ_FROM_HEADER } from '@saakh/domain/read-source';
import type { Dashboard, InternalReportRow } from '@saakh/domain/reporting';
import type { Page } from '@saakh/domain/lists';
import type { ReadSource } from '@saakh/domain/read-source';
import { buildApp } from '../../app';
import { createDeps } from '../../compose';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { audit_log } from '../../db/schema/audit';
import { seedReferenceData } from '../../db/seed/seed';
import { rowsOf } from '../../db/sql';
import { silentLogger, type Deps } from '../../deps';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartnerUser,
  createSession,
} from '../../test/factories';
import { bearer } from '../../test/test-app';
import { TEST_ENV } from '../../test/test-env';

const binDir = ['/usr/lib/postgresql']
  .filter((root) => fs.existsSync(root))
  .flatMap((root) =>
    fs
      .readdirSync(root)
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => path.join(root, version, 'bin')),
  )
  .find((dir) => fs.existsSync(path.join(dir, 'pg_basebackup')));
const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool as `postgres` when we are root (the server refuses to run as root). */
function pgTool(tool: string, args: string[]): void {
  const command = path.join(binDir ?? '', tool);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: os.tmpdir(), timeout: 60_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Server = { dataDir: string; port: number; url: string; started: boolean };

let dir = '';
const servers: Server[] = [];

function startServer(server: Server): void {
  try {
    pgTool('pg_ctl', ['-D', server.dataDir, '-l', `${server.dataDir}.log`, '-w', '-t', '30', 'start']);
    server.started = true;
  } catch (error) {
    const log = `${server.dataDir}.log`;
    throw new Error(`pg_ctl start failed: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : String(error)}`);
  }
}

function stopServer(server: Server): void {
  if (!server.started) return;
  server.started = false;
  try {
    pgTool('pg_ctl', ['-D', server.dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
  } catch {
    // Already gone.
  }
}

/** One query on a server, outside the app (the test's own view of each database). */
async function query<T extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the standby has replayed everything the primary has written. */
async function caughtUp(primary: Server, standby: Server): Promise<void> {
  const [{ lsn }] = await query<{ lsn: string }>(primary.url, 'select pg_current_wal_lsn()::text as lsn');
  for (let i = 0; i < 200; i += 1) {
    const [row] = await query<{ behind: string }>(
      standby.url,
      'select pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text as behind',
      [lsn],
    );
    if (Number(row?.behind) <= 0) return;
    await sleep(50);
  }
  throw new Error('the standby did not catch up in 10 s');
}

type App = { app: FastifyInstance; deps: Deps; database: Database; close: () => Promise<void> };

/** The real app on the primary with the standby as its replica, as a deployment with both URLs starts it. */
async function startApp(primary: Server, standby: Server, maxLagSeconds: number): Promise<App> {
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: path.join(dir, `app-${maxLagSeconds}`),
    DATABASE_URL: primary.url,
    DATABASE_REPLICA_URL: standby.url,
    DATABASE_REPLICA_MAX_LAG_SECONDS: String(maxLagSeconds),
  });
  const database = await openDatabase({
    driver: 'postgres',
    url: primary.url,
    maxConnections: 4,
    replica: config.databaseReplica,
    // Stopping the standby on purpose ends its connections.
    onIdleError: () => undefined,
  });
  const deps = createDeps({ config, database, log: silentLogger });
  const app = await buildApp({ deps });
  await app.ready();
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await deps.jobs.stop(5_000);
      await database.close();
    },
  };
}

const skipReason = binDir
  ? undefined
  : 'PostgreSQL binaries (pg_basebackup) not found under /usr/lib/postgresql: npm test installs them';
if (skipReason) console.warn(`[reporting-replica] skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('reports on a streaming replica (DATABASE_REPLICA_URL)', () => {
  const primary: Server = { dataDir: '', port: 0, url: '', started: false };
  const standby: Server = { dataDir: '', port: 0, url: '', started: false };
  let fast: App; // lag limit 3600 s: always the replica while it answers
  let strict: App; // lag limit 1 s
  let token: string;
  const today = dayInIndia(new Date());
  const range = `preset=custom_range&from=${today}&to=${today}`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-replica-'));
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    servers.push(primary, standby);
    primary.dataDir = path.join(dir, 'primary');
    standby.dataDir = path.join(dir, 'standby');
    primary.port = await freePort();
    standby.port = await freePort();
    primary.url = `postgres://postgres@127.0.0.1:${primary.port}/postgres`;
    standby.url = `postgres://postgres@127.0.0.1:${standby.port}/postgres`;

    pgTool('initdb', [
      '-D',
      primary.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '--locale=C',
      '-E',
      'UTF8',
    ]);
    fs.writeFileSync(
      path.join(primary.dataDir, 'pg_hba.conf'),
      'host all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
    );
    fs.appendFileSync(
      path.join(primary.dataDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${primary.port}`,
        "unix_socket_directories = ''",
        'wal_level = replica',
        'max_wal_senders = 4',
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    startServer(primary);

    // The schema, the reference data and the job queue's tables, as a server's first start makes them.
    const setup = await openDatabase({ driver: 'postgres', url: primary.url, maxConnections: 2 });
    const other = await openDatabase({ driver: 'postgres', url: primary.url, maxConnections: 1 });
    try {
      // Two instances starting together: one migrates while the other waits on the migration lock.
      await Promise.all([setup.migrate(), other.migrate()]);
      const config = loadConfig({ ...TEST_ENV, DATABASE_URL: primary.url, DATA_DIR: path.join(dir, 'setup') });
      await seedReferenceData(setup.db, config);
      const deps = createDeps({ config, database: setup, log: silentLogger });
      await deps.jobs.start(deps, { work: false });
      await deps.jobs.stop();
    } finally {
      await other.close();
      await setup.close();
    }

    // A real standby: a base backup with -R (standby.signal and primary_conninfo), streaming from the primary.
    pgTool(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', standby.dataDir].concat([
        '-R',
        '-X',
        'stream',
        '--no-sync',
        '-c',
        'fast',
      ]),
    );
    fs.appendFileSync(path.join(standby.dataDir, 'postgresql.conf'), `port = ${standby.port}\nhot_standby = on\n`);
    startServer(standby);

    fast = await startApp(primary, standby, 3600);
    strict = await startApp(primary, standby, 1);
    const admin = await createAdmin(fast.database.db, { role_id: 1 });
    token = await createSession(fast.database.db, 'admin', admin.id);
    await caughtUp(primary, standby);
  }, 60_000);

  afterEach(async () => {
    // A failed test must not leave the next one a paused standby.
    if (standby.started) await query(standby.url, 'select pg_wal_replay_resume()').catch(() => undefined);
  });

  afterAll(async () => {
    await fast?.close().catch(() => undefined);
    await strict?.close().catch(() => undefined);
    for (const server of servers.reverse()) stopServer(server);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  async function get<T>(app: App, url: string, as = token) {
    const response = await app.app.inject({ method: 'GET', url, headers: bearer(as) });
    expect(response.statusCode, response.body).toBe(200);
    return { data: response.json().data as T, headers: response.headers };
  }

  async function download(app: App, url: string, as = token) {
    const response = await app.app.inject({ method: 'GET', url, headers: bearer(as) });
    expect(response.statusCode, response.body).toBe(200);
    return { headers: response.headers, body: response.body };
  }

  it('migrated once from two instances at once, leaving no lock or open transaction behind', async () => {
    // The lock is transaction-scoped, so it also holds through PgBouncer in transaction mode (docs/operations.md).
    const [state] = await query<{ locks: number; open: number; applied: number }>(
      primary.url,
      `select (select count(*)::int from pg_locks where locktype = 'advisory') as locks,
              (select count(*)::int from pg_stat_activity where state like 'idle in transaction%') as open,
              (select count(distinct hash)::int - count(*)::int from drizzle.__drizzle_migrations) as applied`,
    );
    expect(state).toEqual({ locks: 0, open: 0, applied: 0 });
  });

  it('is a real standby, and the replica handle refuses writes', async () => {
    const [row] = await query<{ standby: boolean }>(standby.url, 'select pg_is_in_recovery() as standby');
    expect(row?.standby).toBe(true);
    const reader = await fast.deps.reads();
    expect(reader.readFrom).toBe('replica');
    const [setting] = await rowsOf<{ default_transaction_read_only: string }>(
      reader.db,
      sql`show default_transaction_read_only`,
    );
    expect(setting?.default_transaction_read_only).toBe('on');
    const refused = await reader.db.execute(sql`create table replica_write_probe (id int)`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/read-only/);
  });

  it('reads the dashboard, the reports and the exports from the replica, and writes the export audit to the primary', async () => {
    const lender = await createLender(fast.database.db, { name: 'Replica Lender' });
    const customer = await createCustomer(fast.database.db, { first_name: 'Replica' });
    const partnerUser = await createPartnerUser(fast.database.db);
    const partnerToken = await createSession(fast.database.db, 'partner', partnerUser.id);
    await createApplication(fast.database.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: partnerUser.partner_id,
    });
    await caughtUp(primary, standby);

    // Replay stops: a row committed on the primary from now on is there and not on the replica.
    await query(standby.url, 'select pg_wal_replay_pause()');
    const primaryOnly = await createApplication(fast.database.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: partnerUser.partner_id,
    });

    const page = await get<Page<InternalReportRow> & ReadSource>(fast, `/api/admin/reports/internal?${range}`);
    expect(page.data.readFrom).toBe('replica');
    expect(page.data.replicaFallback).toBeNull();
    expect(page.data.items.map((row) => row.application_id)).not.toContain(primaryOnly.id);
    expect(page.data.total).toBeGreaterThanOrEqual(1);

    const dashboard = await get<Dashboard>(fast, `/api/admin/dashboard?${range}`);
    expect(dashboard.data).toMatchObject({ readFrom: 'replica', replicaFallback: null });
    for (const report of ['products', 'vendors-products']) {
      const answer = await get<ReadSource>(fast, `/api/admin/reports/${report}?${range}`);
      expect(answer.data.readFrom, report).toBe('replica');
    }
    const journeys = await get<ReadSource>(fast, `/api/admin/customers-journey?${range}`);
    expect(journeys.data.readFrom).toBe('replica');

    const exported = await download(fast, `/api/admin/reports/internal/export?format=csv&${range}`);
    expect(exported.headers[READ_FROM_HEADER]).toBe('replica');
    expect(exported.body).not.toContain(primaryOnly.id);
    const products = await download(fast, `/api/admin/reports/products/export?format=csv&${range}`);
    expect(products.headers[READ_FROM_HEADER]).toBe('replica');

    // A partner's own figures, applications and their export too.
    const partnerDashboard = await get<ReadSource>(fast, `/api/partner/insights/dashboard?${range}`, partnerToken);
    expect(partnerDashboard.data.readFrom).toBe('replica');
    const partnerPage = await get<Page<InternalReportRow> & ReadSource>(
      fast,
      `/api/partner/insights/applications?${range}`,
      partnerToken,
    );
    expect(partnerPage.data.readFrom).toBe('replica');
    expect(partnerPage.data.items.map((row) => row.application_id)).not.toContain(primaryOnly.id);
    expect(partnerPage.data.total).toBe(1);
    const partnerExport = await download(
      fast,
      `/api/partner/insights/applications/export?format=csv&${range}`,
      partnerToken,
    );
    expect(partnerExport.headers[READ_FROM_HEADER]).toBe('replica');

    // The export's audit row is a write: on the primary, and not on the paused replica.
    const audits = await fast.database.db
      .select({ id: audit_log.id })
      .from(audit_log)
      .where(eq(audit_log.action, 'report.export'));
    expect(audits.length).toBeGreaterThanOrEqual(1);
    const onReplica = await query<{ n: number }>(
      standby.url,
      "select count(*)::int as n from audit_log where action = 'report.export'",
    );
    expect(onReplica[0]?.n).toBe(0);

    // Once replayed, the replica shows the row too: the answer really came from it.
    await query(standby.url, 'select pg_wal_replay_resume()');
    await caughtUp(primary, standby);
    const after = await get<Page<InternalReportRow> & ReadSource>(fast, `/api/admin/reports/internal?${range}`);
    expect(after.data.readFrom).toBe('replica');
    expect(after.data.items.map((row) => row.application_id)).toContain(primaryOnly.id);
  }, 20_000);

  it('answers from the primary, and says so, while the replica lags past the limit or is gone', async () => {
    const lender = await createLender(strict.database.db, { name: 'Lagging Lender' });
    const customer = await createCustomer(strict.database.db, { first_name: 'Lag' });
    await caughtUp(primary, standby);
    // A dashboard answer may be shared by the requests of a few seconds: each look below asks with filters of its
    // own, so each is read afresh.
    const fresh = await get<ReadSource>(strict, `/api/admin/reports/internal?${range}`);
    expect(fresh.data.readFrom).toBe('replica');

    await query(standby.url, 'select pg_wal_replay_pause()');
    const primaryOnly = await createApplication(strict.database.db, { userId: customer.id, lenderId: lender.id });
    // Past the 1 s limit and the few seconds a lag measurement is trusted.
    await sleep(2_300);
    const lagging = await get<Page<InternalReportRow> & ReadSource>(strict, `/api/admin/reports/internal?${range}`);
    expect(lagging.data).toMatchObject({ readFrom: 'primary', replicaFallback: 'lagging' });
    expect(lagging.data.replicaLagSeconds).toBeGreaterThan(1);
    expect(lagging.data.items.map((row) => row.application_id)).toContain(primaryOnly.id);
    const dashboard = await get<Dashboard>(strict, `/api/admin/dashboard?${range}`);
    expect(dashboard.data).toMatchObject({ readFrom: 'primary', replicaFallback: 'lagging' });
    const exported = await download(strict, `/api/admin/reports/internal/export?format=csv&${range}`);
    expect(exported.headers[READ_FROM_HEADER]).toBe('primary');
    expect(exported.body).toContain(primaryOnly.id);

    await query(standby.url, 'select pg_wal_replay_resume()');
    await caughtUp(primary, standby);
    await sleep(2_100);
    const back = await get<ReadSource>(strict, `/api/admin/dashboard?${range}&product=pl`);
    expect(back.data.readFrom).toBe('replica');

    stopServer(standby);
    await sleep(2_100);
    const gone = await get<ReadSource>(strict, `/api/admin/dashboard?${range}&product=gl`);
    expect(gone.data).toMatchObject({ readFrom: 'primary', replicaFallback: 'unreachable', replicaLagSeconds: null });
  }, 30_000);
});

describe('DATABASE_REPLICA_URL without a PostgreSQL server', () => {
  it('is refused at start with the embedded database, saying why', () => {
    expect(() => loadConfig({ ...TEST_ENV, DATABASE_REPLICA_URL: 'postgres://reader@127.0.0.1:5433/saakh' })).toThrow(
      /DATABASE_REPLICA_URL needs a PostgreSQL server in DATABASE_URL/,
    );
  });
});
