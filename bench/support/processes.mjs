/** Benchmark processes: a server started in a process of its own and read when ready, and a run's report. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleChildren } from './bundle.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const bundles = new Map();

/**
 * The file to run for `script`: a TypeScript one bundled once per benchmark process, as `npm run build` bundles the
 * API (bundleChildren), and removed when the process exits. Under tsx's loader every start of the API took about
 * 1.5 s more of a core, resolving and loading its modules one by one, and 35 MB more memory.
 */
export function runnable(script) {
  if (!script.endsWith('.ts')) return Promise.resolve(script);
  if (!bundles.has(script)) {
    const name = path.basename(script, '.ts');
    const built = bundleChildren(root, [script], name).then((bundle) => {
      process.once('exit', bundle.remove);
      return bundle.files[path.basename(script)];
    });
    bundles.set(script, built);
  }
  return bundles.get(script);
}

export async function startServer(script, env = {}) {
  // BENCH_NODE_ARGS adds Node flags to the servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, await runnable(script)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return untilReady(child, script);
}

/**
 * Resolves when a server child prints its JSON line (its URL and what else it reports): that line, the child's pid
 * and a stop that waits for its exit. Output after that line is read and dropped.
 */
export function untilReady(child, script) {
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.stdout.on('data', (chunk) => {
      buffer += chunk.toString();
      // Whole lines only: a long ready line comes in several chunks.
      const line = buffer
        .split('\n')
        .slice(0, -1)
        .find((candidate) => candidate.startsWith('{'));
      if (!line) return;
      child.removeAllListeners('exit');
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        info: JSON.parse(line),
        pid: child.pid,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/**
 * The end of a benchmark run: a smoke run only says whether every answer was right; a full run writes its results to
 * bench/results/<name>.json and prints each check (a `strictSmoke` run prints and enforces every check too, without
 * writing). Answers whether the run failed.
 */
export function reportRun(name, { smoke, results, checks, strictSmoke = false }) {
  if (smoke && strictSmoke) {
    // A fault test's checks hold at any size: its smoke run checks them all, and keeps the full run's figures.
    for (const [check, ok] of Object.entries(checks)) process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${check}\n`);
    return Object.values(checks).some((ok) => !ok);
  }
  if (smoke) {
    // A few thousand rows say nothing about speed: the smoke run proves the benchmark still runs and answers right.
    const failed = Object.entries(checks).some(([check, ok]) => check.endsWith('every answer right') && !ok);
    process.stdout.write(failed ? 'FAIL  wrong answers\n' : 'PASS  every answer right\n');
    return failed;
  }
  fs.mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench', 'results', `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  for (const [check, ok] of Object.entries(checks)) process.stdout.write(`${ok ? 'PASS' : 'FAIL'}  ${check}\n`);
  process.stdout.write(`Written to bench/results/${name}.json\n`);
  return Object.values(checks).some((ok) => !ok);
}

/** A TCP port nothing listens on now, for a server a benchmark starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** What the benchmarks keep of an autocannon run. */
export function loadSummary(result) {
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    bytesPerSecond: Math.round(result.throughput.average),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
