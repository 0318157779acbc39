/**
 * The API's configuration and a migrated database with the demo data, as the load servers start them: PGlite in
 * memory, or the PostgreSQL server at BENCH_DATABASE_URL. Under `npm test` (a smoke), PGlite opens a copy of the run's
 * demo data folder in BENCH_DATA_DIR instead of making the same again (scripts/lib/built-app.mjs, copyDemoDataDir).
 */
import { copyDemoDataDir, demoPasswords } from '../../scripts/lib/built-app.mjs';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed/seed';

export async function openSeededDatabase() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/saakh-bench',
    OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
    SEED_DEMO: '1',
    SEED_ADMIN_PASSWORD: demoPasswords.admin,
    SEED_PARTNER_PASSWORD: demoPasswords.partner,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const config = loadConfig(env);
  const database = databaseUrl
    ? await openDatabase({ driver: 'postgres', url: databaseUrl })
    : copyDemoDataDir(env.DATA_DIR, env)
      ? await openDatabase({ driver: 'pglite', dataDir: `${env.DATA_DIR}/pglite` })
      : await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedDemoData(database.db, config);
  return { config, database, onPostgres: Boolean(databaseUrl) };
}
