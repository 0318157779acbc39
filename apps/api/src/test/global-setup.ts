/**
 * Runs once per `vitest` run of each API project ('api' on PGlite, 'api-postgres' on the server its
 * TEST_POSTGRES_URL names; vitest.config.ts): migrates one database, writes the reference data and creates the
 * job queue's tables, then hands its location to every test file, which works on a copy of its own
 * (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a copy of the dumped data directory). The PGlite archive is
 * kept in the machine's cache folder (as the install and the typecheck state are, decision 050), so a fresh clone
 * finds it, and made again only when the migrations, the seed or the libraries change.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDeps } from '../compose';
import { loadConfig } from '../config';
import { migrationsFolder, openDatabase, type Database } from '../db/client';
import { seedReferenceData } from '../db/seed/seed';
import { silentLogger } from '../deps';
import { TEST_ENV } from './test-env';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; name: string };
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..', '..', '..');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Changes with anything that shapes the template: migrations, seed code, domain constants, library versions. */
function templateHash(): string {
  const hash = createHash('sha256');
  const sources = [
    ...filesUnder(migrationsFolder()),
    ...filesUnder(path.join(here, '..', 'db', 'seed')),
    path.join(here, '..', 'job-definitions.ts'),
    path.join(here, 'test-env.ts'),
    ...filesUnder(path.join(root, 'packages', 'domain', 'src')).filter((file) => !file.endsWith('.test.ts')),
    path.join(root, 'package-lock.json'),
  ];
  for (const file of sources) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function prepare(database: Database): Promise<void> {
  await database.migrate();
  const config = loadConfig(TEST_ENV);
  await seedReferenceData(database.db, config);
  // Creating the queue's schema and queues here spares every test file that runs jobs from doing it.
  const deps = createDeps({ config, database, log: silentLogger });
  await deps.jobs.start(deps, { work: false });
  await deps.jobs.stop();
}

async function pgliteTemplate(): Promise<string> {
  const cacheDir = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'saakh');
  const file = path.join(cacheDir, `api-test-template-${templateHash()}.tar`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const old of fs.readdirSync(cacheDir).filter((name) => name.startsWith('api-test-template-'))) {
    fs.rmSync(path.join(cacheDir, old), { force: true });
  }
  const database = await openDatabase({ driver: 'pglite' });
  try {
    await prepare(database);
    const archive = await database.dump?.();
    if (!archive) throw new Error('PGlite could not dump its data directory');
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `saakh_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), maxConnections: 2 });
  try {
    await prepare(database);
  } finally {
    // A template may have no connections while copies are made from it.
    await database.close();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's own server: 'api-postgres' names one, 'api' none (vitest.config.ts).
  const serverUrl = project.config.env.TEST_POSTGRES_URL;
  if (!serverUrl) {
    project.provide('dbTemplate', { kind: 'pglite', file: await pgliteTemplate() });
    return async () => {};
  }
  const name = await postgresTemplate(serverUrl);
  project.provide('dbTemplate', { kind: 'postgres', serverUrl, name });
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
