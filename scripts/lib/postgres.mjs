/**
 * A throw-away PostgreSQL server for `npm test` (scripts/test.mjs): the API suite's PostgreSQL tier and the browser
 * tests' servers run on one. Started on a free loopback port with durability off, always removed at the end; as root
 * its tools run as the `postgres` user (the server refuses to run as root). Plain Node: it runs before anything in
 * node_modules is needed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, run } from './workspace.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest installed PostgreSQL's bin folder (Debian's layout), or undefined when there is none. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((version) => fs.existsSync(path.join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root. */
function asPostgres(tool, args, cwd, quiet = false) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL is not installed');
  const command = path.join(binDir, tool);
  const options = { cwd, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' };
  if (isRoot) return run('runuser', ['-u', 'postgres', '--', command, ...args], options);
  return run(command, args, options);
}

/** The servers started here and not yet stopped, for stopAllPostgresNow. */
const running = new Set();

/**
 * Starts a server; answers its URL (the `postgres` database), `createDatabase(name)` answering a new database's URL,
 * and `stop()`, which removes the server and its files.
 */
export async function startPostgres() {
  if (!postgresBinDir())
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-pg-'));
  const dataDir = path.join(dir, 'data');
  const server = { dir, dataDir, started: false };
  running.add(server);
  try {
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    const port = await freePort();
    const init = await asPostgres(
      'initdb',
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--no-sync',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      dir,
      true,
    );
    if (init !== 0) throw new Error(`initdb failed (exit ${init})`);
    // Only TCP on loopback, trust only from 127.0.0.1; durability is irrelevant for a throw-away test server.
    fs.writeFileSync(path.join(dataDir, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
    fs.appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        "unix_socket_directories = ''",
        'max_connections = 200',
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    const started = await asPostgres(
      'pg_ctl',
      ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'],
      dir,
    );
    if (started !== 0) {
      const logFile = path.join(dir, 'server.log');
      if (fs.existsSync(logFile)) process.stderr.write(fs.readFileSync(logFile, 'utf8'));
      throw new Error(`pg_ctl start failed (exit ${started})`);
    }
    server.started = true;
    process.stdout.write(`[saakh] PostgreSQL test server on 127.0.0.1:${port}\n`);
    const urlOf = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    return {
      url: urlOf('postgres'),
      async createDatabase(name, { template } = {}) {
        const args = [
          '-h',
          '127.0.0.1',
          '-p',
          String(port),
          '-U',
          'postgres',
          ...(template ? ['-T', template] : []),
          name,
        ];
        const code = await asPostgres('createdb', args, dir);
        if (code !== 0) throw new Error(`createdb ${name} failed (exit ${code})`);
        return urlOf(name);
      },
      stop: () => stopServer(server),
    };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

async function stopServer(server) {
  if (!running.delete(server)) return;
  const { dir, dataDir, started } = server;
  if (started) await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop'], dir);
  fs.rmSync(dir, { recursive: true, force: true });
}

/** The same cleanup, synchronously, for an interrupted run. */
export function stopAllPostgresNow() {
  const binDir = postgresBinDir();
  for (const server of running) {
    running.delete(server);
    const { dir, dataDir, started } = server;
    try {
      if (started && binDir) {
        const pgCtl = [path.join(binDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop'];
        if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', ...pgCtl], { stdio: 'ignore', cwd: dir });
        else execFileSync(pgCtl[0], pgCtl.slice(1), { stdio: 'ignore' });
      }
    } catch {
      // Already gone: nothing more to stop.
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
