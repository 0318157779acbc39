/**
 * Migration 0042's backfill of the case clock: each application's clock starts at its newest status history row, else
 * when it was submitted, else when it was made. The statement is run as the migration holds it.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applications, application_status_history } from '../../db/schema/applications';
import { createApplication, createCustomer, createLender } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function backfill(): string {
  const file = fileURLToPath(new URL('../../db/migrations/0042_cases.sql', import.meta.url));
  const statement = fs
    .readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .find((part) => part.includes('UPDATE "applications"'));
  if (!statement) throw new Error('0042 has no backfill');
  return statement;
}

it('starts each clock at the newest history row, else the submission, else the creation', async () => {
  const lender = await createLender(t.db);
  const user = await createCustomer(t.db);
  const made = new Date('2026-01-01T10:00:00Z');
  const sent = new Date('2026-01-02T10:00:00Z');
  const moved = new Date('2026-01-05T10:00:00Z');
  const withHistory = await createApplication(t.db, {
    userId: user.id,
    lenderId: lender.id,
    status: 'in_review',
    created_at: made,
    submitted_at: sent,
  });
  await t.db.insert(application_status_history).values([
    {
      application_id: withHistory.id,
      from_status: 'created',
      status: 'submitted',
      source: 'customer',
      created_at: sent,
    },
    {
      application_id: withHistory.id,
      from_status: 'submitted',
      status: 'in_review',
      source: 'admin',
      created_at: moved,
    },
  ]);
  const submittedOnly = await createApplication(t.db, {
    userId: user.id,
    lenderId: lender.id,
    created_at: made,
    submitted_at: sent,
  });
  const createdOnly = await createApplication(t.db, {
    userId: user.id,
    lenderId: lender.id,
    status: 'created',
    created_at: made,
    submitted_at: null,
  });

  await t.db.execute(sql.raw(backfill()));

  const clockOf = async (id: string) => {
    const [row] = await t.db
      .select({ at: applications.status_changed_at })
      .from(applications)
      .where(eq(applications.id, id));
    return row?.at.toISOString();
  };
  expect(await clockOf(withHistory.id)).toBe(moved.toISOString());
  expect(await clockOf(submittedOnly.id)).toBe(sent.toISOString());
  expect(await clockOf(createdOnly.id)).toBe(made.toISOString());
});
