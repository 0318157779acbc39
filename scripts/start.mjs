/**
 * `npm start`: installs packages when node_modules is missing or stale, rebuilds the web app and the API only when
 * their sources changed, then serves both from one Node process (embedded PGlite unless DATABASE_URL is set), which
 * also runs the background jobs unless JOBS_WORKER=off.
 */
import path from 'node:path';
import { buildIfChanged, buildTargets, runEntry } from './lib/launch.mjs';
import { ensureInstalled, root } from './lib/workspace.mjs';

const installed = await ensureInstalled();
if (installed !== 0) {
  process.stderr.write(`[saakh] npm ci failed (exit ${installed})\n`);
  process.exit(installed);
}
await buildIfChanged(buildTargets.web);
await buildIfChanged(buildTargets.api);
runEntry('server', {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
});
