/** Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type ParserOptions, type SerializerOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createChangeFeed, type ChangeFeed } from '../lib/cache/change-feed';
import { ArchiveMemoryFS, type DataDirArchive } from './pglite-archive';
import { openReplica, primaryReads, type ReplicaOptions, type Reads } from './replica';
import { createTurns } from './turns';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** A repository runs on the database or inside a transaction alike. */
export type Executor = Db | Tx;

/** Plain SQL with $1… parameters, for libraries that bring their own SQL (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * The handle for reads a streaming replica may serve (dashboard, reports, exports): the replica within its lag
   * limit, else this database. Never used for a write.
   */
  reads: Reads;
  executeSql: ExecuteSql;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** An archive of the whole embedded database (PGlite only), to start copies from. */
  dump?: () => Promise<Blob>;
  /**
   * The database's change announcements, where this process hears every write as it commits (embedded PGlite,
   * which only this process writes). Absent on a PostgreSQL server, where other instances write too.
   */
  changes?: ChangeFeed;
};

export type DatabaseOptions =
  | {
      driver: 'pglite';
      dataDir?: string;
      /** Start in memory from a copy of another database's data directory; tests copy a migrated template. */
      archive?: DataDirArchive;
    }
  | {
      driver: 'postgres';
      url: string;
      maxConnections?: number;
      /** Called when a pooled connection fails (server restart, admin kill); the pool replaces it. */
      onIdleError?: (error: Error) => void;
      /** A streaming replica of this server for the reports' reads (DATABASE_REPLICA_URL). */
      replica?: Omit<ReplicaOptions, 'onError'>;
      /**
       * Whether a query may go as a named prepared statement (default true; DATABASE_PREPARED_STATEMENTS). Off, every
       * statement is unnamed, for a pooler in transaction mode that does not keep named ones (PgBouncer before 1.21).
       */
      namedStatements?: boolean;
    };

/** The migrations folder: beside this file in the source tree, copied beside the bundle in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((candidate) => fs.existsSync(path.join(candidate, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/**
 * Binary columns (lender files, in 1 MiB chunks) as bytes both ways. PGlite's default turns a bytea into a hex string
 * through an array of one string per byte: a megabyte costs a million strings and seconds (bench/README.md).
 */
const byteaSerializers: SerializerOptions = { [types.BYTEA]: (bytes) => bytes };
const byteaParsers: ParserOptions = { [types.BYTEA]: (hex: string) => Buffer.from(hex.slice(2), 'hex') };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // While the server is away a request waits at most this long for a connection, then is answered 503.
      connectionTimeoutMillis: 5_000,
    });
    const onConnectionError =
      options.onIdleError ??
      ((error: Error) => process.stderr.write(`database: connection failed: ${error.message}\n`));
    // Without a listener a connection's error would crash the process: the pool listens to idle connections, and
    // each connection gets its own listener for the time it is checked out (inside a transaction, between queries),
    // when a server restart ends it too. The query in flight fails on its own; the pool drops the connection.
    pool.on('error', onConnectionError);
    const namedStatements = options.namedStatements ?? true;
    pool.on('connect', (client) => {
      client.on('error', onConnectionError);
      if (!namedStatements) unnameStatements(client);
    });
    const db = drizzlePg(pool);
    const replica = options.replica
      ? openReplica(db, async (text) => (await pool.query(text)).rows, {
          ...options.replica,
          onError: options.onIdleError,
        })
      : undefined;
    return {
      db,
      driver: 'postgres',
      reads: replica?.reads ?? primaryReads(db),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        return { rows: result.rows as Record<string, unknown>[] };
      },
      // Servers and workers may start together: a lock lets one migrate while the others wait. It is held by one
      // transaction from the lock to the last migration, on one connection, so it also holds through PgBouncer in
      // transaction mode (a session lock's lock and unlock could land on different server connections there, and
      // the lock would stay behind). Drizzle's own BEGIN inside it only warns; its COMMIT ends both.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock(hashtext($1))', ['saakh:migrate']);
          await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: async () => {
        await replica?.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    ...(options.archive ? { fs: new ArchiveMemoryFS(options.archive) } : {}),
    serializers: byteaSerializers,
    parsers: byteaParsers,
  });
  await client.waitReady;
  takeTurns(client);
  const db = drizzlePglite(client);
  const changes = createChangeFeed((channel, deliver) => client.listen(channel, deliver));
  await changes.ready;
  return {
    db,
    driver: 'pglite',
    reads: primaryReads(db),
    // Without parameters the text may hold several statements (schema set-up), which only the simple protocol runs.
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    changes: changes.feed,
  };
}

/**
 * Sends every statement of a connection unnamed, the same query text parsed anew each time. node-postgres prepares a
 * named statement once per client connection and then only binds it; behind a pooler in transaction mode the next
 * transaction may run on a server connection that lacks it ("does not exist") or has it from another client ("already
 * exists"). What the query's builder keeps (drizzle's `.prepare`) stays: only the server-side name goes.
 */
function unnameStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const named = typeof config === 'object' && config !== null && 'name' in config && !('submit' in config);
    return query(named ? { ...config, name: undefined } : config, ...rest);
  }) as typeof client.query;
}

/**
 * Every statement and transaction of the embedded database waits its turn of the event loop (db/turns.ts). A
 * transaction is one turn: its own statements go through its `tx`, which PGlite runs without the public lock.
 */
function takeTurns(client: PGlite): void {
  const inTurn = createTurns();
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args) => inTurn(() => query(...args));
  client.exec = (...args) => inTurn(() => exec(...args));
  client.transaction = (...args) => inTurn(() => transaction(...args));
}
