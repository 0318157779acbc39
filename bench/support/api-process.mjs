/**
 * The real API server (apps/api/src/server.ts, as `npm start` runs it) in a process of its own, for the fault
 * benchmarks, and the writes they send it: tracking events whose path carries a sequence number, so that what was
 * acknowledged can be looked for in the database afterwards.
 */
import { spawn } from 'node:child_process';
import { copyDemoDataDir } from '../../scripts/lib/built-app.mjs';
import { root, runnable } from './processes.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server and waits until /api/health answers; `env` adds to a development setup on `port` with `dataDir`
 * (PGlite unless `env.DATABASE_URL`). Answers the child and its stderr so far.
 */
export async function startApi({ port, dataDir, env = {} }) {
  // A new folder on PGlite starts from `npm test`'s demo data folder when it has made one (a restart on the same
  // folder keeps what is there).
  copyDemoDataDir(dataDir, env);
  const child = spawn(process.execPath, [await runnable('apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // Each write comes from an address of its own (X-Forwarded-For), so the public rate limit never answers.
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk.toString();
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`the API exited before it was ready:\n${errors}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.ok) return { child, errors: () => errors, exited: exitOf(child) };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error('the API was not ready within 3 minutes');
}

function exitOf(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** One write: a tracking event whose path carries its sequence number. Answers its status and Retry-After. */
export async function write(port, sequence, runId, timeoutMs = 10_000) {
  const started = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/tracking`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
      },
      body: JSON.stringify({ event: 'landing', path: `/fault/${runId}/${sequence}` }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { sequence, status: response.status, retryAfter: response.headers.get('retry-after'), at: started };
  } catch (error) {
    return { sequence, status: 0, error: error instanceof Error ? error.name : String(error), at: started };
  }
}

/** Writes from `connections` loops until `stop()`; answers every result as it comes. */
export function writeLoad(port, runId, connections) {
  const results = [];
  let next = 0;
  let stopped = false;
  const loops = Array.from({ length: connections }, async () => {
    while (!stopped) {
      const result = await write(port, next++, runId);
      results.push({ ...result, done: Date.now() });
      // A refused write is tried again by the next turn with a new number, as a client would retry.
      if (result.status !== 200) await sleep(50);
    }
  });
  return {
    results,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The sequence numbers of a run's writes that are in the database (`query` runs SQL with parameters). */
export async function storedSequences(query, runId) {
  const rows = await query(`select path from tracking_events where path like $1`, [`/fault/${runId}/%`]);
  return new Set(rows.map((row) => Number(String(row.path).split('/').at(-1))));
}
