/**
 * Staff load (issue 32 item 3): 50 staff sessions (roles 1 and 2) at once on the admin dashboard and on the report
 * pages, with `/api/health` sampled every 100 ms throughout, next to a bare Fastify route measured in the same run; on
 * the embedded PGlite (what `npm start` runs) and, when its binaries are there, a throw-away PostgreSQL server.
 *
 *   GET /api/admin/dashboard                           the dashboard, last 30 days (the page's default)
 *   GET /api/admin/reports/internal?page=1&pageSize=25 the applications report's first page
 *   a mix: the dashboard, the internal, products and vendors × products reports and customers' journeys in turn
 *
 * The API (bench/support/staff-load-server.ts: migrated, demo data, the rollup counted, a session per staff user)
 * and the bare route each run in a process of their own; autocannon drives them from this one with
 * `Accept-Encoding: br, gzip`, each of its connections as one staff user; `/api/health` is sampled from a process of
 * its own (support/health-sampler.mjs), so the load generator's busy event loop does not delay its timings. Latencies are every answer's own
 * (p50/p95/p99 computed here: autocannon's summary has no p95). Before the load the answers are checked: the
 * dashboard's applications against the raw rows, the same figures for both roles, the internal report's total, and
 * mobile numbers masked for role 2 and whole for role 1.
 *
 *   node bench/staff-load.bench.mjs            10 s per target, 50 connections; writes bench/results/staff-load.json
 *   node bench/staff-load.bench.mjs --smoke    PGlite, 10 staff, 1 s per target, 10 connections, answers only (npm test)
 *
 * Settings (env): BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_STAFF, BENCH_DATABASES (pglite,postgres), BENCH_DATABASE_URL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { postgresAvailable, startPostgres } from './support/postgres-server.mjs';
import { reportRun, root, startServer } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? (smoke ? 10 : 50));
const databases = (process.env.BENCH_DATABASES ?? (smoke ? 'pglite' : 'pglite,postgres'))
  .split(',')
  .filter((name) => name !== 'postgres' || postgresAvailable() || process.env.BENCH_DATABASE_URL);
const browserHeaders = { 'accept-encoding': 'br, gzip' };
const targets = {
  pglite: { p95: 1_000, health: 200 },
  postgres: { p95: 300, health: 200 },
};

const dashboard = '/api/admin/dashboard';
const internal = '/api/admin/reports/internal?page=1&pageSize=25';
const mixed = [
  dashboard,
  internal,
  '/api/admin/reports/products?page=1&pageSize=25',
  '/api/admin/reports/vendors-products?page=1&pageSize=25',
  '/api/admin/customers-journey?page=1&pageSize=25',
];

const roleOneOnly = ['/api/admin/reports/products', '/api/admin/reports/vendors-products'];

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latencySummary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
  };
}

/** `/api/health` every 100 ms, from a process of its own, for as long as a target's load: each answer's time. */
function sampleHealth(url) {
  const child = spawn(process.execPath, ['bench/support/health-sampler.mjs', url, String(seconds)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const done = new Promise((resolve) => child.once('exit', resolve));
  return {
    stop: async () => {
      await done;
      const samples = JSON.parse(output.trim() || '[]');
      return {
        ...latencySummary(samples.map((sample) => sample.ms)),
        failed: samples.filter((sample) => sample.status !== 200).length,
      };
    },
  };
}

/** `connections` staff users at once on `paths` (in turn), each connection with a session of its own. */
async function load(url, paths, tokens) {
  const latencies = [];
  let next = 0;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers: browserHeaders,
    requests: paths.map((target) => ({ method: 'GET', path: target })),
    setupClient: (client) => {
      // Each connection is one staff user, asking for the pages its role opens (products: role 1 only).
      const { token, roleId } = tokens[next++ % tokens.length];
      const headers = { ...browserHeaders, authorization: `Bearer ${token}` };
      const own = paths.filter((target) => roleId === 1 || !roleOneOnly.some((page) => target.startsWith(page)));
      client.setRequests(own.map((target) => ({ method: 'GET', path: target, headers })));
    },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: latencySummary(latencies),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function bareLoad(url) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: Math.min(seconds, 5), headers: browserHeaders });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return { requestsPerSecond: Math.round(result.requests.average * 10) / 10, latencyMs: latencySummary(latencies) };
}

/** The answers are right before they are timed, for both roles. */
async function checkAnswers(url, info) {
  const get = async (target, token) => {
    const answer = await fetch(`${url}${target}`, { headers: { authorization: `Bearer ${token}` } });
    if (!answer.ok) throw new Error(`${target}: ${answer.status}`);
    return (await answer.json()).data;
  };
  const role1 = info.tokens.find((entry) => entry.roleId === 1).token;
  const role2 = info.tokens.find((entry) => entry.roleId === 2).token;
  const [board1, board2, report1, report2] = [
    await get(dashboard, role1),
    await get(dashboard, role2),
    await get(internal, role1),
    await get(internal, role2),
  ];
  for (const target of mixed.slice(2)) await get(target, role1);
  const trendApplications = board1.trend.reduce((sum, day) => sum + day.applications, 0);
  const mobile1 = report1.items.find((row) => row.mobile)?.mobile ?? '';
  const mobile2 = report2.items.find((row) => row.mobile)?.mobile ?? '';
  const answers = {
    expectedApplications: info.expected.applications,
    dashboardApplications: board1.kpis.applications.value,
    trendApplications,
    pendingDays: board1.pendingDays,
    expectedRows: info.expected.rows,
    internalTotal: report1.total,
    internalRows: report1.items.length,
    role1Mobile: mobile1.replace(/\d(?=\d{4})/g, '•'),
    role2Mobile: mobile2,
  };
  const right =
    info.expected.applications > 0 &&
    board1.kpis.applications.value === info.expected.applications &&
    trendApplications === info.expected.applications &&
    JSON.stringify(board1.kpis) === JSON.stringify(board2.kpis) &&
    report1.total === info.expected.rows &&
    report2.total === report1.total &&
    report1.items.length === Math.min(25, report1.total) &&
    /^\d{10}$/.test(mobile1) &&
    mobile2 !== '' &&
    !/^\d{10}$/.test(mobile2);
  return { ...answers, right };
}

const print = (name, result, health) =>
  process.stdout.write(
    `${name.padEnd(44)} p50 ${String(result.latencyMs.p50).padStart(6)}  p95 ${String(result.latencyMs.p95).padStart(6)}` +
      `  p99 ${String(result.latencyMs.p99).padStart(6)} ms ${String(result.requestsPerSecond ?? '').padStart(8)} req/s` +
      (health
        ? `  (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts; health p95 ${health.p95}, max ${health.max} ms, ${health.failed} failed)`
        : '') +
      '\n',
  );

const bare = await startServer('bench/support/bare-server.mjs');
const runs = {};
let failed = false;
try {
  process.stdout.write(`${seconds} s per target, ${connections} connections; ${databases.join(', ')}\n`);
  for (const name of databases) {
    const postgres =
      name === 'postgres'
        ? process.env.BENCH_DATABASE_URL
          ? { url: process.env.BENCH_DATABASE_URL, server: 'PostgreSQL (BENCH_DATABASE_URL)', stop: async () => {} }
          : await startPostgres()
        : undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-staff-'));
    const api = await startServer('bench/support/staff-load-server.ts', {
      BENCH_DATA_DIR: dataDir,
      BENCH_STAFF: String(process.env.BENCH_STAFF ?? (smoke ? 10 : 50)),
      ...(postgres ? { BENCH_DATABASE_URL: postgres.url } : {}),
    });
    try {
      const { url } = api.info;
      const answers = await checkAnswers(url, api.info);
      const database = postgres ? postgres.server : 'PGlite (in memory, in the API process)';
      process.stdout.write(`\n${database}: ${JSON.stringify(answers)}\n`);
      if (!answers.right) throw new Error(`wrong answers on ${name}`);
      const measured = { bare: await bareLoad(`${bare.info.url}/bench/bare`) };
      print('GET /bench/bare (bare Fastify)', measured.bare);
      for (const [label, paths] of [
        ['dashboard', [dashboard]],
        ['internal report, page 1', [internal]],
        ['mix of dashboard and four reports', mixed],
      ]) {
        const health = sampleHealth(url);
        const result = await load(url, paths, api.info.tokens);
        measured[label] = { ...result, health: await health.stop() };
        print(label, result, measured[label].health);
      }
      runs[name] = { database, answers, range: api.info.range, targets: measured };
    } finally {
      await api.stop();
      await postgres?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const checks = {
    'every answer right': Object.values(runs).every((run) => run.answers.right),
  };
  for (const [name, run] of Object.entries(runs)) {
    const loaded = Object.entries(run.targets).filter(([label]) => label !== 'bare');
    const goal = targets[name];
    checks[`${name}: no errors, timeouts or non-2xx answers`] = loaded.every(
      ([, target]) => target.errors === 0 && target.timeouts === 0 && target.non2xx === 0,
    );
    checks[`${name}: p95 ≤ ${goal.p95} ms on every target`] = loaded.every(
      ([, target]) => target.latencyMs.p95 !== null && target.latencyMs.p95 <= goal.p95,
    );
    checks[`${name}: /api/health ≤ ${goal.health} ms throughout, never failed`] = loaded.every(
      ([, target]) => target.health.max !== null && target.health.max <= goal.health && target.health.failed === 0,
    );
  }
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    secondsPerTarget: seconds,
    connections,
    runs,
    checks,
  };
  failed = reportRun('staff-load', { smoke, results, checks });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
} finally {
  await bare.stop();
}
process.exit(failed ? 1 : 0);
