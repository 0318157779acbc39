/**
 * `npm test`: the whole check, in order, stopping at the first failing step. On a fresh clone it first installs
 * what is missing: npm packages, and (as root) Debian's chromium (and its headless shell), postgresql and pgbouncer.
 * The API suite runs on a throw-away PostgreSQL server (scripts/lib/postgres.mjs) started here and always removed at
 * the end, and its files about the engine and its route sweeps on embedded PGlite too (decision 048); the unit tests
 * and both API projects are one Vitest run (vitestJob). The
 * browser tests run on three Playwright workers, each with an app server of its own on a database of its own on another
 * such server (decision 039).
 *
 * The run: the install; then format, lint and typecheck in the background at the lowest CPU priority, through the
 * whole run (they judge no time, and take the cores the phases leave idle); and two phases, the second starting when
 * the first has passed: the build beside the unit and API tests (one Vitest run), with the benchmark smokes and the
 * bundle check beside them once the build has passed (both start the built app and judge no time); then the browser
 * tests (decision 051). The browser tests once ran beside the API suites, when those mostly waited on pages; with
 * Chromium 156 a page's load keeps a core busy for seconds, and beside the suites the browser tests took about 30 s
 * each instead of 13 and ran out of their time (stop 29, bench/README): they now have the machine to themselves, but
 * for the background checks' leftovers.
 *
 *   npm test                       every step
 *   npm test -- --only lint,unit   just those steps
 *   npm test -- --skip e2e         all but those steps
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedEnv } from '../e2e/support/seed.mjs';
import { demoDataDirVariable, makeDemoDataDir, startBuiltApp } from './lib/built-app.mjs';
import { postgresBinDir, startPostgres, stopAllPostgresNow } from './lib/postgres.mjs';
import {
  activeChildren,
  ensureInstalled,
  keepTypecheckState,
  restoreTypecheckState,
  root,
  run,
  runNpm,
} from './lib/workspace.mjs';

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const chromiumPath = '/usr/bin/chromium';
/** The browser tests run in Chromium's headless shell (e2e/playwright.config.ts); the measured pages in the full one. */
const headlessShellPath = '/usr/bin/chromium-headless-shell';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/**
 * Three Vitest workers on two cores: an API file on PostgreSQL waits on its server and a web file on its imports, so
 * with two workers the cores were idle about an eighth of the run; a third keeps them busy (the unit and API tests in
 * one run: 447 s with two workers, 400 s with three, the same CPU time). VITEST_WORKERS sets another count.
 */
const vitestWorkers = [`--maxWorkers=${process.env.VITEST_WORKERS ?? 3}`];
/**
 * Playwright's workers in e2e/playwright.config.ts, each with its own server and database; SAAKH_E2E_WORKERS sets
 * another count.
 */
const e2eWorkers = Number(process.env.SAAKH_E2E_WORKERS ?? 3);

function banner(text) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  process.stdout.write(`\n${line}\n  ${text}\n${line}\n`);
}

function elapsed(startedAt) {
  return `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
}

function parseList(flag) {
  const args = process.argv.slice(2);
  const inline = args.find((arg) => arg.startsWith(`--${flag}=`));
  const index = args.indexOf(`--${flag}`);
  const value = inline ? inline.slice(flag.length + 3) : index >= 0 ? args[index + 1] : undefined;
  return value ? new Set(value.split(',').map((item) => item.trim())) : undefined;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    process.stderr.write(`\n[saakh] ${signal}: stopping\n`);
    for (const child of activeChildren) child.kill('SIGTERM');
    stopAllPostgresNow();
    process.exit(130);
  });
}

// ---- machine set-up ----------------------------------------------------------------------------------------------

function pgbouncerBin() {
  return ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'].find((file) => fs.existsSync(file));
}

function hasDevanagariFont() {
  try {
    return execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

async function installSystemPackages() {
  const missing = [];
  if (!fs.existsSync(chromiumPath)) missing.push('chromium');
  if (!fs.existsSync(headlessShellPath)) missing.push('chromium-headless-shell');
  if (!postgresBinDir()) missing.push('postgresql');
  // The api-postgres tier runs the API through PgBouncer in transaction mode too (apps/api/src/db/pgbouncer.test.ts).
  if (!pgbouncerBin()) missing.push('pgbouncer');
  // The commission statement's Hindi PDF is printed by Chromium, which needs a Devanagari font to shape it.
  if (!hasDevanagariFont()) missing.push('fonts-lohit-deva');
  if (missing.length === 0) return 0;
  if (!isRoot) {
    process.stderr.write(`[saakh] missing ${missing.join(' and ')}; install with apt-get (needs root)\n`);
    return 0;
  }
  process.stdout.write(`[saakh] installing ${missing.join(', ')} with apt-get…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const updated = await run('apt-get', ['update'], { env });
  if (updated !== 0) return updated;
  return run('apt-get', ['install', '-y', ...missing], { env });
}

// ---- which benchmark smokes a change needs --------------------------------------------------------------------------

/**
 * Files that every benchmark exercises: each starts the real API (on the domain package) through bench/support, so a
 * change under these runs every smoke. A change to one benchmark's own file runs that one; anything else (the web app,
 * e2e, docs) runs none outside CI.
 */
const benchArea = [
  'apps/api/',
  'apps/sandbox-lender/',
  'packages/domain/',
  'bench/support/',
  'scripts/lib/',
  'package.json',
  'package-lock.json',
];

/** Lines of a git command's output, or undefined when git cannot answer (no repository, no such revision). */
function gitLines(args) {
  try {
    const out = execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
}

/**
 * The files changed against origin/main, or without it against the commit before the last one (so the last commit
 * counts), committed, staged, unstaged or new; undefined when git cannot tell, which runs every smoke.
 */
function changedFiles() {
  const untracked = gitLines(['ls-files', '--others', '--exclude-standard']);
  if (!untracked) return undefined;
  const base = ['origin/main', 'HEAD~1', 'HEAD'].find((name) => gitLines(['rev-parse', '--verify', '--quiet', name]));
  const diff = base ? gitLines(['diff', '--name-only', base]) : undefined;
  return diff ? new Set([...untracked, ...diff]) : undefined;
}

/** The benchmarks whose smoke this run needs: all in CI, else those whose area a change touched. */
function benchesToRun(benches) {
  if (isCi) return { run: benches, reason: 'CI runs every smoke' };
  const changed = changedFiles();
  if (!changed) return { run: benches, reason: 'git could not list the changes, so every smoke runs' };
  const shared = [...changed].filter((file) => benchArea.some((area) => file === area || file.startsWith(area)));
  if (shared.length > 0) return { run: benches, reason: `changed: ${shared.slice(0, 3).join(', ')}` };
  const own = benches.filter((bench) => changed.has(`bench/${bench}`));
  return { run: own, reason: own.length > 0 ? 'their own files changed' : `no change under ${benchArea.join(' ')}` };
}

/** Writes to a step's output: the terminal, or the file a step run beside others keeps (`stdio` of executeStep). */
function write(stdio, text) {
  if (typeof stdio === 'string') process.stdout.write(text);
  else fs.writeSync(stdio[1], text);
}

/** The smokes that take longest, the longest last (bench/README.md); the others in name order after them. */
const longestSmokes = ['staff-load.bench.mjs', 'process-faults.bench.mjs', 'reporting.bench.mjs', 'fuzz.bench.mjs'];

/**
 * The smokes, two at a time: a smoke checks answers, not speed, and several spend much of their time waiting on a
 * server they started (process-faults about half), so two keep both cores busy. Each one's output is kept and
 * printed whole when it ends. Answers the first failing exit code, or 0.
 */
async function runSmokes(benches, stdio) {
  // The longest first, so the last to end is a short one (fuzz and reporting about 20 s of CPU each, process-faults
  // and staff-load about 15, the rest 9 to 13 since the ingest, lender-feed and reporting smokes run on one database).
  const queue = [...benches].sort((a, b) => longestSmokes.indexOf(b) - longestSmokes.indexOf(a));
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-smokes-'));
  let failure = 0;
  async function worker() {
    for (let bench = queue.shift(); bench; bench = queue.shift()) {
      const log = path.join(logDir, `${bench}.log`);
      const fd = fs.openSync(log, 'w');
      const startedAt = Date.now();
      const code = await run(process.execPath, [path.join('bench', bench), '--smoke'], { stdio: ['ignore', fd, fd] });
      fs.closeSync(fd);
      write(
        stdio,
        `\n── ${bench} --smoke: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${elapsed(startedAt)}\n`,
      );
      write(stdio, fs.readFileSync(log, 'utf8'));
      if (code !== 0 && failure === 0) failure = code;
    }
  }
  try {
    await Promise.all([worker(), worker()]);
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
  return failure;
}

let demoData;
/**
 * The run's demo data folder, made once for the benchmark smokes and the bundle check together (by the built server's
 * first start) and named to their processes in SAAKH_DEMO_DATA_DIR: each server they start on PGlite begins from a
 * copy instead of PGlite's initdb, the migrations and the demo seed again, about 9 s of a core each (one migrated
 * database per run). Removed when the run ends.
 */
function demoDataDir() {
  demoData ??= makeDemoDataDir().then((dir) => {
    process.env[demoDataDirVariable] = dir;
    process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return demoData;
}

let e2eDatabasesMade;
/**
 * The browser tests' databases on a throw-away PostgreSQL server: one the built app migrates and seeds with the
 * tests' accounts (e2e/support/seed.mjs), and a copy of it for each worker's server (CREATE DATABASE … TEMPLATE), so
 * each starts in about 1.3 s of a core instead of 4.5 for a migration and a seed of its own, three at once. Made
 * once the build has passed, beside the tests (the build step starts it); the e2e step waits for it.
 */
function e2eDatabases() {
  e2eDatabasesMade ??= (async () => {
    const postgres = await startPostgres();
    try {
      const template = 'saakh_e2e_template';
      const app = await startBuiltApp({ env: { ...seedEnv, DATABASE_URL: await postgres.createDatabase(template) } });
      await app.stop();
      const urls = [];
      for (let index = 0; index < e2eWorkers; index += 1)
        urls.push(await postgres.createDatabase(`saakh_e2e_${index}`, { template }));
      return { postgres, urls };
    } catch (error) {
      await postgres.stop();
      throw error;
    }
  })();
  return e2eDatabasesMade;
}

// ---- the steps ---------------------------------------------------------------------------------------------------

const steps = [
  {
    id: 'install',
    title: 'Install missing packages (npm ci, apt)',
    run: async () => (await ensureInstalled()) || installSystemPackages(),
  },
  // `background`: started once the packages are in, at the lowest CPU priority, and reported at the end (startBackground).
  {
    id: 'format',
    title: 'Format (prettier --check)',
    background: true,
    run: ({ stdio }) => runNpm(['run', 'format:check'], { stdio, nice: true }),
  },
  {
    id: 'lint',
    title: 'Lint (eslint)',
    background: true,
    run: ({ stdio }) => runNpm(['run', 'lint'], { stdio, nice: true }),
  },
  {
    id: 'typecheck',
    title: 'Typecheck (tsc -b)',
    background: true,
    // From the state a passing typecheck on this machine left (decision 050): only what changed since is checked again.
    run: async ({ stdio }) => {
      await restoreTypecheckState();
      const code = await runNpm(['run', 'typecheck'], { stdio, nice: true });
      if (code === 0) await keepTypecheckState();
      return code;
    },
  },
  // `phase`: the steps of one phase run at once (runPhase), and a phase starts when the one before it has ended.
  // The build beside the tests: they read the sources and temporary folders, never dist/ (which the build rewrites).
  {
    id: 'build',
    title: 'Build (vite + esbuild)',
    phase: 'build-and-tests',
    run: async ({ stdio }) => {
      const code = await runNpm(['run', 'build'], { stdio });
      // The browser tests' databases, made now beside the tests; the e2e step reports a failure to make them.
      if (code === 0 && selected.some((step) => step.id === 'e2e')) e2eDatabases().catch(() => undefined);
      return code;
    },
  },
  // `vitest`: the step's Vitest projects. The selected vitest steps run as one Vitest run (vitestJob), so its workers
  // go from file to file across the unit tests and both databases' API tests without a tail per step.
  {
    id: 'unit',
    title: 'Unit tests: domain, scripts and web (vitest)',
    phase: 'build-and-tests',
    vitest: { projects: ['domain', 'scripts', 'web'] },
  },
  {
    id: 'api',
    title: 'API tests on PGlite (vitest)',
    phase: 'build-and-tests',
    vitest: { projects: ['api'] },
  },
  {
    id: 'api-postgres',
    title: 'API tests on PostgreSQL (vitest, throw-away server)',
    phase: 'build-and-tests',
    vitest: { projects: ['api-postgres'], postgres: true },
  },
  {
    id: 'bench',
    phase: 'build-and-tests',
    after: 'build',
    title:
      'Benchmarks in smoke mode (bench/*.bench.mjs --smoke, two at a time; outside CI only those a change concerns)',
    run: async ({ stdio }) => {
      // A second per target on a busy machine proves each benchmark still runs and answers right; the figures
      // come from full runs (bench/README.md).
      const all = fs.readdirSync(path.join(root, 'bench')).filter((name) => name.endsWith('.bench.mjs'));
      const { run: benches, reason } = benchesToRun(all.sort());
      const skipped = all.filter((bench) => !benches.includes(bench));
      write(
        stdio,
        `[saakh] benchmark smokes: ${benches.length} of ${all.length} (${reason})` +
          `${skipped.length > 0 ? `; not run: ${skipped.join(', ')}` : ''}\n`,
      );
      if (benches.length > 0) await demoDataDir();
      return runSmokes(benches, stdio);
    },
  },
  {
    id: 'bundle',
    phase: 'build-and-tests',
    after: 'build',
    title: 'JavaScript budgets in Chromium (check-bundle), Lighthouse smoke (bench/lighthouse.mjs)',
    // After the build, since both open the built app; Lighthouse's scores are judged by its full run, not here. Beside
    // the benchmark smokes: both wait on servers they start and on pages' network (check-bundle adds latency to
    // each request to count waves), and neither judges a time.
    run: async ({ stdio }) => {
      await demoDataDir();
      return (
        (await run(process.execPath, ['scripts/check-bundle.mjs'], { stdio })) ||
        run(process.execPath, ['bench/lighthouse.mjs', '--smoke'], { stdio })
      );
    },
  },
  {
    id: 'e2e',
    phase: 'e2e',
    title: 'Browser end-to-end tests (playwright, chromium; a server and a PostgreSQL database per worker)',
    run: async () => {
      // Each Playwright worker has an app server of its own on a database of its own (e2e/playwright.config.ts).
      const { postgres, urls } = await e2eDatabases();
      try {
        return await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
          env: { ...process.env, SAAKH_E2E_DATABASE_URLS: urls.join(' ') },
        });
      } finally {
        await postgres.stop();
      }
    },
  },
];

const only = parseList('only');
const skip = parseList('skip');
const unknown = [...(only ?? []), ...(skip ?? [])].filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  process.stderr.write(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((step) => step.id).join(', ')}\n`);
  process.exit(2);
}
// Installing is never skipped on its own: every later step needs it.
const selected = steps.filter((step) => step.id === 'install' || ((!only || only.has(step.id)) && !skip?.has(step.id)));

const startedAt = Date.now();
const results = [];

/**
 * Runs one step; answers its exit code and time. `output` (a file) keeps the output of a step run beside another,
 * to be printed by reportStep; without it the output goes straight to the terminal under the step's banner.
 */
async function executeStep(step, { output } = {}) {
  const stepStarted = Date.now();
  const fd = output ? fs.openSync(output, 'w') : undefined;
  const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
  if (!output) banner(`▶ ${step.title}`);
  let code;
  try {
    code = await step.run({ stdio });
  } catch (error) {
    const text = `${error instanceof Error ? error.message : String(error)}\n`;
    if (fd === undefined) process.stderr.write(text);
    else fs.writeSync(fd, text);
    code = 1;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
  return { code, time: elapsed(stepStarted) };
}

/**
 * Records a step's result and prints it; answers whether it passed. A step whose output was kept in a file (`output`)
 * has it printed here under its banner.
 */
function reportStep(step, { code, time }, { output, note } = {}) {
  if (output) {
    banner(`▶ ${step.title}${note ? ` (${note})` : ''}`);
    process.stdout.write(fs.readFileSync(output, 'utf8'));
  }
  results.push({ step, code, time });
  if (code !== 0) banner(`✗ FAILED: ${step.title} (exit ${code}, ${time})`);
  else process.stdout.write(`\n✓ ${step.title} (${time})\n`);
  return code === 0;
}

/** Runs one step and reports it; answers whether it passed. */
async function runStep(step) {
  return reportStep(step, await executeStep(step));
}

/**
 * The selected vitest steps as one job: one Vitest run, with a throw-away PostgreSQL server when one of them needs it
 * (handed to vitest.config.ts, which then adds the 'api-postgres' project), so its workers go from file to file across
 * the unit tests and both databases' API tests without a tail per step. Vitest prints every file under its project's
 * name; each step is reported with the run's result.
 */
function vitestJob(group) {
  const projects = group.flatMap((step) => step.vitest.projects.flatMap((project) => ['--project', project]));
  return {
    steps: group,
    title: group.map((step) => step.title).join('; '),
    run: async ({ stdio }) => {
      let postgres;
      try {
        if (group.some((step) => step.vitest.postgres)) postgres = await startPostgres();
        return await run(bin('vitest'), ['run', ...projects, ...vitestWorkers], {
          stdio,
          env: { ...process.env, TEST_POSTGRES_URL: postgres?.url ?? '' },
        });
      } finally {
        await postgres?.stop();
      }
    },
  };
}

/**
 * The steps of one phase run at once: the vitest steps as one job (vitestJob), every other step as a job of its own,
 * a step with `after` once that step of the phase has passed (when it fails, the step does not run). The first job's
 * output (the tests', when the phase has them) goes straight to the terminal; the others' is kept and printed under
 * their banners once all have ended. Answers whether all that ran passed and none was left out.
 */
async function runPhase(members) {
  const vitestSteps = members.filter((step) => step.vitest);
  const jobs = [
    ...(vitestSteps.length > 0 ? [vitestJob(vitestSteps)] : []),
    ...members.filter((step) => !step.vitest).map((step) => ({ steps: [step], title: step.title, run: step.run })),
  ];
  const [streamed, ...kept] = jobs;
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-together-'));
  try {
    const outputs = jobs.map((job, index) => (index === 0 ? undefined : path.join(logDir, `${index}.log`)));
    if (kept.length > 0) {
      const titles = kept.map((job) => job.title).join(', ');
      banner(`▶ At once: ${streamed.title}, below; beside it ${titles}, printed when all have ended`);
    }
    const runs = new Map();
    const runJob = (job) => {
      if (!runs.has(job)) {
        const after = job.steps[0].after;
        // A step whose `after` is not in this run (`--only bench`) starts at once: the build is then the developer's.
        const before = after ? jobs.find((other) => other.steps.some((step) => step.id === after)) : undefined;
        const output = outputs[jobs.indexOf(job)];
        runs.set(
          job,
          (before ? runJob(before) : Promise.resolve({ code: 0 })).then((result) =>
            result?.code === 0 ? executeStep(job, { output }) : undefined,
          ),
        );
      }
      return runs.get(job);
    };
    const finished = await Promise.all(jobs.map(runJob));
    let passed = true;
    for (const [index, job] of jobs.entries()) {
      const result = finished[index];
      if (!result) {
        passed = false;
        continue;
      }
      for (const [position, step] of job.steps.entries()) {
        const output = position === 0 ? outputs[index] : undefined;
        passed = reportStep(step, result, { output, note: output ? 'ran beside the others' : undefined }) && passed;
      }
    }
    return passed;
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/**
 * Starts the background steps (format, lint, typecheck) at once, at the lowest CPU priority (nice 19): they only read
 * the sources and judge no time, so they take the cores the phases leave idle (a browser test keeps about 1.7 of the
 * two busy, a benchmark smoke waits on its servers) instead of a phase of their own, about two minutes of the run.
 * Each one's output is kept and printed when the run reports it (`finish`).
 */
function startBackground(members) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'saakh-background-'));
  const started = members.map((step, index) => {
    const output = path.join(logDir, `${index}.log`);
    const result = executeStep(step, { output });
    return { step, output, result, code: undefined };
  });
  for (const item of started) item.result.then(({ code }) => (item.code = code));
  if (started.length > 0)
    process.stdout.write(
      `\n[saakh] in the background at low priority: ${members.map((step) => step.title).join(', ')}\n`,
    );
  return {
    /** Whether a background step has already failed: the run then starts no further phase. */
    failed: () => started.some((item) => item.code !== undefined && item.code !== 0),
    /** Waits for every background step and reports each; answers whether all passed. */
    finish: async () => {
      let passed = true;
      for (const item of started) {
        passed =
          reportStep(item.step, await item.result, { output: item.output, note: 'ran in the background' }) && passed;
      }
      fs.rmSync(logDir, { recursive: true, force: true });
      return passed;
    },
  };
}

/** The phases in order; each starts when the one before has ended and passed (e2e needs the build, for one). */
const phases = ['build-and-tests', 'e2e'];

const install = selected.find((step) => step.id === 'install');
if (await runStep(install)) {
  const background = startBackground(selected.filter((step) => step.background));
  for (const phase of phases) {
    const members = selected.filter((step) => step.phase === phase);
    if (members.length === 0) continue;
    if (background.failed()) break;
    if (!(await runPhase(members))) break;
  }
  // The browser tests' server, when a failure ended the run before they could use it.
  await e2eDatabasesMade?.then(
    ({ postgres }) => postgres.stop(),
    () => undefined,
  );
  await background.finish();
}
const ran = new Set(results.map((result) => result.step));

const passed = results.filter((result) => result.code === 0).length;
const failed = results.length - passed;
const notRun = selected.length - ran.size;
banner(`Summary (${elapsed(startedAt)}${isCi ? ', CI' : ''})`);
for (const { step, code, time } of results)
  process.stdout.write(`  ${code === 0 ? '✓' : '✗'} ${step.title}  ${time}\n`);
for (const step of selected.filter((candidate) => !ran.has(candidate)))
  process.stdout.write(`  - ${step.title}  not run\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed${notRun > 0 ? `, ${notRun} skipped` : ''}\n`);
process.exit(failed > 0 ? 1 : 0);
