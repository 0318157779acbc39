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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAvailable, startServer as startPostgresServer } from './support/postgres-server.mjs';
import { sleep, startApi, storedSequences, writeLoad } from './support/api-process.mjs';
import { freePort, reportRun } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const restarts = smoke ? 1 : 3;
const awayMs = smoke ? 1_000 : 2_000;
const connections = 8;
const recoveryTargetMs = 5_000;

if (!postgresAvailable() || process.env.BENCH_DATABASE_URL) {
  // The test restarts the server it started: a named server (BENCH_DATABASE_URL) is not ours to restart.
  process.stdout.write('db-restart: needs PostgreSQL binaries to start a server of its own; none here\n');
  process.exit(smoke ? 0 : 1);
}

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

async function storedIn(runId) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await storedSequences(async (text, values) => (await client.query(text, values)).rows, runId);
  } finally {
    await client.end();
  }
}

async function oneRestart(port, index) {
  const runId = `r${index}-${Date.now()}`;
  const load = writeLoad(port, runId, connections);
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
  const stored = await storedIn(runId);
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
  api = await startApi({ port, dataDir, env: { DATABASE_URL: database.url } });
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
