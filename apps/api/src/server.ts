/** Starts the server: open the database, migrate, seed demo data once, listen, and shut down cleanly. */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed';
import { buildApp } from './app';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ driver: 'postgres', url: config.databaseUrl })
    : await openDatabase({ driver: 'pglite', dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  const seeded = await seedDemoData(database.db, config);

  const app = await buildApp({ config, db: database.db });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Saakh is running at ${url}`,
    `  Database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
    ...seeded.summary,
    config.sms.provider === 'console'
      ? `  Customer OTPs appear in this log ([sms:console]) and at ${url}/api/dev/otp-outbox?mobile=<10 digits>`
      : '  OTPs are sent through the configured SMS gateway',
    `  API documentation: ${url}/api/docs`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
