/**
 * `npm start`: installs packages when node_modules is missing or stale, rebuilds the web app and the API only when
 * their sources changed, then serves both from one Node process (embedded PGlite unless DATABASE_URL is set), which
 * also runs the background jobs unless JOBS_WORKER=off.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged, buildTargets, runEntry } from './lib/launch.mjs';
import { ensureInstalled, log, root } from './lib/workspace.mjs';

/**
 * In development the sandbox lender (apps/sandbox-lender, decision 044) runs beside the app, and two demo lenders
 * answer through it. SANDBOX_LENDER=off leaves it out; SANDBOX_LENDER_URL names one already running.
 */
async function startSandboxLender() {
  const port = process.env.SANDBOX_LENDER_PORT ?? '3100';
  const url = `http://127.0.0.1:${port}`;
  const sandbox = spawn(process.execPath, ['apps/sandbox-lender/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, SANDBOX_LENDER_PORT: port },
  });
  process.on('exit', () => sandbox.kill('SIGTERM'));
  sandbox.on('exit', (code) => {
    if (code) log(`sandbox lender stopped (exit ${code}); the demo lenders' decisions wait until it runs`);
  });
  // Ready when its clock answers (a second or so); the app registers the demo lenders with it as it starts.
  for (let attempt = 0; attempt < 50 && sandbox.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${url}/_control/clock`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return url;
}

const installed = await ensureInstalled();
if (installed !== 0) {
  process.stderr.write(`[saakh] npm ci failed (exit ${installed})\n`);
  process.exit(installed);
}
await buildIfChanged(buildTargets.web);
await buildIfChanged(buildTargets.api);
const nodeEnv = process.env.NODE_ENV ?? 'development';
const sandboxUrl =
  process.env.SANDBOX_LENDER_URL ??
  (nodeEnv !== 'production' && process.env.SANDBOX_LENDER !== 'off' ? await startSandboxLender() : undefined);
runEntry('server', {
  ...process.env,
  ...(sandboxUrl ? { SANDBOX_LENDER_URL: sandboxUrl } : {}),
  NODE_ENV: nodeEnv,
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
});
