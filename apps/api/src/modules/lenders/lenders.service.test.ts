/** Lender rules called directly with plain dependencies (no HTTP): the checks, the audit and the list contract. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lender, LenderPage } from '@saakh/domain/lenders';
import { audit_log } from '../../db/schema/audit';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../lib/session';
import { createAdmin, createLender } from '../../test/factories';
import { createTestDeps, type TestDeps } from '../../test/test-app';
import { listLenders, updateLender } from './lenders.service';

describe('lender rules', () => {
  let t: TestDeps;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestDeps();
    const row = await createAdmin(t.db, { role_id: 1 });
    admin = { id: 0, kind: 'admin', subjectId: row.id, masqueradeAdminId: null, roleId: 1 };
  });
  afterAll(async () => t?.close());

  const auditOf = (lenderId: number) =>
    t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'lender'), eq(audit_log.entity_id, String(lenderId))));

  it('refuses a minimum above the stored maximum with its own message, and audits nothing', async () => {
    const lender = await createLender(t.db, { min_income: 10_000, max_income: 40_000 });
    const refused = updateLender(t.deps, admin, { lender_id: lender.id, property: 'min_income', value: 90_000 });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 422, errors: { value: ['minAboveMax'] } });
    expect(await auditOf(lender.id)).toEqual([]);
  });

  it('keeps the reason given with a switch off, clears it when switched on, and audits both fields', async () => {
    const lender = await createLender(t.db, { lender_status: 1 });
    const off = await updateLender(t.deps, admin, {
      lender_id: lender.id,
      property: 'lender_status',
      value: 0,
      reason: 'Paused disbursals',
    });
    expect([off.lender_status, off.status_reason]).toEqual([0, 'Paused disbursals']);
    const on = await updateLender(t.deps, admin, { lender_id: lender.id, property: 'lender_status', value: 1 });
    expect([on.lender_status, on.status_reason]).toEqual([1, null]);
    const fields = (await auditOf(lender.id)).map((row) => [row.field, row.old_value, row.new_value]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['lender_status', '1', '0'],
        ['status_reason', null, 'Paused disbursals'],
        ['status_reason', 'Paused disbursals', null],
      ]),
    );
  });

  it('answers the whole list without paging and one page with it', async () => {
    const whole = (await listLenders(t.deps, { sort: '-priority' })) as Lender[];
    expect(Array.isArray(whole)).toBe(true);
    const page = (await listLenders(t.deps, { sort: 'name', page: 1, pageSize: 1 })) as LenderPage;
    expect(page).toMatchObject({ total: whole.length, page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
  });
});
