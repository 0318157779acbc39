/**
 * Fault tests of the server process (issue 14), on the embedded database `npm start` uses:
 *
 * 1. SIGTERM with requests in flight: 60 writes have reached the server (headers and half the body sent) when it gets
 *    SIGTERM; the rest of each body follows. Every one must be served (200) and stored, and the process exit 0.
 * 2. kill -9 during a burst of writes: the server is killed outright mid-burst, then started again on the same data
 *    folder; it must open its database and serve, and every write it acknowledged before dying must be there.
 *
 *   node bench/process-faults.bench.mjs            3 rounds of each
 *   node bench/process-faults.bench.mjs --smoke    1 round of each, every check enforced (npm test)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sleep, startApi, storedSequences, writeLoad } from './support/api-process.mjs';
import { freePort, reportRun } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const rounds = smoke ? 1 : 3;
const inFlight = 60;

const dataDirs = [];
const children = new Set();
function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-faults-'));
  dataDirs.push(dir);
  return dir;
}
async function start(dataDir) {
  const port = await freePort();
  const api = await startApi({ port, dataDir });
  children.add(api.child);
  return { ...api, port };
}
const cleanUp = () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/**
 * One write sent in two halves: the headers and half the body now, the rest when `finish` is called. Between the
 * two the server has the request in hand (it has read its headers and waits for the body): a request in flight.
 */
function halfSentWrite(port, sequence, runId) {
  const body = JSON.stringify({ event: 'landing', path: `/fault/${runId}/${sequence}` });
  const cut = Math.floor(body.length / 2);
  let answer;
  const answered = new Promise((resolve) => {
    answer = resolve;
  });
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/tracking',
      agent: false,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-forwarded-for': `10.9.${(sequence >> 8) & 255}.${sequence & 255}`,
      },
    },
    (response) => {
      response.resume();
      response.on('end', () => answer({ sequence, status: response.statusCode ?? 0 }));
    },
  );
  request.on('error', (error) => answer({ sequence, status: 0, error: error.message }));
  request.write(body.slice(0, cut));
  return { finish: () => request.end(body.slice(cut)), answered };
}

async function sigtermRound(index) {
  const dataDir = newDataDir();
  const api = await start(dataDir);
  const runId = `term${index}-${Date.now()}`;
  const writes = Array.from({ length: inFlight }, (_, sequence) => halfSentWrite(api.port, sequence, runId));
  // Every request's headers have reached the server: each is in flight, waiting for the rest of its body.
  await sleep(500);
  const signalledAt = Date.now();
  api.child.kill('SIGTERM');
  await sleep(200);
  for (const pending of writes) pending.finish();
  const answers = await Promise.all(writes.map((pending) => pending.answered));
  const exit = await api.exited;
  children.delete(api.child);
  const statuses = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  // What the server acknowledged is in its database (opened here once it has exited).
  const stored = await storedInFolder(dataDir, runId);
  const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => answer.sequence);
  return {
    requests: answers.length,
    statuses,
    notServed: answers.filter((answer) => answer.status !== 200).length,
    lost: acknowledged.filter((sequence) => !stored.has(sequence)).length,
    exitCode: exit.code,
    exitSignal: exit.signal,
    stopMs: Date.now() - signalledAt,
  };
}

/** The run's writes found in an embedded database folder no server has open. */
async function storedInFolder(dataDir, runId) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  await db.waitReady;
  try {
    return await storedSequences(async (text, values) => (await db.query(text, values)).rows, runId);
  } finally {
    await db.close();
  }
}

async function killRound(index) {
  const dataDir = newDataDir();
  const first = await start(dataDir);
  const runId = `kill${index}-${Date.now()}`;
  const load = writeLoad(first.port, runId, 8);
  await sleep(1_500);
  first.child.kill('SIGKILL');
  await first.exited;
  children.delete(first.child);
  await load.stop();
  const acknowledged = load.results.filter((result) => result.status === 200).map((result) => result.sequence);
  const restartedAt = Date.now();
  const second = await start(dataDir);
  const reopenMs = Date.now() - restartedAt;
  // The restarted server opened the folder and serves; then it stops, so that this process may open the same
  // embedded database (one process at a time) and look for every acknowledged write.
  const health = await fetch(`http://127.0.0.1:${second.port}/api/health`);
  second.child.kill('SIGTERM');
  await second.exited;
  children.delete(second.child);
  const stored = await storedInFolder(dataDir, runId);
  const lost = acknowledged.filter((sequence) => !stored.has(sequence));
  return {
    writes: load.results.length,
    acknowledged: acknowledged.length,
    stored: stored.size,
    lost: lost.length,
    reopened: health.ok,
    reopenMs,
  };
}

let failed = false;
try {
  const terms = [];
  const kills = [];
  for (let index = 0; index < rounds; index += 1) {
    const term = await sigtermRound(index);
    terms.push(term);
    process.stdout.write(
      `SIGTERM ${index + 1}: ${term.requests} requests in flight ${JSON.stringify(term.statuses)}, ` +
        `${term.notServed} not served, ${term.lost} acknowledged but lost; exit ${term.exitCode ?? term.exitSignal} ` +
        `after ${term.stopMs} ms\n`,
    );
    const kill = await killRound(index);
    kills.push(kill);
    process.stdout.write(
      `kill -9 ${index + 1}: ${kill.writes} writes, ${kill.acknowledged} acknowledged, ${kill.stored} stored, ` +
        `${kill.lost} lost; reopened ${kill.reopened ? 'and serving' : 'NOT serving'} in ${kill.reopenMs} ms\n`,
    );
  }
  const checks = {
    'every answer right':
      terms.every((term) => term.notServed === 0 && term.lost === 0) && kills.every((kill) => kill.lost === 0),
    'SIGTERM: every request in flight is served, and what it acknowledged is stored': terms.every(
      (term) => term.notServed === 0 && term.lost === 0,
    ),
    'SIGTERM: the server exits 0': terms.every((term) => term.exitCode === 0),
    'kill -9: the embedded database reopens and serves': kills.every((kill) => kill.reopened),
    'kill -9: no acknowledged write lost': kills.every((kill) => kill.lost === 0),
  };
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    node: process.version,
    terms,
    kills,
  };
  failed = reportRun('process-faults', { smoke, results, checks, strictSmoke: true });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
} finally {
  cleanUp();
}
process.exit(failed ? 1 : 0);
