/**
 * The real API on an in-memory PGlite database with many lenders, for bench/lenders.bench.mjs. Prints its URL and
 * an admin token as one JSON line. Run in its own process, so the load generator does not share its CPU.
 */
import { buildApp } from '../../apps/api/src/app';
import { createDeps } from '../../apps/api/src/compose';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { lenders } from '../../apps/api/src/db/schema/catalogue';
import { seedReferenceData } from '../../apps/api/src/db/seed/seed';
import { silentLogger } from '../../apps/api/src/deps';
import { createAdmin, createSession } from '../../apps/api/src/test/factories';

const count = Number(process.env.BENCH_LENDERS ?? 1000);
const products = ['pl', 'bl', 'gl', 'hl'] as const;

/** Lenders with every column filled, so each row weighs what a real one does. */
function benchLender(index: number): typeof lenders.$inferInsert {
  const name = `Bench_Lender_${String(index).padStart(4, '0')}`;
  const offer = index % 5 === 0;
  return {
    name,
    lender_key: name.toLowerCase(),
    product: products[index % products.length] ?? 'pl',
    min_income: 10_000 + (index % 20) * 1_000,
    max_income: index % 3 === 0 ? null : 500_000,
    min_age: 21,
    max_age: 55 + (index % 10),
    ticket_class: 1 + (index % 4),
    credit_score_class: 1 + (index % 4),
    salaried: 1,
    self_employed: index % 2,
    business: index % 3 === 0 ? 1 : 0,
    priority: index % 100,
    lender_status: index % 7 === 0 ? 0 : 1,
    so_status: offer ? 1 : 0,
    so_text: offer ? 'Processing fee waived this month' : null,
    so_date_start: offer ? '2026-01-01' : null,
    so_date_end: offer ? '2026-12-31' : null,
    loan_amount_upto: 500_000,
    tenure: 36,
    interest_rate: '12.50',
    apr_min: '13.00',
    apr_max: '24.00',
    processing_fees: '2.00',
    lender_group_ids: [],
    lender_mode: 'submit',
    age_text: '21 to 60 years',
    employment_text: 'Salaried, Self employed professional',
    income_text: '₹15,000 net a month or more',
    min_loan_text: '₹10,000',
    max_loan_text: '₹5,00,000',
    cibil_text: '650 and above',
    lender_journey_text: 'Submit the application, video KYC, e-sign, disbursal in 2 working days.',
  };
}

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? '/tmp/saakh-bench',
  OTP_HASH_SECRET: 'bench-otp-hash-secret-of-at-least-32-characters',
});
const database = await openDatabase({ driver: 'pglite' });
await database.migrate();
await seedReferenceData(database.db, config);
for (let start = 0; start < count; start += 250) {
  const rows = Array.from({ length: Math.min(250, count - start) }, (_, offset) => benchLender(start + offset));
  await database.db.insert(lenders).values(rows);
}
const admin = await createAdmin(database.db, { role_id: 1 });
const token = await createSession(database.db, 'admin', admin.id, { hours: 2 });
const deps = createDeps({ config, database, log: silentLogger });
const app = await buildApp({ deps });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url, token, lenders: count })}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
