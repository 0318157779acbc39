/**
 * Builds the real app for one test file on a copy of the migrated reference database (see global-setup.ts):
 * in-memory PGlite by default, or a database of its own on the PostgreSQL server named by TEST_POSTGRES_URL. The
 * rows a test needs come from ./factories.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { createDeps } from '../compose';
import { loadConfig, type Config } from '../config';
import { otpPolicy } from '@saakh/domain/constants';
import { openDatabase, type Database, type Db } from '../db/client';
import { readDataDirArchive, type DataDirArchive } from '../db/pglite-archive';
import { otp_challenges } from '../db/schema/auth';
import { silentLogger, type Deps } from '../deps';
import type { JobDefinition } from '../lib/jobs/jobs';
import {
  createLocalPrivateStorage,
  createLocalStorage,
  type PrivateStorage,
  type Storage,
} from '../lib/storage/storage';
import { createAdmin, createPartnerUser, createSession } from './factories';
import { TEST_ADMIN_PASSWORD, TEST_ENV, TEST_PARTNER_PASSWORD } from './test-env';

export { TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** The connection string of this file's database on the PostgreSQL tier; undefined on PGlite. */
  databaseUrl: string | undefined;
  db: Db;
  deps: Deps;
  config: Config;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Run background jobs in this app (the job queue polls twice a second). */
  jobs?: boolean;
  /** Jobs of the test's own instead of the API's. */
  jobDefinitions?: JobDefinition[];
  /** Where uploads go, made from the test's config; a local folder under the test's data directory by default. */
  storage?: (config: Config) => Storage;
  /** Where private files go; a local folder under the test's data directory by default. */
  privateStorage?: (config: Config) => PrivateStorage;
};

let templateArchive: DataDirArchive | undefined;

async function copyTemplate(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    templateArchive ??= readDataDirArchive(fs.readFileSync(template.file));
    const database = await openDatabase({ driver: 'pglite', archive: templateArchive });
    return { database, drop: async () => {} };
  }
  const name = `saakh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    driver: 'postgres',
    url: url.toString(),
    maxConnections: 4,
    // Dropping the test database ends its connections on purpose.
    onIdleError: () => undefined,
  });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: template.serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestDeps = Omit<TestApp, 'app'>;

/**
 * The services' dependencies on a copy of the reference database, without the web framework: service tests call
 * the rules as jobs and scripts do.
 */
export async function createTestDeps(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestDeps> {
  const dataDir = path.join(os.tmpdir(), `saakh-test-${randomBytes(6).toString('hex')}`);
  const { database, url, drop } = await copyTemplate();
  // As a deployment's: DATABASE_URL is set exactly when the database is a PostgreSQL server.
  const env: Record<string, string> = {
    ...TEST_ENV,
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    ...overrides,
  };
  if (env.NODE_ENV === 'production') {
    // Production refuses the tests' low password hash cost: an app started as production hashes as production does.
    delete env.PASSWORD_HASH_MEMORY_KIB;
    delete env.PASSWORD_HASH_TIME_COST;
  }
  const config = loadConfig(env);
  const deps = createDeps({
    config,
    database,
    log: silentLogger,
    storage: options.storage?.(config) ?? createLocalStorage(path.join(dataDir, 'uploads')),
    privateStorage: options.privateStorage?.(config) ?? createLocalPrivateStorage(path.join(dataDir, 'private')),
    jobDefinitions: options.jobDefinitions,
  });
  if (options.jobs) await deps.jobs.start(deps, { work: true });
  return {
    database,
    databaseUrl: url,
    db: database.db,
    deps,
    config,
    close: async () => {
      await deps.jobs.stop(5_000);
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const base = await createTestDeps(overrides, options);
  const app = await buildApp({ deps: base.deps });
  await app.ready();
  return {
    ...base,
    app,
    close: async () => {
      await app.close();
      await base.close();
    },
  };
}

let ipCounter = 1;
/** A distinct client address per call, so per-IP limits do not couple unrelated tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function bearer(token: string): InjectOptions['headers'] {
  return { authorization: `Bearer ${token}` };
}

/** Logs a customer in through the real OTP flow, reading the code from the console SMS outbox. */
export async function loginCustomer(
  t: TestApp,
  mobile: string,
): Promise<{ token: string; userId: number; mobile: string }> {
  const ip = freshIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`OTP send failed: ${sent.body}`);
  const otp = t.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, otp, consent: true },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`OTP verify failed: ${verified.body}`);
  const data = verified.json().data as { token: string; user: { userId: number } };
  return { token: data.token, userId: data.user.userId, mobile };
}

/**
 * Moves a number's OTP sends back by a send window, as if that time had passed: the wait before another code and the
 * sends per window no longer hold back the next one (tests never wait in real time).
 */
export async function letOtpWaitsPass(t: TestApp, mobile: string): Promise<void> {
  await t.db
    .update(otp_challenges)
    .set({ created_at: sql`created_at - make_interval(secs => ${otpPolicy.sendWindowSeconds + 1})` })
    .where(eq(otp_challenges.mobile, mobile));
}

/**
 * Acknowledges an application's KFS as its customer does (issue 30): reads the KFS, has the OTP sent, and accepts
 * that version with the code from the console SMS outbox. Sending an application needs it.
 */
export async function acknowledgeKfs(
  t: TestApp,
  customer: { token: string; mobile: string },
  creditAppId: string,
): Promise<{ version: string; acknowledgedAt: string }> {
  const headers = bearer(customer.token);
  await letOtpWaitsPass(t, customer.mobile);
  const read = await t.app.inject({ method: 'GET', url: `/api/applications/${creditAppId}/kfs`, headers });
  if (read.statusCode !== 200) throw new Error(`KFS read failed: ${read.body}`);
  const { version } = read.json().data as { version: string };
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${creditAppId}/kfs/otp`,
    headers,
    remoteAddress: freshIp(),
  });
  if (sent.statusCode !== 200) throw new Error(`KFS OTP send failed: ${sent.body}`);
  const otp = t.deps.messaging.lastMessageTo('sms', customer.mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${creditAppId}/kfs/acknowledge`,
    headers,
    payload: { version, otp, share_with_lender: true },
  });
  if (accepted.statusCode !== 200) throw new Error(`KFS acknowledgement failed: ${accepted.body}`);
  return accepted.json().data as { version: string; acknowledgedAt: string };
}

/** Logs an admin in with their e-mail and the test password, through the real login. */
export async function loginAdmin(t: TestApp, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password: TEST_ADMIN_PASSWORD },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`Admin login failed: ${response.body}`);
  return (response.json().data as { token: string }).token;
}

export async function loginPartner(t: TestApp, email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/partner/login',
    payload: { email, password: TEST_PARTNER_PASSWORD },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`Partner login failed: ${response.body}`);
  return (response.json().data as { token: string }).token;
}

/** A new admin of a role with a live session, for tests about what that role may do (not about logging in). */
export async function adminToken(t: TestApp, roleId: 1 | 2 | 3 = 1): Promise<string> {
  const admin = await createAdmin(t.db, { role_id: roleId });
  return createSession(t.db, 'admin', admin.id);
}

/** A new partner user (of a new partner unless one is named) with a live session. */
export async function partnerToken(t: TestApp, partnerId?: number): Promise<string> {
  const user = await createPartnerUser(t.db, partnerId === undefined ? {} : { partner_id: partnerId });
  return createSession(t.db, 'partner', user.id);
}
