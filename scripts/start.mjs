/**
 * `npm start`: installs packages when node_modules is missing or stale, rebuilds the web app and the API only when
 * their sources changed, then serves both from one Node process (embedded PGlite unless DATABASE_URL is set).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, hashSources, log, readStamp, root, runNpm, writeStamp } from './lib/workspace.mjs';

/** Inputs shared by both builds: a change in any of them can change either output. */
const sharedInputs = ['package-lock.json', 'tsconfig.base.json', 'packages/domain/src', 'packages/domain/package.json'];

/** The web app may not exist yet in a partial checkout (no page or no entry module); the API then serves only /api. */
function webAppPresent() {
  const indexHtml = path.join(root, 'apps/web/index.html');
  if (!fs.existsSync(indexHtml)) return false;
  const entry = fs.readFileSync(indexHtml, 'utf8').match(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/)?.[1];
  return entry === undefined || fs.existsSync(path.join(root, 'apps/web', entry));
}

const targets = [
  {
    name: 'web',
    workspace: '@saakh/web',
    inputs: ['apps/web'],
    output: 'apps/web/dist/index.html',
    present: webAppPresent,
  },
  {
    name: 'api',
    workspace: '@saakh/api',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'apps/api/tsconfig.json'],
    output: 'apps/api/dist/server.js',
    present: () => true,
  },
];

async function buildIfChanged(target) {
  if (!target.present()) {
    log(`${target.name}: no sources yet, not built`);
    return;
  }
  const hash = hashSources([...sharedInputs, ...target.inputs]);
  const built = fs.existsSync(path.join(root, target.output));
  if (built && readStamp(`build-${target.name}`) === hash) {
    log(`${target.name}: build is up to date (skipping)`);
    return;
  }
  log(`${target.name}: building…`);
  const code = await runNpm(['run', 'build', '-w', target.workspace]);
  if (code !== 0) {
    process.stderr.write(`[saakh] ${target.name} build failed (exit ${code})\n`);
    process.exit(code);
  }
  writeStamp(`build-${target.name}`, hash);
}

function serve() {
  const env = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: process.env.PORT ?? '3000',
    DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  };
  // Own process group: a Ctrl+C in the terminal reaches this launcher (and npm) once, and we forward exactly one
  // signal, so the server's single graceful-shutdown handler is not hit twice.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const forwarded = new Set();
  const forward = (signal) => {
    if (forwarded.has(signal) || child.exitCode !== null) return;
    forwarded.add(signal);
    child.kill(signal);
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  process.on('SIGHUP', () => forward('SIGTERM'));
  process.on('exit', () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
  });
}

const installed = await ensureInstalled();
if (installed !== 0) {
  process.stderr.write(`[saakh] npm ci failed (exit ${installed})\n`);
  process.exit(installed);
}
for (const target of targets) await buildIfChanged(target);
serve();
