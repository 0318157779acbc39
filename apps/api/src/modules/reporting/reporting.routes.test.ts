import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, InternalReportRow, JourneyRow, ReportFilterOptions } from '@saakh/domain/reporting';
import { application_status_history } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { tracking_events } from '../../db/schema/customer';
import { commission_receipts, ingest_files } from '../../db/schema/ingestion';
import { customer_journeys, daily_rollup } from '../../db/schema/reporting';
import { rowsOf } from '../../db/sql';
import type { Clock } from '../../deps';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createSession,
  type ApplicationRow,
  type CustomerRow,
  type LenderRow,
  type PartnerRow,
} from '../../test/factories';
import { adminToken, bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { rebuildJourneys, rebuildRollupDay } from './rollup.repository';

/** An instant given as a wall-clock time in India. */
const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);

// 00:15 on 23 November in India, still 22 November in UTC: "yesterday" is the 22nd in India.
const NOW = ist('2026-11-23 00:15');

let t: TestApp;
let admin: string;
let ops: string;
let csr: string;
let partner: PartnerRow;
let lenderA: LenderRow;
let lenderB: LenderRow;
let alice: CustomerRow;
let bob: CustomerRow;
let approved: ApplicationRow;
let rejected: ApplicationRow;
let earlier: ApplicationRow;

async function event(values: Partial<typeof tracking_events.$inferInsert> & { event: string; created_at: Date }) {
  await t.db
    .insert(tracking_events)
    .values({ category_id: 1, goal_id: 3, ...values } as typeof tracking_events.$inferInsert);
}

async function get<T>(url: string, token = admin): Promise<{ status: number; data: T; body: string }> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  return { status: response.statusCode, data: response.json().data as T, body: response.body };
}

/** The dashboard once every day it reads has been counted. */
async function dashboard(query: string): Promise<Dashboard> {
  await get(`/api/admin/dashboard?${query}`);
  await t.deps.jobs.idle();
  const { status, data, body } = await get<Dashboard>(`/api/admin/dashboard?${query}`);
  expect(status, body).toBe(200);
  expect(data.pendingDays).toBe(0);
  return data;
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  (t.deps as { clock: Clock }).clock = { now: () => NOW };
  admin = await adminToken(t, 1);
  const opsRow = await createAdmin(t.db, { role_id: 2 });
  ops = await createSession(t.db, 'admin', opsRow.id);
  csr = await adminToken(t, 3);
  partner = await createPartner(t.db, { name: 'Report Partner' });
  lenderA = await createLender(t.db, { name: 'Report Lender A' });
  lenderB = await createLender(t.db, { name: 'Report Lender B' });
  alice = await createCustomer(t.db, { first_name: 'Alice', last_name: 'Rao', tin: 'ABCDE1234F' });
  bob = await createCustomer(t.db, { first_name: 'Bob' });

  // 22 Nov (yesterday): five visits, one at 00:05 in India (still the 21st in UTC); one at 00:10 on the 23rd.
  for (const [at, partnerId] of [
    ['2026-11-22 00:05', partner.id],
    ['2026-11-22 09:00', partner.id],
    ['2026-11-22 09:30', partner.id],
    ['2026-11-22 11:00', null],
    ['2026-11-22 23:59', null],
    ['2026-11-23 00:10', partner.id],
  ] as const) {
    await event({ event: 'landing', partner_id: partnerId, created_at: ist(at) });
  }
  // A partner whose visitors went no further: no row of zeros for it in the breakdowns.
  const idle = await createPartner(t.db, { name: 'Visits Only' });
  await event({ event: 'landing', partner_id: idle.id, created_at: ist('2026-11-22 08:00') });
  const utms = { utm_source: 'google', utm_campaign: 'diwali' };
  await event({
    event: 'otp_verified',
    user_id: alice.id,
    partner_id: partner.id,
    utms,
    created_at: ist('2026-11-22 09:05'),
  });
  await event({ event: 'otp_verified', user_id: bob.id, created_at: ist('2026-11-22 11:05') });
  await event({ event: 'otp_verified', user_id: bob.id, created_at: ist('2026-11-22 11:06') });
  await event({ event: 'profile_complete', user_id: alice.id, product: 'pl', created_at: ist('2026-11-22 09:20') });
  await event({ event: 'profile_complete', user_id: bob.id, product: 'bl', created_at: ist('2026-11-22 11:20') });
  await event({ event: 'offers_viewed', user_id: alice.id, product: 'pl', created_at: ist('2026-11-22 09:25') });
  await event({ event: 'offers_viewed', user_id: bob.id, product: 'bl', created_at: ist('2026-11-22 11:25') });
  // A card click-out is the card's application; a loan's offer_selected is not (its application row is).
  await event({ event: 'offer_selected', user_id: bob.id, product: 'cards', created_at: ist('2026-11-22 12:00') });
  await event({ event: 'offer_selected', user_id: alice.id, product: 'pl', created_at: ist('2026-11-22 10:00') });

  approved = await createApplication(t.db, {
    userId: alice.id,
    lenderId: lenderA.id,
    partnerId: partner.id,
    status: 'disbursed',
    created_at: ist('2026-11-22 10:00'),
    submitted_at: ist('2026-11-22 10:05'),
    disbursed_amount: '150000',
    disbursed_on: '2026-11-22',
    expected_commission: '3000',
  });
  rejected = await createApplication(t.db, {
    userId: bob.id,
    lenderId: lenderB.id,
    product: 'bl',
    status: 'rejected',
    created_at: ist('2026-11-22 11:30'),
    submitted_at: ist('2026-11-22 11:35'),
  });
  // 21 Nov: the day before yesterday, the previous period of "yesterday".
  earlier = await createApplication(t.db, {
    userId: alice.id,
    lenderId: lenderA.id,
    partnerId: partner.id,
    created_at: ist('2026-11-21 15:00'),
    submitted_at: ist('2026-11-21 15:10'),
  });
  await t.db.insert(application_status_history).values([
    { application_id: approved.id, status: 'approved', source: 'lender_file', created_at: ist('2026-11-22 14:05') },
    { application_id: approved.id, status: 'disbursed', source: 'mis', created_at: ist('2026-11-22 18:00') },
    { application_id: rejected.id, status: 'rejected', source: 'lender_file', created_at: ist('2026-11-22 13:35') },
  ]);
  const [file] = await t.db
    .insert(ingest_files)
    .values({ kind: 'commission', file_name: 'c.xlsx', format: 'xlsx', sha256: 'x', size_bytes: 1 })
    .returning();
  await t.db.insert(commission_receipts).values({
    file_id: file?.id as number,
    row_number: 2,
    lender_id: lenderA.id,
    application_id: approved.id,
    commission_amount: '2500',
    payout_date: '2026-11-22',
  });
  await rebuildJourneys(t.db);
});
afterAll(async () => t.close());

describe('dashboard', () => {
  it('counts yesterday in India, compares it with the day before, and funnels it', async () => {
    const data = await dashboard('preset=yesterday');
    expect(data.range).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(data.previous).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(data.empty).toBe(false);
    expect(data.kpis).toEqual({
      visitors: { value: 6, previous: 0 },
      otp_verified: { value: 3, previous: 0 },
      profiles_completed: { value: 2, previous: 0 },
      offers_viewed: { value: 2, previous: 0 },
      applications: { value: 3, previous: 1 },
      sent_to_lender: { value: 2, previous: 1 },
      approved: { value: 1, previous: 0 },
      disbursed: { value: 1, previous: 0 },
      disbursed_amount: { value: 150000, previous: 0 },
      expected_commission: { value: 3000, previous: 0 },
      received_commission: { value: 2500, previous: 0 },
    });
    expect(data.funnel).toEqual([
      { step: 'visitors', value: 6 },
      { step: 'otp_verified', value: 3 },
      { step: 'profiles_completed', value: 2 },
      { step: 'offers_viewed', value: 2 },
      { step: 'applications', value: 3 },
      { step: 'approved', value: 1 },
      { step: 'disbursed', value: 1 },
    ]);
    expect(data.trend).toEqual([
      { day: '2026-11-22', visitors: 6, applications: 3, approved: 1, disbursed: 1, disbursed_amount: 150000 },
    ]);
    expect(data.refreshedAt).toBe(NOW.toISOString());
  });

  it('breaks the range down by lender, partner and product', async () => {
    const data = await dashboard('preset=yesterday');
    const zero = { applications: 0, sent_to_lender: 0, approved: 0, rejected: 0, disbursed: 0 };
    const noMoney = { disbursed_amount: 0, expected_commission: 0, received_commission: 0 };
    const lenderAFigures = {
      ...zero,
      applications: 1,
      sent_to_lender: 1,
      approved: 1,
      disbursed: 1,
      disbursed_amount: 150000,
      expected_commission: 3000,
      received_commission: 2500,
    };
    const lenderBFigures = { ...zero, ...noMoney, applications: 1, sent_to_lender: 1, rejected: 1 };
    expect(data.byLender).toEqual([
      { lender_id: lenderA.id, name: 'Report Lender A', ...lenderAFigures },
      { lender_id: lenderB.id, name: 'Report Lender B', ...lenderBFigures },
    ]);
    expect(data.byPartner).toEqual([
      { partner_id: null, name: null, ...zero, ...noMoney, applications: 2, sent_to_lender: 1, rejected: 1 },
      { partner_id: partner.id, name: 'Report Partner', ...lenderAFigures },
    ]);
    expect(data.byProduct).toEqual(
      expect.arrayContaining([
        { product: 'pl', ...lenderAFigures },
        { product: 'bl', ...lenderBFigures },
        { product: 'cards', ...zero, ...noMoney, applications: 1 },
      ]),
    );
  });

  it('filters by partner, product and lender; the funnel events cannot be split by lender', async () => {
    const byPartner = await dashboard(`preset=yesterday&partnerId=${partner.id}`);
    expect(byPartner.kpis.visitors).toEqual({ value: 3, previous: 0 });
    expect(byPartner.kpis.applications).toEqual({ value: 1, previous: 1 });
    const cards = await dashboard('preset=yesterday&product=cards');
    expect(cards.kpis.applications.value).toBe(1);
    expect(cards.kpis.disbursed.value).toBe(0);
    const byLender = await dashboard(`preset=yesterday&lenderId=${lenderB.id}`);
    expect(byLender.kpis.visitors).toEqual({ value: null, previous: null });
    expect(byLender.funnel[0]).toEqual({ step: 'visitors', value: null });
    expect(byLender.kpis.applications).toEqual({ value: 1, previous: 0 });
  });

  it('says a range without activity is empty, and checks a custom range', async () => {
    const data = await dashboard('preset=custom_range&from=2025-01-01&to=2025-01-31');
    expect(data.empty).toBe(true);
    expect(data.trend).toHaveLength(31);
    const bad = await get('/api/admin/dashboard?preset=custom_range&from=2025-02-01&to=2025-01-01');
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body).errors).toEqual({ to: ['The last day cannot be before the first day'] });
    expect((await get('/api/admin/dashboard?product=car')).status).toBe(422);
  });

  it('offers removed lenders last in the filter, saying so, and tells same-named lenders apart by product', async () => {
    const name = `Twin Bank ${Date.now()}`;
    const personal = await createLender(t.db, { name, product: 'pl' });
    const business = await createLender(t.db, { name, product: 'bl' });
    const gone = await createLender(t.db, { name: `Gone Bank ${Date.now()}`, product: 'pl' });
    await t.db.execute(sql`update lenders set deleted_at = now() where id = ${gone.id}`);
    const { data } = await get<ReportFilterOptions>('/api/admin/reports/filters');
    const find = (id: number) => data.lenders.findIndex((lender) => lender.id === id);
    expect(data.lenders[find(personal.id)]).toEqual({ id: personal.id, name, product: 'pl', removed: false });
    expect(data.lenders[find(business.id)]).toMatchObject({ name, product: 'bl', removed: false });
    expect(data.lenders[find(gone.id)]?.removed).toBe(true);
    const firstRemoved = data.lenders.findIndex((lender) => lender.removed);
    expect(data.lenders.slice(firstRemoved).every((lender) => lender.removed)).toBe(true);
  });

  it('counts today as it goes when asked for today', async () => {
    const today = await dashboard('preset=today');
    expect(today.range).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(today.previous).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('ends last_7_days and last_30_days yesterday in India', async () => {
    expect((await dashboard('preset=last_7_days')).range).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    const month = await dashboard('preset=last_30_days');
    expect(month.range).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(month.previous).toEqual({ from: '2026-09-24', to: '2026-10-23' });
    expect(month.kpis.applications).toEqual({ value: 4, previous: 0 });
  });

  it('keeps the rollup equal to the raw rows of the same day', async () => {
    await rebuildRollupDay(t.db, '2026-11-22', NOW);
    const [rolled] = await rowsOf<Record<string, number>>(
      t.db,
      sql`select sum(visitors)::int as visitors, sum(otp_verified)::int as otp, sum(applications)::int as applications,
            sum(approved)::int as approved, sum(disbursed_amount)::float8 as disbursed_amount
          from daily_rollup where day = '2026-11-22'`,
    );
    const start = ist('2026-11-22 00:00');
    const end = ist('2026-11-23 00:00');
    const [raw] = await rowsOf<Record<string, number>>(
      t.db,
      sql`select
        (select count(*)::int from tracking_events where event = 'landing' and created_at >= ${start} and created_at < ${end}) as visitors,
        (select count(*)::int from tracking_events where event = 'otp_verified' and created_at >= ${start} and created_at < ${end}) as otp,
        (select count(*)::int from applications where created_at >= ${start} and created_at < ${end})
          + (select count(*)::int from tracking_events where event = 'offer_selected' and product in ('cards', 'insurance')
             and created_at >= ${start} and created_at < ${end}) as applications,
        (select count(*)::int from application_status_history where status = 'approved' and created_at >= ${start} and created_at < ${end}) as approved,
        (select coalesce(sum(disbursed_amount), 0)::float8 from applications where disbursed_on = '2026-11-22') as disbursed_amount`,
    );
    expect(rolled).toEqual(raw);
    // Counting a day again replaces it rather than adding to it.
    await rebuildRollupDay(t.db, '2026-11-22', NOW);
    const rows = await t.db.select().from(daily_rollup).where(eq(daily_rollup.day, '2026-11-22'));
    expect(rows.reduce((total, row) => total + row.visitors, 0)).toBe(6);
  });

  it('lets role 1 count a day again, not a day to come', async () => {
    await dashboard('preset=yesterday');
    // With the queue stopped, the asked-for day shows as being counted (the page asks again) until its job ran.
    await t.deps.jobs.stop();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dashboard/rebuild',
      payload: { day: '2026-11-22' },
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('The figures of 2026-11-22 are being counted again');
    expect((await get<Dashboard>('/api/admin/dashboard?preset=yesterday')).data.pendingDays).toBe(1);
    await t.deps.jobs.start(t.deps, { work: true });
    await t.deps.jobs.idle();
    expect((await get<Dashboard>('/api/admin/dashboard?preset=yesterday')).data.pendingDays).toBe(0);
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dashboard/rebuild',
      payload: { day: '2026-11-24' },
      headers: bearer(admin),
    });
    expect(future.statusCode).toBe(422);
    const audit = await t.db.select().from(audit_log).where(eq(audit_log.action, 'rollup.rebuild'));
    expect(audit.map((row) => row.entity_id)).toEqual(['2026-11-22']);
    const byOps = await t.app.inject({
      method: 'POST',
      url: '/api/admin/dashboard/rebuild',
      payload: { day: '2026-11-22' },
      headers: bearer(ops),
    });
    expect(byOps.statusCode).toBe(403);
  });
});

describe('report access', () => {
  it('opens each report only to the roles of its page', async () => {
    const pages: [string, number[]][] = [
      ['/api/admin/dashboard', [1, 2]],
      ['/api/admin/reports/filters', [1, 2]],
      ['/api/admin/reports/internal', [1, 2]],
      ['/api/admin/reports/internal/export?format=csv', [1, 2]],
      ['/api/admin/customers-journey', [1, 2]],
      ['/api/admin/reports/products', [1]],
      ['/api/admin/reports/products/export?format=csv', [1]],
      ['/api/admin/reports/vendors-products', [1]],
      ['/api/admin/reports/vendors-products/export?format=xlsx', [1]],
    ];
    const tokens = { 1: admin, 2: ops, 3: csr } as const;
    for (const [url, roles] of pages) {
      for (const role of [1, 2, 3] as const) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
        expect(response.statusCode, `${url} as role ${role}`).toBe(roles.includes(role) ? 200 : 403);
      }
      expect((await t.app.inject({ method: 'GET', url })).statusCode, `${url} signed out`).toBe(401);
    }
    const customer = await loginCustomer(t, alice.mobile_phone_number);
    expect((await get('/api/admin/reports/internal', customer.token)).status).toBe(403);
  });
});

describe('internal report', () => {
  it('lists applications by the date of the stage asked for', async () => {
    const created = await get<{ items: InternalReportRow[]; total: number }>(
      '/api/admin/reports/internal?preset=yesterday',
    );
    expect(created.data.total).toBe(2);
    expect(created.data.items.map((row) => row.application_id)).toEqual([rejected.id, approved.id]);
    const approvedRows = await get<{ items: InternalReportRow[] }>(
      '/api/admin/reports/internal?preset=last_7_days&stage=approved',
    );
    expect(approvedRows.data.items.map((row) => row.application_id)).toEqual([approved.id]);
    const disbursed = await get<{ items: InternalReportRow[] }>(
      `/api/admin/reports/internal?preset=yesterday&stage=disbursed&lenderId=${lenderA.id}`,
    );
    expect(disbursed.data.items).toEqual([
      expect.objectContaining({
        application_id: approved.id,
        customer_name: 'Alice Rao',
        mobile: alice.mobile_phone_number,
        pan: 'ABCDE1234F',
        partner_name: 'Report Partner',
        lender_name: 'Report Lender A',
        status: 'disbursed',
        disbursed_amount: 150000,
        disbursed_on: '2026-11-22',
        expected_commission: 3000,
      }),
    ]);
    const sent = await get<{ total: number }>(
      '/api/admin/reports/internal?preset=last_7_days&stage=sent&page=1&pageSize=1',
    );
    expect(sent.data.total).toBe(3);
  });

  it('masks mobile and PAN for role 2', async () => {
    const { data } = await get<{ items: InternalReportRow[] }>(
      '/api/admin/reports/internal?preset=yesterday&stage=disbursed',
      ops,
    );
    expect(data.items[0]?.mobile).toBe(`******${alice.mobile_phone_number.slice(-4)}`);
    expect(data.items[0]?.pan).toBe('******234F');
  });

  it('finds a customer by mobile or an application by id or reference, across all dates', async () => {
    const byMobile = await get<{ items: InternalReportRow[] }>(
      `/api/admin/reports/internal?preset=yesterday&q=${alice.mobile_phone_number}`,
    );
    expect(byMobile.data.items.map((row) => row.application_id)).toEqual([approved.id, earlier.id]);
    const byId = await get<{ items: InternalReportRow[] }>(`/api/admin/reports/internal?q=${earlier.id.toUpperCase()}`);
    expect(byId.data.items.map((row) => row.application_id)).toEqual([earlier.id]);
    expect(byId.data.items[0]?.reference).toBe(earlier.reference);
    const byReference = await get<{ items: InternalReportRow[] }>(
      `/api/admin/reports/internal?q=${earlier.reference.replace('-', '').toLowerCase()}`,
    );
    expect(byReference.data.items.map((row) => row.application_id)).toEqual([earlier.id]);
    const bad = await get('/api/admin/reports/internal?q=alice');
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.body).errors).toEqual({
      q: ['Search by a 10-digit mobile number, an application reference (SK-…) or an application id'],
    });
  });

  it('exports every matching row as a spreadsheet, masked as the page, and audits the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/internal/export?format=xlsx&preset=last_7_days',
      headers: bearer(ops),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(1).value).toBe('Application id');
    expect(sheet.getRow(1).getCell(2).value).toBe('Reference');
    expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^SK-[2-9A-HJKMNP-Z]{6}$/);
    expect(sheet.rowCount).toBe(4);
    const mobiles = [2, 3, 4].map((row) => String(sheet.getRow(row).getCell(5).value));
    expect(mobiles.every((mobile) => mobile.startsWith('******'))).toBe(true);
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'report.export'), eq(audit_log.entity_id, 'internal')));
    expect(audit.at(-1)?.new_value).toBe(JSON.stringify({ preset: 'last_7_days' }));

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/internal/export?format=csv&preset=custom_range&from=2026-11-01',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(422);
  });
});

describe('products and lenders × products', () => {
  it('sums the rollup per product with leads and conversion', async () => {
    const { data } = await get<{ items: { product: string; leads: number; conversion: number | null }[] }>(
      '/api/admin/reports/products?preset=yesterday',
    );
    expect(data.items).toEqual([
      expect.objectContaining({ product: 'bl', leads: 1, applications: 1, rejected: 1, conversion: 0 }),
      expect.objectContaining({ product: 'cards', leads: 0, applications: 1, conversion: null }),
      expect.objectContaining({ product: 'pl', leads: 1, applications: 1, disbursed: 1, conversion: 100 }),
    ]);
  });

  it('gives each lender and product its approval rate, ticket and turnaround', async () => {
    const { data } = await get<{ items: Record<string, unknown>[]; total: number }>(
      '/api/admin/reports/vendors-products?preset=yesterday&sort=-applications',
    );
    expect(data.total).toBe(2);
    expect(data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lender_name: 'Report Lender A',
          product: 'pl',
          approval_rate: 100,
          average_ticket: 150000,
          turnaround_hours: 4,
          expected_commission: 3000,
          received_commission: 2500,
        }),
        expect.objectContaining({
          lender_name: 'Report Lender B',
          product: 'bl',
          approval_rate: 0,
          average_ticket: null,
          turnaround_hours: 2,
        }),
      ]),
    );
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports/vendors-products/export?format=csv&preset=yesterday',
      headers: { ...bearer(admin), 'accept-language': 'hi' },
    });
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('ऋणदाता,उत्पाद,आवेदन')).toBe(true);
    expect(lines).toHaveLength(3);
  });
});

describe("customers' journeys", () => {
  it('lists customers seen in the range with their steps and first campaign', async () => {
    const { data } = await get<{ items: JourneyRow[] }>('/api/admin/customers-journey?preset=yesterday');
    expect(data.items.map((row) => row.user_id)).toEqual([bob.id, alice.id]);
    const aliceRow = data.items[1] as JourneyRow;
    expect(aliceRow).toMatchObject({
      customer_name: 'Alice Rao',
      partner_name: 'Report Partner',
      utm_source: 'google',
      utm_campaign: 'diwali',
      furthest_step: 'offer_selected',
      events: 4,
      applications: 2,
    });
    expect(aliceRow.steps.otp_verified).toBe(ist('2026-11-22 09:05').toISOString());
    expect(aliceRow.steps.landing).toBe(ist('2026-11-22 09:05').toISOString());
    const masked = await get<{ items: JourneyRow[] }>('/api/admin/customers-journey?preset=yesterday', ops);
    expect(masked.data.items[0]?.mobile).toMatch(/^\*{6}\d{4}$/);
  });

  it('drills into customers who reached a step, and searches by mobile or application id', async () => {
    const offers = await get<{ items: JourneyRow[] }>(
      `/api/admin/customers-journey?preset=yesterday&step=offers_viewed&partnerId=${partner.id}`,
    );
    expect(offers.data.items.map((row) => row.user_id)).toEqual([alice.id]);
    const byApplication = await get<{ items: JourneyRow[] }>(`/api/admin/customers-journey?q=${rejected.id}`);
    expect(byApplication.data.items.map((row) => row.user_id)).toEqual([bob.id]);
    const byMobile = await get<{ items: JourneyRow[] }>(`/api/admin/customers-journey?q=${bob.mobile_phone_number}`);
    expect(byMobile.data.items.map((row) => row.user_id)).toEqual([bob.id]);
  });

  it("shows one customer's timeline oldest first, audited; an unknown customer is a 404", async () => {
    const { status, data } = await get<{
      events: { event: string; at: string }[];
      applications: unknown[];
      eventCount: number;
    }>(`/api/admin/customers-journey/${alice.id}`, ops);
    expect(status).toBe(200);
    expect(data.events.map((row) => row.event)).toEqual([
      'otp_verified',
      'profile_complete',
      'offers_viewed',
      'offer_selected',
    ]);
    expect(data.eventCount).toBe(4);
    expect(data.applications).toHaveLength(2);
    const audit = await t.db.select().from(audit_log).where(eq(audit_log.action, 'customer.journey_view'));
    expect(audit.map((row) => row.entity_id)).toContain(String(alice.id));
    expect((await get('/api/admin/customers-journey/99999999')).status).toBe(404);
    expect((await get(`/api/admin/customers-journey/${alice.id}`, csr)).status).toBe(403);
  });

  it('keeps a journey as the customer is tracked, the same as counting it again', async () => {
    const customer = await createCustomer(t.db, {});
    const { token } = await loginCustomer(t, customer.mobile_phone_number);
    for (const body of [
      { event: 'landing' },
      { event: 'landing' },
      { event: 'otp_verified', utms: { utm_source: 'facebook' } },
      { event: 'offer_selected', product: 'insurance', utms: { utm_source: 'google' } },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/tracking',
        payload: body,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    const [kept] = await t.db.select().from(customer_journeys).where(eq(customer_journeys.user_id, customer.id));
    expect(kept).toMatchObject({
      utm_source: 'facebook',
      product: 'insurance',
      furthest_step: 'offer_selected',
      events: 4,
    });
    await rebuildJourneys(t.db);
    const [counted] = await t.db.select().from(customer_journeys).where(eq(customer_journeys.user_id, customer.id));
    expect(counted).toEqual(kept);
  });
});
