/**
 * What `npm start` and `npm run worker` share: build what changed, then run one built entry of the API in a process
 * of its own that receives exactly one SIGINT/SIGTERM for a graceful stop, and is started again if it dies. Plain
 * Node, no dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startNode, supervise } from './supervise.mjs';
import { hashSources, log, readStamp, root, runNpm, writeStamp } from './workspace.mjs';

/** Inputs shared by both builds: a change in any of them can change either output. */
const sharedInputs = ['package-lock.json', 'tsconfig.base.json', 'packages/domain/src', 'packages/domain/package.json'];

/** The web app may not exist yet in a partial checkout (no page or no entry module); the API then serves only /api. */
function webAppPresent() {
  const indexHtml = path.join(root, 'apps/web/index.html');
  if (!fs.existsSync(indexHtml)) return false;
  const entry = fs.readFileSync(indexHtml, 'utf8').match(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/)?.[1];
  return entry === undefined || fs.existsSync(path.join(root, 'apps/web', entry));
}

export const buildTargets = {
  web: {
    name: 'web',
    workspace: '@saakh/web',
    inputs: ['apps/web'],
    output: 'apps/web/dist/index.html',
    present: webAppPresent,
  },
  api: {
    name: 'api',
    workspace: '@saakh/api',
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'apps/api/tsconfig.json'],
    output: 'apps/api/dist/worker.js',
    present: () => true,
  },
};

export async function buildIfChanged(target) {
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

/** Runs a built entry (apps/api/dist/<entry>.js), starts it again if it dies, and exits when it is stopped. */
export function runEntry(entry, env) {
  // Own process group: a Ctrl+C in the terminal reaches this launcher (and npm) once, and we forward exactly one
  // signal, so the process's single graceful-shutdown handler is not hit twice. A run that dies unasked is started
  // again (scripts/lib/supervise.mjs).
  const supervisor = supervise(startNode(['--enable-source-maps', `apps/api/dist/${entry}.js`], { cwd: root, env }));
  process.on('SIGINT', () => supervisor.stop('SIGINT'));
  process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
  process.on('SIGHUP', () => supervisor.stop('SIGTERM'));
  process.on('exit', () => {
    const child = supervisor.current();
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  });
}
