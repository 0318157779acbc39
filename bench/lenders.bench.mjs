/**
 * Benchmark of the admin lender list (GET /api/get-lenders-data) against a bare Fastify route, in one run.
 *
 * Builds the real API on an in-memory PGlite database (migrated and seeded), adds 1,000 lenders, logs the demo
 * admin in, then drives each server on 127.0.0.1 with autocannon and prints p99 latency and requests/second.
 * The results are written to bench/results/lenders.json. Run with plain node: `node bench/lenders.bench.mjs`.
 *
 * Settings (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 10), BENCH_LENDERS (default 1000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { register } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const extraLenders = Number(process.env.BENCH_LENDERS ?? 1000);
const adminPassword = 'Bench-Admin-Password-1';

// The API is TypeScript; tsx compiles it on import, so the benchmark needs no build step.
register();
const api = (file) => import(path.join(root, 'apps/api/src', file));
const { loadConfig } = await api('config.ts');
const { openDatabase } = await api('db/client.ts');
const { seedDemoData } = await api('db/seed/seed.ts');
const { buildApp } = await api('app.ts');
const { lenders } = await api('db/schema/catalogue.ts');

const products = ['pl', 'bl', 'gl', 'hl'];

/** Lenders with every column filled, so each row weighs what a real one does. */
function benchLender(index) {
  const name = `Bench_Lender_${String(index).padStart(4, '0')}`;
  const product = products[index % products.length];
  return {
    name,
    lender_key: name.toLowerCase(),
    product,
    min_income: 10_000 + (index % 20) * 1_000,
    max_income: index % 3 === 0 ? null : 500_000,
    min_age: 21,
    max_age: 55 + (index % 10),
    ticket_class: 1 + (index % 4),
    credit_score_class: 1 + (index % 4),
    salaried: 1,
    self_employed: index % 2,
    business: index % 3 === 0 ? 1 : 0,
    priority: index % 100,
    lender_status: index % 7 === 0 ? 0 : 1,
    so_status: index % 5 === 0 ? 1 : 0,
    so_text: index % 5 === 0 ? 'Processing fee waived this month' : null,
    so_date_start: index % 5 === 0 ? '2026-01-01' : null,
    so_date_end: index % 5 === 0 ? '2026-12-31' : null,
    loan_amount_upto: 500_000,
    tenure: 36,
    interest_rate: '12.50',
    apr_min: '13.00',
    apr_max: '24.00',
    processing_fees: '2.00',
    lender_group_ids: [1, 2],
    lender_mode: 'submit',
    age_text: '21 to 60 years',
    employment_text: 'Salaried, Self employed professional',
    income_text: '₹15,000 net a month or more',
    min_loan_text: '₹10,000',
    max_loan_text: '₹5,00,000',
    cibil_text: '650 and above',
    lender_journey_text: 'Submit the application, video KYC, e-sign, disbursal in 2 working days.',
  };
}

function summary(result) {
  return {
    url: result.url,
    seconds: result.duration,
    connections: result.connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    bytesPerSecond: Math.round(result.throughput.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function run(url, headers = {}) {
  return autocannon({ url, connections, duration: seconds, headers });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SEED_ADMIN_PASSWORD: adminPassword,
  SEED_PARTNER_PASSWORD: 'Bench-Partner-Password-1',
});
const database = await openDatabase({ driver: 'pglite' });
await database.migrate();
await seedDemoData(database.db, config);
for (let start = 0; start < extraLenders; start += 250) {
  const count = Math.min(250, extraLenders - start);
  await database.db.insert(lenders).values(Array.from({ length: count }, (_, offset) => benchLender(start + offset)));
}

const app = await buildApp({ config, db: database.db, logger: false });
const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify({ logger: false });
bare.get('/bench/bare', async () => ({ success: true, data: { hello: 'world' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

try {
  const login = await fetch(`${apiUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@saakh.local', password: adminPassword }),
  });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
  const { data } = await login.json();
  const headers = { authorization: `Bearer ${data.token}` };

  const check = await fetch(`${apiUrl}/api/get-lenders-data`, { headers });
  const listed = (await check.json()).data.length;
  if (!check.ok || listed < extraLenders)
    throw new Error(`Lender list answered ${check.status} with ${listed} lenders`);

  process.stdout.write(`Lenders listed per call: ${listed}; ${seconds}s per target, ${connections} connections\n`);
  const lendersResult = summary(await run(`${apiUrl}/api/get-lenders-data`, headers));
  const bareResult = summary(await run(`${bareUrl}/bench/bare`));

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    // Other work on the machine skews both targets; the 1-minute load average at the end tells how busy it was.
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    database: 'PGlite (in memory, same process)',
    lendersListed: listed,
    targets: { 'GET /api/get-lenders-data': lendersResult, 'GET /bench/bare (bare Fastify)': bareResult },
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'lenders.json'), `${JSON.stringify(results, null, 2)}\n`);

  for (const [name, result] of Object.entries(results.targets)) {
    process.stdout.write(
      `${name.padEnd(32)} p99 ${String(result.latencyMs.p99).padStart(6)} ms   ${String(result.requestsPerSecond).padStart(9)} req/s` +
        `   (${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors)\n`,
    );
  }
  process.stdout.write('Written to bench/results/lenders.json\n');
} finally {
  await bare.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
