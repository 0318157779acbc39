/**
 * Builds the real app on a fresh, migrated and seeded database for one test file: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by TEST_POSTGRES_URL (the harness in scripts/test.mjs starts one).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { seedDemoData } from '../db/seed/seed';
import { createConsoleSms, type SmsProvider } from '../lib/sms/sms-provider';
import { createLocalStorage } from '../lib/storage/storage';

export const TEST_ADMIN_PASSWORD = 'Admin-Test-Password-1';
export const TEST_PARTNER_PASSWORD = 'Partner-Test-Password-1';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  sms: SmsProvider;
  close: () => Promise<void>;
};

async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) return { database: await openDatabase({ driver: 'pglite' }), drop: async () => {} };
  const name = `saakh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
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
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `saakh-test-${randomBytes(6).toString('hex')}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SEED_PARTNER_PASSWORD: TEST_PARTNER_PASSWORD,
    OTP_HASH_SECRET: 'test-otp-hash-secret-of-at-least-32-characters',
    ...overrides,
  });
  const { database, drop } = await createTestDatabase();
  await database.migrate();
  await seedDemoData(database.db, config);
  const sms = createConsoleSms({ info: () => undefined });
  const app = await buildApp({
    config,
    db: database.db,
    sms,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    sms,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
export async function loginCustomer(t: TestApp, mobile: string): Promise<{ token: string; userId: number }> {
  const ip = freshIp();
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    payload: { mobile },
    remoteAddress: ip,
  });
  if (sent.statusCode !== 200) throw new Error(`OTP send failed: ${sent.body}`);
  const otp = t.sms.lastMessageTo?.(mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, otp, consent: true },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`OTP verify failed: ${verified.body}`);
  const data = verified.json().data as { token: string; user: { userId: number } };
  return { token: data.token, userId: data.user.userId };
}

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

export async function loginPartner(t: TestApp, email = 'partner@saakh.local'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/partner/login',
    payload: { email, password: TEST_PARTNER_PASSWORD },
    remoteAddress: freshIp(),
  });
  if (response.statusCode !== 200) throw new Error(`Partner login failed: ${response.body}`);
  return (response.json().data as { token: string }).token;
}
