/**
 * The OpenAPI-driven fuzz test (apps/api/src/test/fuzz.test.ts) run longer than `npm test` runs it: several random
 * seeds, many requests per operation and caller, on embedded PGlite (the API tier of `npm test` runs the fixed seed
 * on both databases). Passes only with no 5xx and no stack, path or SQL in any answer; a failing seed is printed so
 * that `FUZZ_SEED=<seed> npx vitest run --project api apps/api/src/test/fuzz.test.ts` replays it.
 *
 *   node bench/fuzz.bench.mjs            3 random seeds × 60 requests per operation and caller
 *   node bench/fuzz.bench.mjs --smoke    1 random seed × 2 (npm test)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportRun, root } from './support/processes.mjs';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const seeds = Array.from({ length: smoke ? 1 : 3 }, () => Math.floor(Math.random() * 2 ** 31));
const runsPerCaller = smoke ? 2 : 60;

const runs = [];
for (const seed of seeds) {
  const report = path.join(os.tmpdir(), `saakh-fuzz-${process.pid}-${seed}.json`);
  const started = Date.now();
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vitest'),
    ['run', '--project', 'api', 'apps/api/src/test/fuzz.test.ts'],
    {
      cwd: root,
      env: { ...process.env, FUZZ_SEED: String(seed), FUZZ_RUNS: String(runsPerCaller), FUZZ_REPORT: report },
      encoding: 'utf8',
    },
  );
  const answer = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : null;
  fs.rmSync(report, { force: true });
  const run = { seed, exitCode: result.status, seconds: Math.round((Date.now() - started) / 100) / 10, ...answer };
  runs.push(run);
  process.stdout.write(
    `seed ${seed}: ${answer ? `${answer.calls} requests ${JSON.stringify(answer.statuses)}, ${answer.failures.length} failures` : 'no report'} ` +
      `(${run.seconds} s)\n`,
  );
  for (const failure of answer?.failures ?? []) process.stdout.write(`  ${failure}\n`);
  if (!answer) process.stdout.write(`${result.stdout}\n${result.stderr}\n`);
}

const checks = {
  'every answer right': runs.every((run) => run.exitCode === 0 && run.failures?.length === 0),
  'no 5xx and no stack, path or SQL in any answer, for every seed': runs.every((run) => run.failures?.length === 0),
};
const results = {
  date: new Date().toISOString(),
  mode: smoke ? 'smoke' : 'full',
  node: process.version,
  runsPerCaller,
  runs,
};
const failed = reportRun('fuzz', { smoke, results, checks, strictSmoke: true });
process.exit(failed ? 1 : 0);
