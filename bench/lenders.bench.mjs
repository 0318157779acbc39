/**
 * The admin lender list (GET /api/get-lenders-data) next to a bare Fastify route, in one run: one page of 50 and
 * the whole list, with 1,000 lenders on the embedded database. The API and the bare route each run in a process
 * of their own and autocannon drives them from this one, so the load generator does not take the servers' CPU.
 *
 *   node bench/lenders.bench.mjs            the full run (5 s per target), checked against the targets of issue 7
 *   node bench/lenders.bench.mjs --smoke    a short run with 100 lenders that only checks every answer is right
 *
 * Settings (env): BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_LENDERS (1000). Results: bench/results/lenders.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadSummary, root, startServer } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const lenderCount = Number(process.env.BENCH_LENDERS ?? (smoke ? 100 : 1000));
/** What a browser sends: the API answers compressed. */
const browserHeaders = { 'accept-encoding': 'br, gzip' };

function load(url, headers = {}) {
  return autocannon({ url, connections, duration: seconds, headers }).then(loadSummary);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-'));
const api = await startServer('bench/support/lenders-server.ts', {
  BENCH_LENDERS: String(lenderCount),
  BENCH_DATA_DIR: dataDir,
});
const bare = await startServer('bench/support/bare-server.mjs');
let failed = false;
try {
  const { url, token } = api.info;
  const headers = { ...browserHeaders, authorization: `Bearer ${token}` };
  const pageUrl = `${url}/api/get-lenders-data?page=1&pageSize=50`;
  const wholeUrl = `${url}/api/get-lenders-data`;

  // The answers are right before they are timed.
  const whole = await fetch(wholeUrl, { headers });
  const wholeList = (await whole.json()).data;
  const page = await fetch(pageUrl, { headers });
  const pageData = (await page.json()).data;
  if (!whole.ok || wholeList.length !== lenderCount)
    throw new Error(`whole list: ${whole.status}, ${wholeList.length}`);
  if (!page.ok || pageData.items.length !== 50 || pageData.total !== lenderCount) {
    throw new Error(`page: ${page.status}, ${pageData.items?.length} items of ${pageData.total}`);
  }
  const wholeBytes = Buffer.byteLength(
    JSON.stringify(await (await fetch(wholeUrl, { headers: { authorization: headers.authorization } })).json()),
  );

  process.stdout.write(`${lenderCount} lenders; ${seconds} s per target, ${connections} connections\n`);
  const targets = {
    'GET /bench/bare (bare Fastify)': await load(`${bare.info.url}/bench/bare`),
    'GET /api/get-lenders-data?page=1&pageSize=50': await load(pageUrl, headers),
    'GET /api/get-lenders-data (whole list)': await load(wholeUrl, headers),
  };
  const [bareResult, pageResult, wholeResult] = Object.values(targets);

  // The cached answer's price: the first whole list after a lender changed is built, checked and compressed anew.
  const cold = [];
  for (let round = 0; round < (smoke ? 2 : 10); round += 1) {
    const changed = await fetch(`${url}/api/update-lender-data`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ lender_id: wholeList[0].lender_id, property: 'priority', value: round % 2 }),
    });
    if (!changed.ok) throw new Error(`update: ${changed.status}`);
    const started = performance.now();
    const rebuilt = await fetch(wholeUrl, { headers });
    await rebuilt.arrayBuffer();
    cold.push(Math.round(performance.now() - started));
  }
  cold.sort((a, b) => a - b);
  const coldMs = { median: cold[Math.floor(cold.length / 2)], max: cold.at(-1) };
  const pageShare = pageResult.requestsPerSecond / bareResult.requestsPerSecond;
  const checks = {
    'a page of 50 at ≥ 25 % of the bare route’s requests per second': pageShare >= 0.25,
    'the whole list at p99 ≤ 150 ms': wholeResult.latencyMs.p99 <= 150,
    'no errors, timeouts or non-2xx answers': Object.values(targets).every(
      (target) => target.errors === 0 && target.timeouts === 0 && target.non2xx === 0,
    ),
  };
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs`,
    // Other work on the machine skews every target; the 1-minute load average at the end tells how busy it was.
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    database: 'PGlite (in memory, in the API process)',
    lenders: lenderCount,
    wholeListJsonBytes: wholeBytes,
    pageShareOfBare: Math.round(pageShare * 1000) / 1000,
    wholeListAfterAChangeMs: coldMs,
    targets,
    checks,
  };
  for (const [name, result] of Object.entries(targets)) {
    process.stdout.write(
      `${name.padEnd(46)} p99 ${String(result.latencyMs.p99).padStart(5)} ms  ${String(result.requestsPerSecond).padStart(8)} req/s` +
        `  (${result.requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors)\n`,
    );
  }
  process.stdout.write(`page of 50 at ${(pageShare * 100).toFixed(1)} % of the bare route\n`);
  process.stdout.write(`whole list right after a change: median ${coldMs.median} ms, max ${coldMs.max} ms\n`);
  if (smoke) {
    // A second on a busy test machine says nothing about speed: the smoke run proves the benchmark still works.
    failed = !checks['no errors, timeouts or non-2xx answers'];
  } else {
    fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench', 'results', 'lenders.json'), `${JSON.stringify(results, null, 2)}\n`);
    for (const [check, ok] of Object.entries(checks)) process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${check}\n`);
    failed = Object.values(checks).some((ok) => !ok);
    process.stdout.write('Written to bench/results/lenders.json\n');
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  failed = true;
} finally {
  await Promise.all([api.stop(), bare.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
