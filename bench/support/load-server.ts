/**
 * The real API with the demo data, for bench/load.bench.mjs: on an in-memory PGlite database, or on the PostgreSQL
 * database BENCH_DATABASE_URL names. Adds 50 staff users (the admin list's page), a customer with 5 applications and
 * a session for the customer and for an admin; prints its URL and both tokens as one JSON line. Run in its own process,
 * so the load generator does not share its CPU.
 */
import { buildApp } from '../../apps/api/src/app';
import { createDeps } from '../../apps/api/src/compose';
import { silentLogger } from '../../apps/api/src/deps';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createSession,
} from '../../apps/api/src/test/factories';
import { openSeededDatabase } from './seeded-database';

const { config, database } = await openSeededDatabase();
const roles = [1, 2, 3] as const;
for (let index = 0; index < 50; index += 1) await createAdmin(database.db, { role_id: roles[index % 3] });
const admin = await createAdmin(database.db, { role_id: 1 });
const customer = await createCustomer(database.db, { first_name: 'Asha', last_name: 'Verma' });
for (let index = 0; index < 5; index += 1) {
  const lender = await createLender(database.db);
  await createApplication(database.db, { userId: customer.id, lenderId: lender.id });
}
const adminToken = await createSession(database.db, 'admin', admin.id, { hours: 2 });
const customerToken = await createSession(database.db, 'customer', customer.id, { hours: 2 });
const deps = createDeps({ config, database, log: silentLogger });
const app = await buildApp({ deps });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url, adminToken, customerToken, database: database.driver })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
