/**
 * Lender file ingestion (issue 8) next to a bare exceljs streaming read of the same file, in one run: a status .xlsx
 * of 100,000 rows with real application ids ingested end to end (upload, preview, apply with history), and the
 * preview of a 1,000,000-row status CSV. Every step runs in a child process of its own, so each peak RSS is that
 * step's alone: setup (database and files), bare (exceljs read), read (our reader and validation alone, to split
 * the passes by step), ingest (the .xlsx), csv (the CSV's preview).
 *
 *   node bench/ingest.bench.mjs            the full run, checked against the targets of issue 8
 *   node bench/ingest.bench.mjs --smoke    500 applications and a 5,000-row CSV: only checks every answer is right
 *
 * Settings (env): BENCH_APPLICATIONS (100000; smoke 500), BENCH_CSV_ROWS (1000000; smoke 5000), BENCH_DATABASES
 * (pglite,postgres when a PostgreSQL server can be had, else pglite; the smoke one, PostgreSQL when it can be had),
 * BENCH_DATABASE_URL (a server to create the
 * benchmark's database on instead of starting a throw-away one), BENCH_NODE_ARGS (Node flags for the children,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 * Results: bench/results/ingest.json (full runs).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleChildren } from './support/bundle.mjs';
import { reportRun, root } from './support/processes.mjs';
import { benchDatabases, startPostgres } from './support/postgres-server.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const applications = Number(process.env.BENCH_APPLICATIONS ?? (smoke ? 500 : 100_000));
const csvRows = Number(process.env.BENCH_CSV_ROWS ?? (smoke ? 5_000 : 1_000_000));
const databases = benchDatabases(smoke);
const targets = { ratio: 2, ingestRssMB: 250, csvRssMB: 300 };

/** The kernel's high-water mark of a process's resident set (VmHWM), in MB; undefined once it is gone. */
function peakRssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Math.round((Number(kb) / 1024) * 10) / 10;
  } catch {
    return undefined;
  }
}

/**
 * Runs one child to its end and answers the JSON line it printed last. The child reports its own peak RSS; this
 * process also watches it from outside, so a child that dies (out of memory) still leaves its peak behind.
 */
function runChild(script, env) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, built.files[script] ?? path.join('bench', 'support', script)];
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  active.child = child;
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk.toString();
  });
  let watchedPeakMB = 0;
  const watcher = setInterval(() => {
    watchedPeakMB = Math.max(watchedPeakMB, peakRssOf(child.pid) ?? 0);
  }, 100);
  return new Promise((resolve) => {
    const done = (answer) => {
      clearInterval(watcher);
      active.child = undefined;
      resolve({ ...answer, watchedPeakRssMB: watchedPeakMB, wallMs: Math.round(performance.now() - started) });
    };
    child.once('error', (error) => done({ crashed: error.message }));
    child.once('close', (code, signal) => {
      const line = output
        .trim()
        .split('\n')
        .findLast((candidate) => candidate.startsWith('{'));
      if (code === 0 && line) done(JSON.parse(line));
      else done({ crashed: `${script} ended with ${signal ?? `exit code ${code}`}` });
    });
  });
}

/** A child the later ones cannot do without. */
async function runNeeded(script, env) {
  const answer = await runChild(script, env);
  if (answer.crashed) throw new Error(answer.crashed);
  return answer;
}

/** The commit measured, and whether the code under test differed from it. */
function codeVersion() {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', 'apps/api/src', 'packages/domain/src');
    return { commit: git('rev-parse', '--short', 'HEAD'), uncommittedChangesUnderTest: changed !== '' };
  } catch {
    return { commit: null, uncommittedChangesUnderTest: null };
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const round2 = (value) => Math.round(value * 100) / 100;
const perSecond = (rows, ms) => Math.round(rows / (ms / 1000));
const grouped = (value) => value.toLocaleString('en-US');
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * End to end split by step. The check reads the file once (read and validate, timed alone beside it), classifies
 * (timed inside the handler) and stages the rows (the rest of the check, with the stored bytes read back); the apply
 * is one transaction (timed inside the handler) plus the file's bookkeeping.
 */
function ingestBreakdown(ingest, read) {
  const { readValidate } = read.phases;
  const { preview, apply } = ingest.phases;
  const { preview: checkHandler, apply: applyHandler } = ingest.handler;
  return {
    readAndValidateMs: readValidate.ms,
    classifyMs: checkHandler.classifyMs,
    stagingAndBookkeepingMs: preview.ms - readValidate.ms - checkHandler.classifyMs,
    applyTransactionMs: applyHandler.applyTransactionMs,
    applyBookkeepingMs: apply.ms - applyHandler.applyTransactionMs,
  };
}

/** A child's peak RSS: its own count, or, when it died, what was seen of it from outside. */
const peakOf = (answer) => answer.maxRssMB ?? answer.watchedPeakRssMB;

function reportIngest(ingest, read, bareMs, floor) {
  if (ingest.crashed) {
    process.stdout.write(`  .xlsx ingest           CRASHED (${ingest.crashed}), peak RSS ${peakOf(ingest)} MB\n`);
    return { ratio: null, endToEndRatio: null, floorRatio: null, floorMs: null, breakdown: null };
  }
  const { upload, preview, decide, apply } = ingest.phases;
  // Parse, validate, classify and stage (the check), then apply with history (the apply): the file ingested.
  const ingestMs = preview.ms + apply.ms;
  const ratio = Math.round((ingestMs / bareMs) * 100) / 100;
  // Upload to applied, both jobs and the admin's decision included (not the time the admin takes to decide).
  const endToEndRatio = Math.round(((upload.ms + preview.ms + decide.ms + apply.ms) / bareMs) * 100) / 100;
  const breakdown = ingestBreakdown(ingest, read);
  // Decision 016: what the ingest adds to reading the file and to the database's own floor for the same writes.
  const floorMs = floor.crashed ? null : floor.phases.floor.ms;
  const floorRatio = floorMs === null ? null : round2(ingestMs / (2 * bareMs + floorMs));
  process.stdout.write(
    `  .xlsx ingest           check + apply ${seconds(ingestMs)} (${grouped(perSecond(applications, ingestMs))} rows/s) = ` +
      `${ratio} × bare; check ${seconds(preview.ms)}, apply ${seconds(apply.ms)}; upload ${seconds(upload.ms)}; ` +
      `peak RSS ${peakOf(ingest)} MB\n` +
      `    check: read+validate ${seconds(breakdown.readAndValidateMs)}, classify ${seconds(breakdown.classifyMs)}, ` +
      `staging and bookkeeping ${seconds(breakdown.stagingAndBookkeepingMs)}; ` +
      `apply: transaction ${seconds(breakdown.applyTransactionMs)}, bookkeeping ${seconds(breakdown.applyBookkeepingMs)}\n` +
      `    upload + check + apply: ${endToEndRatio} × bare\n` +
      (floorMs === null
        ? `    database floor CRASHED (${floor.crashed})\n`
        : `    database floor (one plain UPDATE + INSERT of the same rows): ${seconds(floorMs)} = ${round2(floorMs / bareMs)} × bare; ` +
          `apply transaction = ${round2(breakdown.applyTransactionMs / floorMs)} × floor; ` +
          `check + apply = ${floorRatio} × (2 × bare + floor)\n`),
  );
  return { ratio, endToEndRatio, floorRatio, floorMs, breakdown };
}

function reportCsv(csv, read) {
  if (csv.crashed) {
    process.stdout.write(`  CSV preview            CRASHED (${csv.crashed}), peak RSS ${peakOf(csv)} MB\n`);
    return;
  }
  const previewMs = csv.phases.preview.ms;
  process.stdout.write(
    `  CSV preview            ${seconds(previewMs)} (${grouped(perSecond(csvRows, previewMs))} rows/s); ` +
      `read+validate alone ${seconds(read.phases.readValidate.ms)}; upload ${seconds(csv.phases.upload.ms)}; ` +
      `peak RSS ${peakOf(csv)} MB\n`,
  );
}

const children = ['setup', 'read', 'floor', 'xlsx', 'csv'].map((name) => `bench/support/ingest-${name}.ts`);
/** The TypeScript children, built as the API is: plain Node runs them, and their peak RSS is the server's own. */
const built = await bundleChildren(root, children, 'ingest');
process.on('exit', built.remove);

/** What a run has going, so an interrupted run still stops its child and the server it started. */
const active = { child: undefined, postgres: undefined, workDir: undefined };
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    active.child?.kill('SIGKILL');
    active.postgres?.stopNow();
    if (active.workDir) fs.rmSync(active.workDir, { recursive: true, force: true });
    process.exit(130);
  });
}

async function measure(database) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-bench-ingest-'));
  active.workDir = workDir;
  const postgres = database === 'postgres' ? await startPostgres() : undefined;
  active.postgres = postgres;
  try {
    const env = {
      BENCH_WORK_DIR: workDir,
      BENCH_DB_DRIVER: database,
      BENCH_DATA_DIR: path.join(workDir, 'pglite'),
      BENCH_DB_URL: postgres?.url ?? '',
      BENCH_APPLICATIONS: String(applications),
      BENCH_CSV_ROWS: String(csvRows),
    };
    const setup = await runNeeded('ingest-setup.ts', env);
    const label =
      database === 'postgres' ? postgres.server : 'PGlite (embedded, in the process that ingests, as `npm start` runs)';
    process.stdout.write(
      `\n${label}\n  ${grouped(applications)} applications; status.xlsx ${mb(setup.xlsxBytes)} MB, ` +
        `status.csv ${grouped(csvRows)} rows, ${mb(setup.csvBytes)} MB; setup ${seconds(setup.phases.database.ms)}\n`,
    );
    const bare = await runNeeded('ingest-bare.mjs', {
      BENCH_XLSX: setup.xlsxPath,
      BENCH_EXPECTED_ROWS: String(applications + 1),
    });
    const bareMs = bare.phases.warmRead.ms;
    process.stdout.write(
      `  bare exceljs read      ${seconds(bareMs)} warm (${seconds(bare.phases.coldRead.ms)} cold), ` +
        `${grouped(perSecond(applications, bareMs))} rows/s, peak RSS ${peakOf(bare)} MB\n`,
    );
    // Warm (the faster of two reads, the stricter baseline): one pass to compile the reader's code, the second timed.
    const xlsxRead = await runNeeded('ingest-read.ts', { ...env, BENCH_READ_FORMAT: 'xlsx', BENCH_READ_PASSES: '2' });
    const floor = await runChild('ingest-floor.ts', env);
    const ingest = await runChild('ingest-xlsx.ts', env);
    const { ratio, endToEndRatio, floorRatio, floorMs, breakdown } = reportIngest(ingest, xlsxRead, bareMs, floor);
    // At a million rows compiling the code is noise: one pass.
    const csvRead = await runNeeded('ingest-read.ts', { ...env, BENCH_READ_FORMAT: 'csv', BENCH_READ_PASSES: '1' });
    // The CSV's rows move the applications the .xlsx approved: run after it, whatever became of it.
    const csv = await runChild('ingest-csv.ts', env);
    reportCsv(csv, csvRead);
    const failures = [floor, xlsxRead, ingest, csvRead, csv].flatMap((answer) => answer.failures ?? [answer.crashed]);
    for (const failure of failures) process.stderr.write(`  WRONG (${database}): ${failure}\n`);
    const name = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return {
      database,
      server: postgres?.server ?? 'PGlite (embedded)',
      checkAndApplyToBareRatio: ratio,
      uploadCheckApplyToBareRatio: endToEndRatio,
      databaseFloorMs: floorMs,
      checkAndApplyToTwiceBarePlusFloorRatio: floorRatio,
      checkAndApplyRowsPerSecond: ingest.crashed
        ? null
        : perSecond(applications, ingest.phases.preview.ms + ingest.phases.apply.ms),
      bareRowsPerSecond: perSecond(applications, bareMs),
      csvPreviewRowsPerSecond: csv.crashed ? null : perSecond(csvRows, csv.phases.preview.ms),
      ingestBreakdownMs: breakdown,
      peakRssMB: {
        setup: peakOf(setup),
        bare: peakOf(bare),
        xlsxRead: peakOf(xlsxRead),
        ingest: peakOf(ingest),
        csvRead: peakOf(csvRead),
        csv: peakOf(csv),
      },
      setup,
      bare,
      xlsxRead,
      floor,
      ingest,
      csvRead,
      csv,
      checks: {
        [`${name}: every answer right`]: failures.length === 0,
        [`${name}: .xlsx check + apply ≤ ${targets.ratio} × the bare exceljs read`]:
          ratio !== null && ratio <= targets.ratio,
        [`${name}: .xlsx ingest peak RSS ≤ ${targets.ingestRssMB} MB`]: peakOf(ingest) <= targets.ingestRssMB,
        [`${name}: CSV preview peak RSS ≤ ${targets.csvRssMB} MB`]: peakOf(csv) <= targets.csvRssMB,
      },
    };
  } finally {
    active.postgres = undefined;
    await postgres?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

const loadAtStart = Math.round(os.loadavg()[0] * 100) / 100;
process.stdout.write(
  `${smoke ? 'Smoke run' : 'Full run'}: ${grouped(applications)} applications, ${grouped(csvRows)}-row CSV, ` +
    `on ${databases.join(' and ')}; load average ${loadAtStart}\n`,
);
let failed = false;
try {
  const runs = [];
  for (const database of databases) runs.push(await measure(database));
  const checks = Object.assign({}, ...runs.map((run) => run.checks));
  const results = {
    date: new Date().toISOString(),
    mode: smoke ? 'smoke' : 'full',
    ...codeVersion(),
    node: process.version,
    platform: `${os.platform()} ${os.arch()}, ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 1024 ** 3)} GB`,
    // Other work on the machine skews every figure: the 1-minute load average before and after tells how busy it was.
    loadAverage1m: { start: loadAtStart, end: Math.round(os.loadavg()[0] * 100) / 100 },
    applications,
    csvRows,
    targets,
    runs,
    checks,
  };
  failed = reportRun('ingest', { smoke, results, checks });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  failed = true;
}
process.exit(failed ? 1 : 0);
