/** Starts the server: open the database, migrate, seed demo data once, start the jobs, listen, stop cleanly. */
import { loadConfig, productionProblems } from './config';
import { createDeps, createLogger } from './compose';
import { openDatabase } from './db/client';
import { limitHeapGrowth } from './lib/heap';
import { seedDemoData, seedReferenceData } from './db/seed/seed';
import { failInterruptedFiles } from './modules/lender-files/lender-files.service';
import { scheduleLenderPerformance } from './modules/offer-ranking/offer-ranking.service';
import { scheduleRetention } from './modules/retention/retention.service';
import { scheduleLedgerCheck } from './modules/commissions/ledger-check';
import { scheduleGrievanceReminders } from './modules/grievances/grievances.service';
import { connectSandboxLenders } from './modules/dev/sandbox-lenders';
import { scheduleLenderPolls } from './modules/lender-connectors/lender-events.service';
import { scheduleQueueBuilds } from './modules/telecalling/telecalling.service';
import { buildApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) throw new Error(`Refusing to start in production:\n  - ${problems.join('\n  - ')}`);
  limitHeapGrowth(config.heapGrowingPercent);
  const log = createLogger(config);
  const database = config.databaseUrl
    ? await openDatabase({
        driver: 'postgres',
        url: config.databaseUrl,
        replica: config.databaseReplica,
        namedStatements: config.databasePreparedStatements,
      })
    : await openDatabase({ driver: 'pglite', dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  // Reference data always; the demo business (staff accounts included) only where SEED_DEMO allows it.
  const seeded = config.seed.demo
    ? await seedDemoData(database.db, config)
    : await seedReferenceData(database.db, config).then(() => ({ summary: ['  Demo data: off (SEED_DEMO)'] }));

  const deps = createDeps({ config, database, log });
  const app = await buildApp({ deps, logger: log });
  await deps.jobs.start(deps, { work: config.jobs.worker === 'in-process' });
  // Embedded PGlite has no other process, so any file left processing belongs to a process that died.
  await failInterruptedFiles(deps, database.driver === 'pglite' ? 0 : undefined);
  // The telecalling queue rules run on a schedule; each build asks for the next (one per slot across instances).
  await scheduleQueueBuilds(deps);
  // Lenders' approval rates and speed for the offer ranking: counted nightly, and now when there are none yet.
  await scheduleLenderPerformance(deps);
  // The retention schedule (decision 036): expired rows deleted nightly, after the recount.
  await scheduleRetention(deps);
  // Payouts against their lines and statements against payouts, to the paisa (decision 040): nightly.
  await scheduleLedgerCheck(deps);
  // Complaints still open at 7, 21 and 28 days: the grievance officer is reminded daily at 09:00 India time.
  await scheduleGrievanceReminders(deps);
  // Lenders' event feeds (decision 044): each connector that polls is read when due, checked every minute.
  await scheduleLenderPolls(deps);
  // Development: the demo lenders answer through the sandbox lender `npm start` runs beside the app.
  const sandbox = await connectSandboxLenders(deps, `http://127.0.0.1:${config.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      // A second signal means "now": the first one is still waiting for requests or jobs.
      log.warn(`${signal} received again, exiting at once`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received, shutting down`);
    // Requests in flight are answered first, then running jobs finish (or go back to the queue), then the database.
    await app.close();
    await deps.jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Saakh is running at ${url}`,
    `  Database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}${config.databaseReplica ? `; dashboard and reports from the replica (DATABASE_REPLICA_URL) while it lags ${config.databaseReplica.maxLagSeconds} s or less` : ''}`,
    `  Background jobs: ${config.jobs.worker === 'in-process' ? 'run in this process' : 'run by `npm run worker`'}`,
    ...seeded.summary,
    ...sandbox,
    config.sms.provider === 'console'
      ? `  Customer OTPs appear in this log ([sms:console]) and at ${url}/api/dev/otp-outbox?mobile=<10 digits>`
      : '  OTPs are sent through the configured SMS gateway',
    config.apiDocs ? `  API documentation: ${url}/api/docs` : '  API documentation: off (API_DOCS=1 serves it)',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
