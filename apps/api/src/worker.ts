/**
 * `npm run worker`: a process that only runs background jobs, for deployments with several instances on one
 * PostgreSQL server (set JOBS_WORKER=off on the web servers to leave the jobs to workers). The embedded database
 * belongs to one process, so the worker needs DATABASE_URL.
 */
import { loadConfig, productionProblems } from './config';
import { createDeps, createLogger } from './compose';
import { openDatabase } from './db/client';
import { limitHeapGrowth } from './lib/heap';
import { closePdfPrinter } from './lib/pdf/pdf-printer';
import { failInterruptedFiles } from './modules/lender-files/lender-files.service';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n  - ${problems.join('\n  - ')}`);
  limitHeapGrowth(config.heapGrowingPercent);
  const log = createLogger(config);
  if (!config.databaseUrl) {
    throw new Error(
      'The worker needs DATABASE_URL: the embedded database (PGlite) belongs to the server process, which runs the jobs itself',
    );
  }
  const database = await openDatabase({
    driver: 'postgres',
    url: config.databaseUrl,
    namedStatements: config.databasePreparedStatements,
  });
  await database.migrate();
  const deps = createDeps({ config, database, log });
  await deps.jobs.start(deps, { work: true });
  await failInterruptedFiles(deps);
  log.info('worker started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info(`${signal} received, finishing running jobs`);
    await deps.jobs.stop();
    // Jobs print PDFs (the KFS sent with a submission): their browser goes with them.
    await closePdfPrinter();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
