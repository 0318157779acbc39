/**
 * A PostgreSQL database for the benchmarks (ingestion, database restarts): a fresh database on the server BENCH_DATABASE_URL names, or on
 * a throw-away server started here from Debian's binaries (as `npm test` does, but with the server's default
 * durability settings, as a deployment has them). `stop` drops the database and stops a server started here;
 * `stopNow`, for an interrupted run, only stops the server (synchronously) and leaves a named server's database.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresBinDir as binDir } from '../../scripts/lib/postgres.mjs';
import { freePort } from './processes.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Whether this machine can give the benchmark a PostgreSQL database. */
export function postgresAvailable() {
  return Boolean(process.env.BENCH_DATABASE_URL) || binDir() !== undefined;
}

/**
 * The databases a benchmark measures: BENCH_DATABASES (comma-separated), else PGlite and PostgreSQL when a server can
 * be had. A smoke checks answers on one: PostgreSQL when a server can be had (its setup costs about half of PGlite's:
 * the reporting, ingest and lender-feed smokes took 58 s of CPU less together, stop 51), else PGlite. The smokes of
 * the load, staff-load, process-faults and db-restart benchmarks run the API on PGlite.
 */
export function benchDatabases(smoke) {
  const chosen = process.env.BENCH_DATABASES;
  if (chosen)
    return chosen
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  if (smoke) return [postgresAvailable() ? 'postgres' : 'pglite'];
  return postgresAvailable() ? ['pglite', 'postgres'] : ['pglite'];
}

/** Runs a server tool, as the `postgres` user when we are root (the server refuses to run as root). */
function tool(name, args, cwd) {
  const command = path.join(binDir(), name);
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function startServer(port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-pg-'));
  const dataDir = path.join(dir, 'data');
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'], dir);
  fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = ''\n`,
  );
  const start = () =>
    tool('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'], dir);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator's restart does (`-m fast`: every session is terminated, 57P01). */
    halt: () => tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'], dir),
    start,
    stop: () => {
      try {
        tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop'], dir);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh, empty database: answers its URL, what it runs on, and `stop`. */

export async function startPostgres() {
  let server;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const port = await freePort();
    server = startServer(port);
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }
  const name = `saakh_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query('show server_version');
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      server: `PostgreSQL ${rows[0].server_version} (${server ? 'throw-away server, default settings' : 'BENCH_DATABASE_URL'})`,
      stop: async () => {
        try {
          const client = new pg.Client({ connectionString: serverUrl });
          await client.connect();
          await client.query(`drop database if exists ${name} with (force)`);
          await client.end();
        } finally {
          server?.stop();
        }
      },
      stopNow: () => {
        if (server) server.stop();
        else process.stderr.write(`ingest benchmark: database ${name} left on BENCH_DATABASE_URL's server\n`);
      },
    };
  } catch (error) {
    server?.stop();
    throw error;
  } finally {
    await admin.end();
  }
}
