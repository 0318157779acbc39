/**
 * Fault test (issue 14): PostgreSQL restarts while the API takes writes. The real server (apps/api/src/server.ts, as
 * `npm start` runs it, on a throw-away PostgreSQL server) gets a steady stream of writes (tracking events, each
 * carrying a sequence number in its path) from several connections; mid-stream the database is stopped as an
 * operator's restart stops it (`pg_ctl -m fast`: every session terminated with 57P01, transactions cut) and started
 * again after a pause. Checks, for every restart:
 *
 * - the server process is still running afterwards;
 * - while the database is away every answer is 503 with Retry-After (never a 500, never a hang past the timeout);
 * - the first successful write comes within 5 s of the database accepting connections again;
 * - every write the server acknowledged (200) is in the database afterwards.
 *
 *   node bench/db-restart.bench.mjs            3 restarts, 2 s away each (exit 1 on a FAIL)
 *   node bench/db-restart.bench.mjs --smoke    1 restart, 1 s away (npm test)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, postgresAvailable, startServer as startPostgresServer } from './support/postgres-server.mjs';
import { reportRun, root } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const restarts = smoke ? 1 : 3;
const awayMs = smoke ? 1_000 : 2_000;
const connections = 8;
const recoveryTargetMs = 5_000;
const requestTimeoutMs = 10_000;

if (!postgresAvailable() || process.env.BENCH_DATABASE_URL) {
  // The test restarts the server it started: a named server (BENCH_DATABASE_URL) is not ours to restart.
  process.stdout.write('db-restart: needs PostgreSQL binaries to start a server of its own; none here\n');
  process.exit(smoke ? 0 : 1);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const database = startPostgresServer(await freePort());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-restart-'));
let api;
const cleanUp = () => {
  api?.child.kill('SIGKILL');
  try {
    database.stop();
  } catch {
    // Already stopped.
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

async function startApi(port) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Each write comes from an address of its own (X-Forwarded-For), so the public rate limit never answers.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`the API exited before it was ready:\n${errors}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.ok) return { child, errors: () => errors };
    await sleep(250);
  }
  throw new Error('the API was not ready within 2 minutes');
}

/** One write: a tracking event whose path carries its sequence number. Answers its status and Retry-After. */
async function write(port, sequence, runId) {
  const started = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/tracking`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
      },
      body: JSON.stringify({ event: 'landing', path: `/fault/${runId}/${sequence}` }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await response.arrayBuffer();
    return { sequence, status: response.status, retryAfter: response.headers.get('retry-after'), at: started };
  } catch (error) {
    return { sequence, status: 0, error: error instanceof Error ? error.name : String(error), at: started };
  }
}

/** Writes from `connections` loops until `stop()`; answers every result. */
function writeLoad(port, runId) {
  const results = [];
  let next = 0;
  let stopped = false;
  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) {
      const result = await write(port, next++, runId);
      results.push({ ...result, done: Date.now() });
      // A refused write is tried again by the next turn with a new number, as a client would retry.
      if (result.status !== 200) await sleep(50);
    }
  });
  return {
    results,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

async function storedSequences(runId) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(`select path from tracking_events where path like $1`, [`/fault/${runId}/%`]);
    return new Set(rows.map((row) => Number(row.path.split('/').at(-1))));
  } finally {
    await client.end();
  }
}

async function oneRestart(port, index) {
  const runId = `r${index}-${Date.now()}`;
  const load = writeLoad(port, runId);
  await sleep(1_500);
  const haltedAt = Date.now();
  database.halt();
  await sleep(awayMs);
  database.start();
  const backAt = Date.now();
  // Keep writing until the writes have come back for a while.
  const deadline = backAt + recoveryTargetMs * 2;
  while (Date.now() < deadline) {
    const recovered = load.results.some((result) => result.status === 200 && result.at >= backAt);
    if (recovered && Date.now() - backAt > 1_000) break;
    await sleep(100);
  }
  await load.stop();
  const results = load.results;
  const firstOkAfterBack = results.filter((r) => r.status === 200 && r.at >= backAt).sort((a, b) => a.done - b.done)[0];
  const recoveryMs = firstOkAfterBack ? firstOkAfterBack.done - backAt : null;
  // Answers given while the database was away: started after the halt and answered before it was back.
  const whileAway = results.filter((r) => r.at >= haltedAt + 200 && r.done <= backAt);
  const statuses = {};
  for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
  const acknowledged = results.filter((r) => r.status === 200).map((r) => r.sequence);
  const stored = await storedSequences(runId);
  const lost = acknowledged.filter((sequence) => !stored.has(sequence));
  const alive = api.child.exitCode === null;
  const badWhileAway = whileAway.filter((r) => r.status !== 503 || !r.retryAfter);
  return {
    runId,
    writes: results.length,
    statuses,
    acknowledged: acknowledged.length,
    lost: lost.length,
    answersWhileAway: whileAway.length,
    notServiceUnavailableWhileAway: badWhileAway.length,
    badWhileAwaySample: badWhileAway.slice(0, 3),
    recoveryMs,
    alive,
  };
}

let failed = false;
try {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query('create database saakh_restart');
  await admin.end();
  database.url = database.url.replace(/\/postgres$/, '/saakh_restart');
  const port = await freePort();
  api = await startApi(port);
  const runs = [];
  for (let index = 0; index < restarts && api.child.exitCode === null; index += 1) {
    const run = await oneRestart(port, index);
    runs.push(run);
    process.stdout.write(
      `restart ${index + 1}: ${run.writes} writes ${JSON.stringify(run.statuses)}; while away ${run.answersWhileAway} ` +
        `answers, ${run.notServiceUnavailableWhileAway} not 503 with Retry-After; first write back after ` +
        `${run.recoveryMs ?? '—'} ms; ${run.acknowledged} acknowledged, ${run.lost} lost; server ` +
        `${run.alive ? 'running' : 'DEAD'}\n`,
    );
  }
  const serverErrors = api.errors();
  const checks = {
    'every answer right': runs.length === restarts && runs.every((run) => run.alive && run.lost === 0),
    'the server survives every restart': runs.length === restarts && runs.every((run) => run.alive),
    'no acknowledged write lost': runs.every((run) => run.lost === 0),
    'every answer while the database is away is 503 with Retry-After': runs.every(
      (run) => run.notServiceUnavailableWhileAway === 0,
    ),
    [`writes succeed within ${recoveryTargetMs / 1000} s of the database coming back`]: runs.every(
      (run) => run.recoveryMs !== null && run.recoveryMs <= recoveryTargetMs,
    ),
  };
  if (!checks['the server survives every restart']) process.stderr.write(`API stderr:\n${serverErrors}\n`);
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    restarts,
    awayMs,
    connections,
    runs,
    checks,
  };
  // A smoke run checks everything a full run does: the faults are the same, only fewer.
  failed = reportRun('db-restart', { smoke, results, checks, strictSmoke: true });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
} finally {
  api?.child.kill('SIGTERM');
  cleanUp();
}
process.exit(failed ? 1 : 0);
