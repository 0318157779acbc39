/** Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A repository runs on the database or inside a transaction alike. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { driver: 'pglite'; dataDir?: string }
  | {
      driver: 'postgres';
      url: string;
      maxConnections?: number;
      /** Called when an idle pooled connection fails (server restart, admin kill); the pool replaces it. */
      onIdleError?: (error: Error) => void;
    };

/** The migrations folder: beside this file in the source tree, copied beside the bundle in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // Without a listener an idle connection's error would crash the process.
    pool.on(
      'error',
      options.onIdleError ?? ((error) => process.stderr.write(`database: idle connection failed: ${error.message}\n`)),
    );
    const db = drizzlePg(pool);
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
