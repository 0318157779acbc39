/**
 * `npm run dev`: the API under `tsx watch` (restarts on change) and the Vite dev server with hot reload.
 * Open the Vite URL (default http://localhost:3000); Vite proxies /api and /uploads to the API (default port 3001).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root } from './lib/workspace.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const installed = await ensureInstalled();
if (installed !== 0) process.exit(installed);

const children = [];
let stopping = false;

function start(name, command, args, options) {
  // Each child gets its own process group so a terminal Ctrl+C reaches it once, through stop() below.
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`[saakh] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest\n`);
      stop('SIGTERM', code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.push(child);
}

function stop(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // A child that ignores the signal must not keep the terminal busy.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(process.exitCode ?? 0);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: apiPort,
    DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  },
});
start('web', bin('vite'), [], {
  cwd: path.join(root, 'apps', 'web'),
  env: { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
});
