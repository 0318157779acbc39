/**
 * The database's floor for the status file's apply (decision 016): the same 100,000 applications moved from
 * `submitted` to `approved` with the file's details, by one plain UPDATE from a typed table of the rows and one
 * INSERT of their history, in a transaction that is rolled back (then vacuumed, so the ingest that follows meets the
 * tables as the setup left them). No design of the apply can write less; its transaction is measured against this.
 */
import { sql } from 'drizzle-orm';
import { application_status_history, applications } from '../../apps/api/src/db/schema/applications';
import { countOf, driver, expectations, openBenchDatabase, readWorld } from './ingest-common';
import { createMeter } from './ingest-meter.mjs';

class RolledBack extends Error {}

const world = readWorld();
const expected = expectations();
const meter = createMeter();
const database = await meter.phase('open', openBenchDatabase);
const { db } = database;

let moved = 0;
await db
  .transaction(async (tx) => {
    // The rows as the file gives them (bench/support/ingest-setup.ts), typed: building them is not timed.
    await tx.execute(sql`
      create temp table floor_rows on commit drop as
      select id, 'submitted'::text as from_status, 'approved'::text as to_status,
        'LR-' || lpad((n + 1)::text, 7, '0') as lender_reference, (150000 + (n % 50) * 1000)::numeric as amount,
        date '2026-11-01' + (n % 28)::int as disbursed_on,
        case when n % 10 = 0 then 'स्वीकृति पत्र भेजा गया, ₹ राशि तय' else 'Sanction letter sent, batch ' || (n % 100) end
          as remarks
      from (select id, row_number() over (order by app_id) - 1 as n from ${applications}
        where lender_id = ${world.lenderId}) numbered`);
    await meter.phase('floor', async () => {
      await tx.execute(sql`
        update ${applications} a set status = f.to_status, lender_reference = f.lender_reference,
          disbursed_amount = f.amount, disbursed_on = f.disbursed_on, remarks = f.remarks, updated_at = now()
        from floor_rows f where a.id = f.id and a.status = f.from_status`);
      await tx.execute(sql`
        insert into ${application_status_history} (application_id, from_status, status, source, actor_id, note)
        select id, from_status, to_status, 'lender_file', 0, remarks from floor_rows`);
    });
    moved = await countOf(tx, sql`select count(*) as n from ${applications} where status = 'approved'`);
    throw new RolledBack();
  })
  .catch((error: unknown) => {
    if (!(error instanceof RolledBack)) throw error;
  });
expected.equal('floor moved every application', moved, world.applications);
await meter.phase('vacuum', () => db.execute(sql`vacuum ${applications}, ${application_status_history}`));
expected.equal(
  'floor rolled back',
  await countOf(db, sql`select count(*) as n from ${applications} where status = 'approved'`),
  0,
);

await database.close();
meter.finish({ child: 'floor', driver, failures: expected.failures });
