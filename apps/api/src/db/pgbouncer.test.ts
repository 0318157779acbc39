/**
 * The API through a real PgBouncer in transaction mode (docs/operations.md, "Scaling out", issue 32): two app
 * instances on one PgBouncer with a server pool of two connections, in front of the api-postgres tier's PostgreSQL
 * server. It proves what transaction mode could break: the start-up migration lock, the session lookup behind every
 * authenticated request, transaction-scoped advisory locks under concurrency, the job queue (pg-boss and the outbox
 * relay) and an export read in batches. Runs in the api-postgres tier (TEST_POSTGRES_URL), where `npm test` installs
 * Debian's pgbouncer; there a missing pgbouncer fails the file instead of skipping it.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { WEBHOOK_MAX } from '@saakh/domain/partner-api';
import { buildApp } from '../app';
import { createDeps } from '../compose';
import { loadConfig } from '../config';
import { silentLogger, type Deps } from '../deps';
import { jobDefinitions } from '../job-definitions';
import { defineJob } from '../lib/jobs/jobs';
import { csvLines } from '../test/exports';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartnerUser,
  createSession,
} from '../test/factories';
import { bearer, freshIp } from '../test/test-app';
import { TEST_ENV } from '../test/test-env';
import { seedReferenceData } from './seed/seed';
import { sessions } from './schema/auth';
import { job_outbox } from './schema/jobs';
import { partner_webhooks } from './schema/partner-api';
import { openDatabase, type Database } from './client';
import { rowsOf } from './sql';

const serverUrl = process.env.TEST_POSTGRES_URL;
const pgbouncerBin = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'].find((file) =>
  fs.existsSync(file),
);
const isRoot = process.getuid?.() === 0;
/** PgBouncer's server connections per database and user: far fewer than the instances' client connections. */
const SERVER_POOL = 2;

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One query on a connection string, outside the app: the test's own view (PostgreSQL, or PgBouncer's console). */
async function query<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values?: unknown[],
  options?: string,
) {
  const client = new pg.Client({ connectionString: url, options });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

type Bouncer = { process: ChildProcess; dir: string; port: number; log: string };

/**
 * Starts PgBouncer in transaction mode in front of the server, as `postgres` when we are root (it refuses root), with
 * the settings docs/operations.md gives.
 */
async function startPgBouncer(server: URL, users: string[], database: string): Promise<Bouncer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-pgbouncer-'));
  const port = await freePort();
  const log = path.join(dir, 'pgbouncer.log');
  fs.writeFileSync(path.join(dir, 'userlist.txt'), users.map((user) => `"${user}" ""\n`).join(''));
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      // The same database behind one server connection: every client takes turns on it.
      `${database}_solo = host=${server.hostname} port=${server.port} dbname=${database} pool_size=1`,
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `admin_users = ${server.username}`,
      'pool_mode = transaction',
      `default_pool_size = ${SERVER_POOL}`,
      'max_client_conn = 200',
      'ignore_startup_parameters = options',
      `logfile = ${log}`,
      '',
    ].join('\n'),
  );
  let ids: { uid: number; gid: number } | undefined;
  if (isRoot) {
    execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    ids = { uid: id('-u'), gid: id('-g') };
  }
  const child = spawn(pgbouncerBin ?? 'pgbouncer', [path.join(dir, 'pgbouncer.ini')], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    ...ids,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const bouncer = { process: child, dir, port, log };
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return bouncer;
    await sleep(50);
  }
  const written = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  child.kill('SIGKILL');
  throw new Error(`PgBouncer did not start: ${stderr}${written}`);
}

async function stopPgBouncer(bouncer: Bouncer | undefined): Promise<void> {
  if (!bouncer) return;
  if (bouncer.process.exitCode === null) {
    const exited = new Promise((resolve) => bouncer.process.once('exit', resolve));
    bouncer.process.kill('SIGINT');
    await Promise.race([exited, sleep(5_000)]);
    if (bouncer.process.exitCode === null) bouncer.process.kill('SIGKILL');
  }
  fs.rmSync(bouncer.dir, { recursive: true, force: true });
}

const runs: string[] = [];
const echoJob = defineJob({
  queue: 'test.pgbouncer-echo',
  payload: z.object({ key: z.string() }),
  run: async (_deps, { key }) => {
    runs.push(key);
  },
});

type Instance = { app: FastifyInstance; deps: Deps; database: Database; close: () => Promise<void> };

/** The settings docs/operations.md gives for PgBouncer before 1.21: no named prepared statements. */
function bouncerConfig(url: string, dataDir: string) {
  return loadConfig({ ...TEST_ENV, DATABASE_URL: url, DATA_DIR: dataDir, DATABASE_PREPARED_STATEMENTS: 'false' });
}

/** An API instance as server.ts starts it, on PgBouncer's address; `work` also runs the jobs. */
async function startInstance(url: string, dataDir: string, work: boolean): Promise<Instance> {
  const config = bouncerConfig(url, dataDir);
  const database = await openDatabase({
    driver: 'postgres',
    url,
    maxConnections: 6,
    namedStatements: config.databasePreparedStatements,
  });
  const deps = createDeps({
    config,
    database,
    log: silentLogger,
    jobDefinitions: [...jobDefinitions, echoJob],
  });
  await deps.jobs.start(deps, { work });
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

const skipReason = serverUrl ? undefined : 'runs in the api-postgres tier (TEST_POSTGRES_URL), in front of its server';
if (skipReason) console.warn(`[pgbouncer] skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('the API through PgBouncer in transaction mode', () => {
  const suffix = randomBytes(4).toString('hex');
  const name = `saakh_pgbouncer_${suffix}`;
  /** The replica's role, read-only on the server: PgBouncer drops the replica pool's own read-only option. */
  const reader = `saakh_ro_${suffix}`;
  let directUrl = '';
  let bouncerUrl = '';
  let consoleUrl = '';
  let bouncer: Bouncer | undefined;
  let dataDir = '';
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    if (!pgbouncerBin) {
      throw new Error('pgbouncer is not installed (apt-get install pgbouncer; npm test installs it as root)');
    }
    const server = new URL(serverUrl ?? '');
    await query(server.toString(), `create database ${name}`);
    const direct = new URL(server);
    direct.pathname = `/${name}`;
    directUrl = direct.toString();
    bouncer = await startPgBouncer(server, [decodeURIComponent(server.username), reader], name);
    const through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(bouncer.port);
    bouncerUrl = through.toString();
    through.pathname = '/pgbouncer';
    consoleUrl = through.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-pgbouncer-app-'));

    // Two instances starting together on an empty database: one migrates while the other waits on the lock.
    const config = bouncerConfig(bouncerUrl, dataDir);
    const open = () =>
      openDatabase({
        driver: 'postgres',
        url: bouncerUrl,
        maxConnections: 2,
        namedStatements: config.databasePreparedStatements,
      });
    const first = await open();
    const second = await open();
    try {
      await Promise.all([first.migrate(), second.migrate()]);
      await seedReferenceData(first.db, config);
      for (const statement of [
        `create role ${reader} login`,
        `alter role ${reader} set default_transaction_read_only = on`,
        `grant select on all tables in schema public to ${reader}`,
      ]) {
        await query(directUrl, statement);
      }
    } finally {
      await second.close();
      await first.close();
    }
    // Instance a runs the jobs; both create the queue's schema and queues at start, as every instance does.
    a = await startInstance(bouncerUrl, path.join(dataDir, 'a'), true);
    b = await startInstance(bouncerUrl, path.join(dataDir, 'b'), false);
  }, 60_000);

  afterAll(async () => {
    await a?.close().catch(() => undefined);
    await b?.close().catch(() => undefined);
    await stopPgBouncer(bouncer);
    if (serverUrl) {
      await query(serverUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
      await query(serverUrl, `drop role if exists ${reader}`).catch(() => undefined);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** The instances in turn, as a load balancer without sticky sessions sends requests. */
  const instance = (n: number) => (n % 2 === 0 ? a : b);

  it('migrated once from two instances at once, leaving no lock or open transaction behind', async () => {
    const [state] = await query<{ locks: number; open: number; duplicates: number; applied: number }>(
      directUrl,
      `select (select count(*)::int from pg_locks where locktype = 'advisory'
                and database = (select oid from pg_database where datname = current_database())) as locks,
              (select count(*)::int from pg_stat_activity
                where datname = current_database() and state like 'idle in transaction%') as open,
              (select count(*)::int - count(distinct hash)::int from drizzle.__drizzle_migrations) as duplicates,
              (select count(*)::int from drizzle.__drizzle_migrations) as applied`,
    );
    expect(state).toMatchObject({ locks: 0, open: 0, duplicates: 0 });
    expect(state?.applied).toBeGreaterThan(0);
  });

  it('refuses named prepared statements before PgBouncer 1.21, which is why they are turned off here', async (context) => {
    const [row] = await query<{ version: string }>(consoleUrl, 'show version');
    const [major = 0, minor = 0] = (row?.version.match(/(\d+)\.(\d+)/)?.slice(1) ?? []).map(Number);
    // From 1.21 PgBouncer can keep protocol-level named statements per client (max_prepared_statements).
    if (major > 1 || minor >= 21) context.skip();
    const [session] = await a.database.db.select({ hash: sessions.token_hash }).from(sessions).limit(1);
    // Two client connections of one process, each preparing the same name once, take turns on one server connection
    // (the pool of two let each keep its own server whenever nothing else ran between them: no error, stop 51).
    // As the read-only role, so the server connection it leaves open is not counted as the app's below.
    const solo = new URL(bouncerUrl);
    solo.pathname = `/${name}_solo`;
    solo.username = reader;
    const clients = [0, 1].map(() => openDatabase({ driver: 'postgres', url: solo.toString(), maxConnections: 1 }));
    const opened = await Promise.all(clients);
    try {
      const lookups = opened.map(({ db }) =>
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.token_hash, sql.placeholder('hash')))
          .prepare('find_live_session'),
      );
      const errors: string[] = [];
      for (let turn = 0; turn < 20; turn += 1) {
        await lookups[turn % 2]
          ?.execute({ hash: session?.hash ?? '' })
          .catch((error: Error) => errors.push(String((error.cause as Error | undefined)?.message ?? error.message)));
      }
      expect(errors.length).toBeGreaterThan(0);
      expect(errors[0]).toMatch(/prepared statement "find_live_session" (already exists|does not exist)/);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });

  it('logs in and answers authenticated requests from 30 clients at once on both instances', async () => {
    const admins = await Promise.all(Array.from({ length: 30 }, () => createAdmin(a.database.db, { role_id: 1 })));
    const tokens = await Promise.all(
      admins.map(async (admin, n) => {
        const response = await instance(n).app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { email: admin.email, password: admin.password },
          remoteAddress: freshIp(),
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().data as { token: string }).token;
      }),
    );
    // Each client reads five times, alternating instances: 150 session lookups over 12 client connections that
    // share PgBouncer's two server connections.
    const answers = await Promise.all(
      tokens.flatMap((token, n) =>
        Array.from({ length: 5 }, (_, k) =>
          instance(n + k).app.inject({ method: 'GET', url: '/api/admin/admin-users', headers: bearer(token) }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

    const servers = await query<{ n: number }>(
      directUrl,
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and usename = current_user
          and pid <> pg_backend_pid()`,
    );
    expect(servers[0]?.n).toBeLessThanOrEqual(SERVER_POOL);
    const clients = await query<{ database: string }>(consoleUrl, 'show clients');
    expect(clients.filter((client) => client.database === name).length).toBeGreaterThan(SERVER_POOL);
  }, 30_000);

  it(`keeps a partner at ${WEBHOOK_MAX} webhooks when 15 are created at once across the instances`, async () => {
    const user = await createPartnerUser(a.database.db);
    const token = await createSession(a.database.db, 'partner', user.id);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        instance(n).app.inject({
          method: 'POST',
          url: '/api/partner/webhooks',
          payload: { url: `https://hooks${n}.example.com/saakh`, mode: 'live', events: ['lead.created'] },
          headers: bearer(token),
          remoteAddress: freshIp(),
        }),
      ),
    );
    const saved = await a.database.db
      .select()
      .from(partner_webhooks)
      .where(eq(partner_webhooks.partner_id, user.partner_id));
    expect(saved).toHaveLength(WEBHOOK_MAX);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(WEBHOOK_MAX);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(15 - WEBHOOK_MAX);
  }, 30_000);

  it('runs a job enqueued in a transaction on one instance by the worker of the other, through the outbox', async () => {
    await b.database.db.transaction(async (tx) => {
      await b.deps.jobs.enqueue(tx, echoJob, { key: 'through-pgbouncer' }, { key: 'echo:through-pgbouncer' });
    });
    const deadline = Date.now() + 15_000;
    let row: typeof job_outbox.$inferSelect | undefined;
    while (Date.now() < deadline) {
      [row] = await a.database.db
        .select()
        .from(job_outbox)
        .where(eq(job_outbox.idempotency_key, 'echo:through-pgbouncer'));
      if (row?.status === 'completed') break;
      await sleep(100);
    }
    expect(row).toMatchObject({ status: 'completed', attempts: 1, last_error: null });
    expect(runs).toEqual(['through-pgbouncer']);
  }, 20_000);

  it("reads the reports through PgBouncer as a read-only role, whose setting holds where the pool's option is dropped", async () => {
    const readerUrl = new URL(bouncerUrl);
    readerUrl.username = reader;
    const database = await openDatabase({
      driver: 'postgres',
      url: bouncerUrl,
      maxConnections: 2,
      namedStatements: false,
      replica: { url: readerUrl.toString(), maxLagSeconds: 30 },
    });
    try {
      const handle = await database.reads();
      expect(handle.readFrom).toBe('replica');
      const [row] = await rowsOf<{ user: string; readOnly: string; lenders: number }>(
        handle.db,
        sql`select current_user as "user", current_setting('default_transaction_read_only') as "readOnly",
                   (select count(*)::int from lenders) as lenders`,
      );
      expect(row).toMatchObject({ user: reader, readOnly: 'on' });
      const refused = await handle.db.execute(sql`create table reader_write_probe (id int)`).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/read-only/);
    } finally {
      await database.close();
    }
    // ignore_startup_parameters = options: PgBouncer accepts the option and drops it, so a role without the setting
    // would read and write.
    const [plain] = await query<{ readOnly: string }>(
      bouncerUrl,
      'select current_setting(\'default_transaction_read_only\') as "readOnly"',
      undefined,
      '-c default_transaction_read_only=on',
    );
    expect(plain?.readOnly).toBe('off');
  });

  it('exports more applications than one batch holds, each once', async () => {
    const lender = await createLender(a.database.db, { name: 'Bouncer Lender' });
    const customer = await createCustomer(a.database.db, { first_name: 'Bouncer' });
    const ids: string[] = [];
    for (let batch = 0; batch < 21; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 50 }, () =>
          createApplication(a.database.db, { userId: customer.id, lenderId: lender.id }),
        ),
      );
      ids.push(...made.map((application) => String(application.id)));
    }
    const admin = await createAdmin(a.database.db, { role_id: 1 });
    const token = await createSession(a.database.db, 'admin', admin.id);
    const today = dayInIndia(new Date());
    const response = await b.app.inject({
      method: 'GET',
      url: `/api/admin/reports/internal/export?format=csv&preset=custom_range&from=${today}&to=${today}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    // The first column is the application's id: every one once, over three batches of at most 500.
    const exported = csvLines(response.body)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(exported).toHaveLength(1_050);
    expect(new Set(exported)).toEqual(new Set(ids));
  }, 60_000);
});
