/**
 * The API's configuration and a migrated database with the demo data, as the load servers start them: PGlite in
 * BENCH_DATA_DIR, or the PostgreSQL server at BENCH_DATABASE_URL.
 */
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed/seed';

export async function openSeededDatabase() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/saakh-bench',
    OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
    SEED_DEMO: '1',
    SEED_ADMIN_PASSWORD: 'bench-admin-password',
    SEED_PARTNER_PASSWORD: 'bench-partner-password',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = databaseUrl
    ? await openDatabase({ driver: 'postgres', url: databaseUrl })
    : await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedDemoData(database.db, config);
  return { config, database, onPostgres: Boolean(databaseUrl) };
}
