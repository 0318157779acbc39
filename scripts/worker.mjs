/**
 * `npm run worker`: a process that only runs background jobs, beside servers started with JOBS_WORKER=off, all on
 * the PostgreSQL server of DATABASE_URL (docs/operations.md). Builds the API first when its sources changed.
 */
import { buildIfChanged, buildTargets, runEntry } from './lib/launch.mjs';
import { ensureInstalled } from './lib/workspace.mjs';

const installed = await ensureInstalled();
if (installed !== 0) {
  process.stderr.write(`[saakh] npm ci failed (exit ${installed})\n`);
  process.exit(installed);
}
await buildIfChanged(buildTargets.api);
runEntry('worker', { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' });
