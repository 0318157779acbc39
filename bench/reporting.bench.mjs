/**
 * The dashboard and the reports (issue 9) on a large data set, next to a bare Fastify route in the same run: the
 * volume data of `npm run seed:volume` (1,000,000 applications and 10,000,000 tracking events over 18 months, with
 * their daily rollups and journeys) on a throw-away PostgreSQL server and on embedded PGlite. For each database:
 * the dashboard for the last 30 days, the first page of each report (internal, products, vendors × products,
 * customers' journeys), and the CSV export of the internal report over the widest range allowed (366 days) with
 * the API process's peak RSS.
 *
 *   node bench/reporting.bench.mjs            the full run, checked against the targets of issue 9 (exit 1 on a FAIL)
 *   node bench/reporting.bench.mjs --smoke    500 applications over 2 months: only checks every answer is right
 *
 * Settings (env): BENCH_APPLICATIONS (1000000; smoke 500), BENCH_EVENTS (10 × applications), BENCH_MONTHS (18;
 * smoke 2), BENCH_SEED (1), BENCH_DATABASES (pglite,postgres when a server can be had; the smoke one, PostgreSQL when it can be had), BENCH_DATABASE_URL (a server
 * to create the database on instead of a throw-away one), BENCH_SAMPLES (sequential requests per target: 40; smoke
 * 3), BENCH_SECONDS (autocannon per target: 5; smoke 1), BENCH_CONNECTIONS (10), BENCH_PGLITE_CACHE (a folder
 * where the generated PGlite data directory is kept and reused by runs with the same data and code),
 * BENCH_NODE_ARGS (Node flags for the children). Results: bench/results/reporting.json (full runs).
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { reportRun, root, untilReady } from './support/processes.mjs';
import { benchDatabases, startPostgres } from './support/postgres-server.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const applications = Number(process.env.BENCH_APPLICATIONS ?? (smoke ? 500 : 1_000_000));
const events = Number(process.env.BENCH_EVENTS ?? applications * 10);
const months = Number(process.env.BENCH_MONTHS ?? (smoke ? 2 : 18));
const seed = Number(process.env.BENCH_SEED ?? 1);
const samples = Number(process.env.BENCH_SAMPLES ?? (smoke ? 3 : 40));
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgliteCache = process.env.BENCH_PGLITE_CACHE;
const databases = benchDatabases(smoke);
const targets = { dashboardP95Ms: { postgres: 300, pglite: 1000 }, reportP95Ms: 300, exportRssMB: 200 };
/** What a browser sends: the API answers compressed. */
const browserHeaders = { 'accept-encoding': 'br, gzip' };
/** The same last day for every database: yesterday in India when the run starts. */
const end = new Date(Date.now() + 5.5 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

const grouped = (value) => Math.round(value).toLocaleString('en-US');
const seconds1 = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** What a run has going, so an interrupted run still stops its children and the server it started. */
const active = { children: new Set(), postgres: undefined, workDir: undefined };
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of active.children) child.kill('SIGKILL');
    active.postgres?.stopNow();
    if (active.workDir) fs.rmSync(active.workDir, { recursive: true, force: true });
    process.exit(130);
  });
}

/**
 * The API server as a deployment runs it: bundled by esbuild as apps/api/build.mjs bundles the API (npm packages
 * external, our TypeScript compiled in), run by plain Node, so its memory is not tsx's (about 35 MB more).
 */
async function bundleServer() {
  const outdir = path.join(root, 'bench', 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps', 'api', 'package.json'), 'utf8'));
  await build({
    absWorkingDir: root,
    entryPoints: ['bench/support/reporting-server.ts'],
    outfile: path.join(outdir, 'reporting-server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    external: Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@saakh/domain'),
    banner: {
      js: "import { createRequire as __saakhCreateRequire } from 'node:module';\nconst require = __saakhCreateRequire(import.meta.url);",
    },
  });
  fs.cpSync(path.join(root, 'apps', 'api', 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  return '../dist/reporting-server.mjs';
}

function spawnNode(script, env, stdout = 'pipe') {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    ...nodeArgs,
    ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
    path.join('bench', 'support', script),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  active.children.add(child);
  child.once('exit', () => active.children.delete(child));
  return child;
}

/** The kernel's counts of a process's resident set, in MB: now (VmRSS) and its high-water mark (VmHWM). */
function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (name) =>
      Math.round((Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024) * 10) / 10;
    return { rssMB: mb('VmRSS'), peakMB: mb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Runs the setup child to its end and answers the JSON line it printed last. */
function runSetup(env) {
  const started = performance.now();
  const child = spawnNode('reporting-setup.ts', env);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  let watchedPeakMB = 0;
  const watcher = setInterval(() => {
    watchedPeakMB = Math.max(watchedPeakMB, memoryOf(child.pid)?.peakMB ?? 0);
  }, 200);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearInterval(watcher);
      const line = output
        .trim()
        .split('\n')
        .findLast((candidate) => candidate.startsWith('{'));
      if (code !== 0 || !line) reject(new Error(`reporting-setup.ts ended with ${signal ?? `exit code ${code}`}`));
      else
        resolve({
          ...JSON.parse(line),
          watchedPeakRssMB: watchedPeakMB,
          wallMs: Math.round(performance.now() - started),
        });
    });
  });
}

/** Starts a server child and waits for the JSON line it prints when it listens. */
function startServer(script, env = {}) {
  return untilReady(spawnNode(script, env), script);
}

/** One request, its body read whole: status, milliseconds, and the parsed JSON when it is JSON. */
async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const ms = performance.now() - started;
  let json;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: response.status, ms, json };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
const round1 = (value) => Math.round(value * 10) / 10;

/** Requests one after another, as one admin paging: p50, p95 and max of the whole request, body read. */
async function sequential(url, headers) {
  const times = [];
  let failures = 0;
  for (let index = 0; index < samples; index += 1) {
    const { status, ms } = await timedGet(url, headers);
    if (status !== 200) failures += 1;
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    samples: times.length,
    p50: round1(percentile(times, 0.5)),
    p95: round1(percentile(times, 0.95)),
    max: round1(times.at(-1)),
    failures,
  };
}

/** Many admins at once: autocannon with `connections` connections for `seconds` seconds. */
async function loaded(url, headers) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: round1(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * The internal report's CSV export over a range: streamed and counted as it arrives, while the API process's
 * resident set is sampled every 50 ms; its kernel high-water mark is reset first (clear_refs), so the peak is the
 * export's own.
 */
async function measureExport(url, headers, pid) {
  let resetPeak = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resetPeak = false;
  }
  const before = memoryOf(pid);
  let sampledPeakMB = before?.rssMB ?? 0;
  const sampler = setInterval(() => {
    sampledPeakMB = Math.max(sampledPeakMB, memoryOf(pid)?.rssMB ?? 0);
  }, 50);
  const started = performance.now();
  const response = await fetch(url, { headers });
  const firstByteMs = performance.now() - started;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
  }
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  const after = memoryOf(pid);
  sampledPeakMB = Math.max(sampledPeakMB, after?.rssMB ?? 0);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    rows: Math.max(0, lines - 1),
    bytes,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(totalMs),
    rowsPerSecond: Math.round(Math.max(0, lines - 1) / (totalMs / 1000)),
    rssBeforeMB: before?.rssMB ?? null,
    peakRssMB: resetPeak ? (after?.peakMB ?? null) : sampledPeakMB,
    sampledPeakRssMB: sampledPeakMB,
    peakReset: resetPeak,
  };
}

/** The commit measured, and whether the code under test differed from it. */
function codeVersion() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'apps/api/src', 'packages/domain/src', 'scripts/lib');
    return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedChangesUnderTest: changed !== '' };
  } catch {
    return { commit: null, uncommittedChangesUnderTest: null };
  }
}

/** A key for a kept PGlite data directory: the data asked for and the code that makes and migrates it. */
function cacheKey() {
  const hash = createHash('sha256');
  const files = [
    'scripts/lib/volume-data.ts',
    'scripts/lib/volume-names.ts',
    'apps/api/src/modules/reporting/rollup.repository.ts',
    'apps/api/src/db/seed/seed.ts',
    'apps/api/src/db/seed/catalogue.ts',
  ];
  const migrations = path.join(root, 'apps/api/src/db/migrations');
  for (const name of fs
    .readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    files.push(path.join('apps/api/src/db/migrations', name));
  }
  for (const file of files) hash.update(fs.readFileSync(path.join(root, file)));
  return `${applications}-${events}-${months}-${seed}-${end}-${hash.digest('hex').slice(0, 12)}`;
}

/** Where the PGlite data comes from: a kept directory when BENCH_PGLITE_CACHE has one, else made in workDir. */
function pgliteDataDir(workDir) {
  if (!pgliteCache) return { dataDir: path.join(workDir, 'pglite'), keptAt: undefined, kept: undefined };
  const keptAt = path.join(pgliteCache, `reporting-${cacheKey()}`);
  const setupFile = path.join(keptAt, 'setup.json');
  const kept = fs.existsSync(setupFile) ? JSON.parse(fs.readFileSync(setupFile, 'utf8')) : undefined;
  if (!kept) fs.rmSync(keptAt, { recursive: true, force: true });
  return { dataDir: path.join(keptAt, 'pglite'), keptAt, kept };
}

function checkAnswers(name, answers, expected, failures) {
  const wrong = (what) => failures.push(`${name}: ${what}`);
  const { dashboard, internal, products, vendors, journeys } = answers;
  if (dashboard.status !== 200) wrong(`dashboard answered ${dashboard.status}`);
  else {
    const data = dashboard.json?.data;
    if (data?.empty) wrong('the dashboard says the last 30 days are empty');
    if (data?.pendingDays !== 0) wrong(`the dashboard has ${data?.pendingDays} days pending`);
    if (data?.kpis?.visitors?.value !== expected.visitors) {
      wrong(`dashboard visitors ${data?.kpis?.visitors?.value}, landings in the raw events ${expected.visitors}`);
    }
    if (data?.kpis?.disbursed?.value !== expected.disbursed) {
      wrong(`dashboard disbursed ${data?.kpis?.disbursed?.value}, raw applications ${expected.disbursed}`);
    }
    if (data?.trend?.length !== 30) wrong(`dashboard trend of ${data?.trend?.length} days`);
  }
  const page = (answer, what, check) => {
    if (answer.status !== 200) return wrong(`${what} answered ${answer.status}`);
    const data = answer.json?.data;
    if (!Array.isArray(data?.items) || data.items.length === 0) return wrong(`${what}: no rows`);
    check?.(data);
  };
  page(internal, 'internal report', (data) => {
    if (data.total !== expected.internal_rows)
      wrong(`internal report total ${data.total}, raw ${expected.internal_rows}`);
    if (data.items.length !== Math.min(25, expected.internal_rows))
      wrong(`internal report page of ${data.items.length}`);
  });
  page(products, 'products report');
  page(vendors, 'vendors × products report');
  page(journeys, "customers' journeys");
}

async function measure(database, serverScript) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-reporting-'));
  active.workDir = workDir;
  const postgres = database === 'postgres' ? await startPostgres() : undefined;
  active.postgres = postgres;
  const name = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const failures = [];
  const servers = [];
  try {
    const pglite = database === 'pglite' ? pgliteDataDir(workDir) : undefined;
    const env = {
      BENCH_DB_DRIVER: database,
      BENCH_DATA_DIR: pglite?.dataDir ?? path.join(workDir, 'pglite'),
      BENCH_DB_URL: postgres?.url ?? '',
      BENCH_APPLICATIONS: String(applications),
      BENCH_EVENTS: String(events),
      BENCH_MONTHS: String(months),
      BENCH_SEED: String(seed),
      BENCH_END: end,
    };
    process.stdout.write(`\n${postgres?.server ?? 'PGlite (embedded, in the API process, as `npm start` runs)'}\n`);
    let setup = pglite?.kept;
    if (setup) process.stdout.write(`  data: kept from an earlier run (${pglite.keptAt})\n`);
    else {
      setup = await runSetup(env);
      if (pglite?.keptAt) fs.writeFileSync(path.join(pglite.keptAt, 'setup.json'), JSON.stringify(setup));
    }
    const { summary, rollups, expected, ranges, phases } = setup;
    process.stdout.write(
      `  data: ${grouped(summary.applications)} applications, ${grouped(summary.events)} events, ` +
        `${grouped(summary.users)} customers, ${grouped(summary.leads)} leads, ${summary.firstDay} to ${summary.lastDay}; ` +
        `${grouped(expected.database_bytes / 1024 / 1024)} MB\n` +
        `  made in ${seconds1(phases.generate.ms)} (months ${seconds1(summary.ms.months)}), ` +
        `rollups of ${rollups.days} days ${seconds1(rollups.rollupMs)}, journeys ${seconds1(rollups.journeysMs)}; ` +
        `setup peak RSS ${setup.maxRssMB} MB\n`,
    );

    const api = await startServer(serverScript, env);
    servers.push(api);
    const bare = await startServer('bare-server.mjs');
    servers.push(bare);
    const { url, token, pid } = api.info;
    const headers = { ...browserHeaders, authorization: `Bearer ${token}` };
    const range = `preset=last_30_days`;
    const urls = {
      dashboard: `${url}/api/admin/dashboard?${range}`,
      internal: `${url}/api/admin/reports/internal?${range}&page=1&pageSize=25`,
      products: `${url}/api/admin/reports/products?${range}&page=1&pageSize=25`,
      vendors: `${url}/api/admin/reports/vendors-products?${range}&page=1&pageSize=25`,
      journeys: `${url}/api/admin/customers-journey?${range}&page=1&pageSize=25`,
    };
    const labels = {
      bare: 'GET /bench/bare (bare Fastify)',
      dashboard: 'dashboard, last 30 days',
      internal: 'internal report, page 1 of 25',
      products: 'products report, page 1',
      vendors: 'vendors × products, page 1',
      journeys: "customers' journeys, page 1",
    };

    // The first request of each (nothing cached, nothing warm), which is also checked against the raw rows.
    const answers = {};
    const firstMs = {};
    for (const [target, target_url] of Object.entries(urls)) {
      answers[target] = await timedGet(target_url, headers);
      firstMs[target] = Math.round(answers[target].ms);
    }
    checkAnswers(name, answers, expected, failures);

    // The export first, on a process that has served only the checks: its peak is the export's own.
    const exportUrl =
      `${url}/api/admin/reports/internal/export?format=csv&preset=custom_range` +
      `&from=${ranges.exportRange.from}&to=${ranges.exportRange.to}`;
    const exported = await measureExport(exportUrl, headers, pid);
    if (exported.status !== 200) failures.push(`${name}: export answered ${exported.status}`);
    else if (exported.rows !== expected.export_rows) {
      failures.push(`${name}: export of ${exported.rows} rows, raw ${expected.export_rows}`);
    }
    process.stdout.write(
      `  internal report CSV, ${ranges.exportRange.from} to ${ranges.exportRange.to}: ${grouped(exported.rows)} rows, ` +
        `${grouped(exported.bytes / 1024 / 1024)} MB in ${seconds1(exported.totalMs)} (${grouped(exported.rowsPerSecond)} rows/s, ` +
        `first byte ${exported.firstByteMs} ms); API RSS ${exported.rssBeforeMB} MB before, peak ${exported.peakRssMB} MB\n`,
    );
    const results = {};
    for (const [target, target_url] of Object.entries({ bare: `${bare.info.url}/bench/bare`, ...urls })) {
      const targetHeaders = target === 'bare' ? browserHeaders : headers;
      const one = await sequential(target_url, targetHeaders);
      const many = await loaded(target_url, targetHeaders);
      results[target] = { firstMs: firstMs[target] ?? null, sequential: one, loaded: many };
      if (one.failures > 0 || many.non2xx > 0 || many.errors > 0) {
        failures.push(
          `${name}: ${labels[target]}: ${one.failures + many.non2xx} non-200 answers, ${many.errors} errors`,
        );
      }
    }
    const bareResult = results.bare;
    for (const [target, result] of Object.entries(results)) {
      result.shareOfBareRequestsPerSecond =
        Math.round((result.loaded.requestsPerSecond / bareResult.loaded.requestsPerSecond) * 1e6) / 1e6;
      result.p50TimesBare = round1(result.sequential.p50 / bareResult.sequential.p50);
      process.stdout.write(
        `  ${labels[target].padEnd(32)} first ${String(result.firstMs ?? '-').padStart(5)} ms; one at a time p50 ` +
          `${String(result.sequential.p50).padStart(6)} ms, p95 ${String(result.sequential.p95).padStart(6)} ms; ` +
          `${connections} at once ${String(result.loaded.requestsPerSecond).padStart(8)} req/s ` +
          `(${(result.shareOfBareRequestsPerSecond * 100).toFixed(2)} % of bare), p97.5 ${result.loaded.latencyMs.p97_5} ms\n`,
      );
    }

    const apiMemory = memoryOf(pid);
    for (const failure of failures) process.stderr.write(`  WRONG: ${failure}\n`);
    const dashboardTarget = targets.dashboardP95Ms[database];
    const checks = {
      [`${name}: every answer right`]: failures.length === 0,
      [`${name}: dashboard p95 ≤ ${dashboardTarget} ms`]: results.dashboard.sequential.p95 <= dashboardTarget,
      ...(database === 'postgres'
        ? {
            ...Object.fromEntries(
              ['internal', 'products', 'vendors', 'journeys'].map((target) => [
                `${name}: ${labels[target]} p95 ≤ ${targets.reportP95Ms} ms`,
                results[target].sequential.p95 <= targets.reportP95Ms,
              ]),
            ),
            // The export's memory target is a server deployment's: on PGlite the database itself (about 400 MB with
            // this data) lives in the API process, and the run reports what the export adds to it (decision 011).
            [`${name}: export peak RSS of the API process ≤ ${targets.exportRssMB} MB`]:
              exported.peakRssMB !== null && exported.peakRssMB <= targets.exportRssMB,
          }
        : {}),
    };
    return {
      database,
      server: postgres?.server ?? 'PGlite (embedded)',
      data: { summary, rollups, expected, ranges, setupPhases: phases, setupPeakRssMB: setup.maxRssMB },
      results,
      export: exported,
      apiProcessAtEnd: apiMemory,
      failures,
      checks,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    active.postgres = undefined;
    await postgres?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const loadAtStart = Math.round(os.loadavg()[0] * 100) / 100;
process.stdout.write(
  `${smoke ? 'Smoke run' : 'Full run'}: ${grouped(applications)} applications, ${grouped(events)} events, ` +
    `${months} months to ${end}, on ${databases.join(' and ')}; load average ${loadAtStart}\n`,
);
let failed = false;
try {
  const runs = [];
  const serverScript = await bundleServer();
  for (const database of databases) runs.push(await measure(database, serverScript));
  const checks = Object.assign({}, ...runs.map((run) => run.checks));
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    ...codeVersion(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 1024 ** 3)} GB`,
    loadAverage1m: { start: loadAtStart, end: Math.round(os.loadavg()[0] * 100) / 100 },
    settings: { applications, events, months, seed, end, samples, seconds, connections },
    targets,
    runs,
    checks,
  };
  failed = reportRun('reporting', { smoke, results, checks });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  failed = true;
}
process.exit(failed ? 1 : 0);
