import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, InternalReportRow } from '@saakh/domain/reporting';
import type { Page } from '@saakh/domain/lists';
import type { Clock } from '../../deps';
import { createApplication, createCustomer, createLender, type LenderRow } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { readCacheOf } from './read-cache';
import { rollupDaysJob } from './rollup.service';

/** An instant given as a wall-clock time in India. */
const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);
const NOW = ist('2026-11-23 10:00');
const DAY = '2026-11-22';

let t: TestApp;
let role1: string;
let role2: string;
let lender: LenderRow;

async function get<T>(url: string, token: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  return { status: response.statusCode, data: response.json<{ data: T }>().data, response };
}

async function addApplication(mobile: string) {
  const customer = await createCustomer(t.db, { mobile_phone_number: mobile });
  await createApplication(t.db, { userId: customer.id, lenderId: lender.id, created_at: ist(`${DAY} 11:00`) });
}

/** Yesterday's dashboard once its day has been counted. */
async function yesterday(token = role1): Promise<Dashboard> {
  const first = await get<Dashboard>('/api/admin/dashboard?preset=yesterday', token);
  if (first.data.pendingDays === 0) return first.data;
  await t.deps.jobs.idle();
  return (await get<Dashboard>('/api/admin/dashboard?preset=yesterday', token)).data;
}

/** The rollup job counts yesterday again, as a lender file or an admin's rebuild has it do. */
async function recount() {
  await t.deps.jobs.enqueue(t.db, rollupDaysJob, { days: [DAY] }, { key: `test:shared-reads:${Math.random()}` });
  await t.deps.jobs.idle();
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  (t.deps as { clock: Clock }).clock = { now: () => NOW };
  // Time stands still for the kept answers: one leaves only when dropped, however slow the machine.
  readCacheOf(t.deps, { now: () => 0 });
  role1 = await adminToken(t, 1);
  role2 = await adminToken(t, 2);
  lender = await createLender(t.db, { name: 'Shared Reads Lender' });
  await addApplication('9876500001');
});
afterAll(async () => t.close());

describe('dashboard and report answers shared between staff users', () => {
  it('computes identical concurrent dashboards once, for both roles that open it', async () => {
    await yesterday();
    readCacheOf(t.deps).invalidate();
    const loads = readCacheOf(t.deps).loads;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        get<Dashboard>('/api/admin/dashboard?preset=yesterday', index % 2 ? role2 : role1),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers[0]?.data.kpis.applications.value).toBe(1);
    expect(readCacheOf(t.deps).loads - loads).toBe(1);
  });

  it('answers a repeat with 304 for the ETag it sent', async () => {
    const first = await get<Dashboard>('/api/admin/dashboard?preset=yesterday', role1);
    const etag = String(first.response.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?preset=yesterday',
      headers: { ...bearer(role2), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it("keeps each role's scope: mobile numbers whole for role 1 and masked for role 2, asked at once", async () => {
    const url = `/api/admin/reports/internal?preset=yesterday`;
    const [whole, masked, wholeAgain, maskedAgain] = await Promise.all([
      get<Page<InternalReportRow>>(url, role1),
      get<Page<InternalReportRow>>(url, role2),
      get<Page<InternalReportRow>>(url, role1),
      get<Page<InternalReportRow>>(url, role2),
    ]);
    expect(whole.data.items.map((row) => row.mobile)).toEqual(['9876500001']);
    expect(wholeAgain.data.items.map((row) => row.mobile)).toEqual(['9876500001']);
    expect(masked.data.items[0]?.mobile).not.toBe('9876500001');
    expect(masked.data.items[0]?.mobile).toMatch(/0001$/);
    expect(maskedAgain.data).toEqual(masked.data);
    // A role 3 user is refused, never served a kept answer.
    expect((await get(url, await adminToken(t, 3))).status).toBe(403);
  });

  it('shows a new application in the internal report on the next read (raw rows are not kept)', async () => {
    const url = `/api/admin/reports/internal?preset=yesterday`;
    const before = (await get<Page<InternalReportRow>>(url, role1)).data.total;
    await addApplication('9876500003');
    expect((await get<Page<InternalReportRow>>(url, role1)).data.total).toBe(before + 1);
  });

  it('shows a change once the rollup job has counted the day again, not before', async () => {
    await recount();
    const counted = (await yesterday()).kpis.applications.value ?? 0;
    await addApplication('9876500002');
    // Kept: the day was counted and nothing counted it again yet.
    expect((await get<Dashboard>('/api/admin/dashboard?preset=yesterday', role2)).data.kpis.applications.value).toBe(
      counted,
    );
    await recount();
    expect((await get<Dashboard>('/api/admin/dashboard?preset=yesterday', role2)).data.kpis.applications.value).toBe(
      counted + 1,
    );
  });

  it('shows a day asked to be counted again as pending at once', async () => {
    await yesterday();
    await t.deps.jobs.stop();
    const rebuild = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dashboard/rebuild',
      payload: { day: DAY },
      headers: bearer(role1),
    });
    expect(rebuild.statusCode, rebuild.body).toBe(200);
    expect((await get<Dashboard>('/api/admin/dashboard?preset=yesterday', role1)).data.pendingDays).toBe(1);
    await t.deps.jobs.start(t.deps, { work: true });
    await t.deps.jobs.idle();
    expect((await get<Dashboard>('/api/admin/dashboard?preset=yesterday', role1)).data.pendingDays).toBe(0);
  });
});
