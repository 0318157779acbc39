import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@saakh/domain/merchants';
import type {
  CustomFunnel,
  PartnerApplicationRow,
  PartnerDashboard,
  PartnerInsightOptions,
  Statement,
  StatementLine,
  StuckLead,
} from '@saakh/domain/partner-insights';
import { tracking_events } from '../../db/schema/customer';
import { commission_ledger } from '../../db/schema/ingestion';
import { tracking_link_clicks, tracking_links } from '../../db/schema/tracking-links';
import type { Clock } from '../../deps';
import {
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  createRevenueItem,
  type ApplicationRow,
  type PartnerRow,
} from '../../test/factories';
import { adminToken, bearer, createTestApp, loginPartner, type TestApp } from '../../test/test-app';
import { recordStatusChange } from '../applications/applications.service';
import { refreshCommissionsFor } from '../commissions/commissions.service';
import { rebuildRollupDay, recordJourneyEvent } from '../reporting/rollup.repository';
import { statementHtml } from './statement-render';

const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`);
const NOW = ist('2026-11-20 12:00');
const MONTH = '2026-11';
const RANGE = 'preset=custom_range&from=2026-11-01&to=2026-11-19';

let t: TestApp;
let admin: string;
// A parent partner with a sub-partner, and another partner that is neither.
let parent: PartnerRow;
let sub: PartnerRow;
let other: PartnerRow;
let parentToken: string;
let subToken: string;
let otherToken: string;
let a1: ApplicationRow;
let a2: ApplicationRow;
let a3: ApplicationRow;
const mobiles = {
  a1: '9876501111',
  a2: '9876502222',
  a3: '9876503333',
  stuckSub: '9876504444',
  stuckOther: '9876505555',
};

function gstin(pan: string): string {
  const first14 = `27${pan}1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}

async function get<T>(token: string, url: string): Promise<{ status: number; data: T; body: string }> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const body = response.body;
  return { status: response.statusCode, data: (response.json() as { data: T }).data, body };
}

beforeAll(async () => {
  t = await createTestApp();
  (t.deps as { clock: Clock }).clock = { now: () => NOW };
  admin = await adminToken(t, 1);

  // The lender pays Saakh 1% of every disbursal (one slab); the sub-partner takes 50% of that plus ₹100 and gives
  // its parent 20% of its share; it is registered for GST, its parent is not.
  const lender = await createLender(t.db, { display_name: 'Kotak Mahindra Bank' });
  await createRevenueItem(t.db, lender.id, { revenue_percent: '1.000' });
  parent = await createPartner(t.db, { revenue_percent: '40.000', revenue_flat_fee: 0 });
  sub = await createPartner(t.db, {
    revenue_percent: '50.000',
    revenue_flat_fee: 100,
    parent_partner_id: parent.id,
    parent_split_percent: '20.00',
    pan: 'ABCPE1234F',
    gstin: gstin('ABCPE1234F'),
  });
  other = await createPartner(t.db);
  const users = await Promise.all(
    [parent, sub, other].map((partner) => createPartnerUser(t.db, { partner_id: partner.id })),
  );
  [parentToken, subToken, otherToken] = await Promise.all(users.map((user) => loginPartner(t, user.email)));

  const customer = (mobile: string, partnerId: number) =>
    createCustomer(t.db, { mobile_phone_number: mobile, tin: `ABCDE${mobile.slice(-4)}Z`, partner_id: partnerId });
  const [c1, c2, c3] = await Promise.all([
    customer(mobiles.a1, sub.id),
    customer(mobiles.a2, sub.id),
    customer(mobiles.a3, other.id),
  ]);
  const disbursed = (userId: number, partnerId: number, amount: number, day: string) =>
    createApplication(t.db, {
      userId,
      lenderId: lender.id,
      partnerId,
      status: 'disbursed',
      amount,
      disbursed_amount: String(amount),
      disbursed_on: day,
      created_at: ist(`${day} 10:00`),
    });
  a1 = await disbursed(c1.id, sub.id, 100_000, '2026-11-03');
  a2 = await disbursed(c2.id, sub.id, 300_000, '2026-11-10');
  a3 = await disbursed(c3.id, other.id, 200_000, '2026-11-12');
  await refreshCommissionsFor(t.db, [a1.id, a2.id, a3.id]);
  // The lender paid for the first disbursal: its shares are earned, with TDS deducted.
  await t.db
    .update(commission_ledger)
    .set({ status: 'earned', tds: sql`round(amount * 0.02, 2)`, earned_at: ist('2026-11-15 10:00') })
    .where(eq(commission_ledger.application_id, a1.id));

  // Customers who verified their number ten days ago and went no further: one of the sub-partner's, one of the other's.
  const stuckSub = await customer(mobiles.stuckSub, sub.id);
  const stuckOther = await customer(mobiles.stuckOther, other.id);
  for (const [user, partnerId] of [
    [stuckSub, sub.id],
    [stuckOther, other.id],
  ] as const) {
    await recordJourneyEvent(t.db, {
      userId: user.id,
      event: 'otp_verified',
      partnerId,
      product: 'pl',
      utms: { utm_campaign: 'diwali' },
      at: ist('2026-11-09 11:00'),
    });
  }
  // The sub-partner's link: two clicks, and the stuck customer came through it.
  const [link] = await t.db
    .insert(tracking_links)
    .values({
      code: 'SUBLINK2',
      partner_id: sub.id,
      campaign: 'Diwali',
      url_segment: sub.key,
      utm_source: 'whatsapp',
      utm_medium: 'social',
      utm_campaign: 'diwali',
    })
    .returning();
  subLinkId = link?.id ?? 0;
  await t.db.insert(tracking_link_clicks).values([
    { link_id: subLinkId, created_at: ist('2026-11-09 10:00') },
    { link_id: subLinkId, created_at: ist('2026-11-09 10:30') },
  ]);
  await t.db.insert(tracking_events).values({
    event: 'otp_verified',
    category_id: 0,
    goal_id: 0,
    user_id: stuckSub.id,
    partner_id: sub.id,
    utms: { utm_campaign: 'diwali', utm_content: 'SUBLINK2' },
    created_at: ist('2026-11-09 11:00'),
  });
  for (const day of ['2026-11-03', '2026-11-09', '2026-11-10', '2026-11-12']) await rebuildRollupDay(t.db, day, NOW);
}, 60_000);

let subLinkId = 0;

afterAll(async () => {
  await t?.close();
});

describe('the commission statement', () => {
  const line = (statement: Statement, kind: StatementLine['kind'], applicationId: string, partnerId: number) =>
    statement.lines.find(
      (item) => item.kind === kind && item.application_id === applicationId && item.partner_id === partnerId,
    );

  it('answers each line as computed by hand: slab, terms, parent split, GST, TDS and a clawback', async () => {
    const ledgerA2 = await t.db
      .select({ id: commission_ledger.id })
      .from(commission_ledger)
      .where(sql`${commission_ledger.application_id} = ${a2.id} and ${commission_ledger.partner_id} = ${sub.id}`);
    const clawback = await t.app.inject({
      method: 'POST',
      url: '/api/admin/commission-clawbacks',
      headers: bearer(admin),
      payload: { ledger_id: ledgerA2[0]?.id, reason: 'Loan cancelled in the cooling-off period' },
    });
    expect(clawback.statusCode).toBe(200);
    expect(clawback.json().data).toMatchObject({ amount: 1280, tds: 25.6, month: MONTH });

    const { status, data } = await get<Statement>(subToken, `/api/partner/insights/statement?month=${MONTH}`);
    expect(status).toBe(200);
    expect(data.lines).toHaveLength(3);
    // ₹1,00,000 × 1% = ₹1,000 to Saakh; 50% + ₹100 = ₹600; the parent's 20% is ₹120, ₹480 stays; GST 18% = ₹86.40;
    // TDS 2% = ₹9.60; net ₹556.80.
    expect(line(data, 'commission', a1.id, sub.id)).toMatchObject({
      lender_name: 'Kotak Mahindra Bank',
      disbursed_amount: 100_000,
      disbursed_on: '2026-11-03',
      slab: { position: 1, revenue_percent: 1, revenue_flat: null },
      base_amount: 1000,
      terms: { revenue_percent: 50, revenue_flat_fee: 100 },
      gross_share: 600,
      split_role: 'after_parent',
      split_percent: 20,
      amount: 480,
      gst: 86.4,
      tds: 9.6,
      net: 556.8,
      status: 'earned',
    });
    // ₹3,00,000 × 1% = ₹3,000; 50% + ₹100 = ₹1,600; parent ₹320, own ₹1,280; GST ₹230.40; TDS ₹25.60; net ₹1,484.80.
    expect(line(data, 'commission', a2.id, sub.id)).toMatchObject({
      base_amount: 3000,
      gross_share: 1600,
      amount: 1280,
      gst: 230.4,
      tds: 25.6,
      net: 1484.8,
      status: 'pending',
    });
    expect(line(data, 'clawback', a2.id, sub.id)).toMatchObject({
      amount: -1280,
      gst: -230.4,
      tds: -25.6,
      net: -1484.8,
      reason: 'Loan cancelled in the cooling-off period',
    });
    expect(data.totals).toEqual({
      disbursals: 2,
      disbursed_amount: 400_000,
      amount: 480,
      gst: 86.4,
      tds: 9.6,
      net: 556.8,
      clawbacks: -1484.8,
      by_status: { earned: 556.8, pending: 1484.8, paid: 0 },
    });
  });

  it("gives the parent its own 20% lines and its sub-partner's, and one of them when asked", async () => {
    const { data } = await get<Statement>(parentToken, `/api/partner/insights/statement?month=${MONTH}`);
    expect(data.lines).toHaveLength(5);
    // The parent is not registered for GST: ₹120 − TDS ₹2.40 = ₹117.60.
    expect(line(data, 'commission', a1.id, parent.id)).toMatchObject({
      split_role: 'parent_share',
      gross_share: 600,
      amount: 120,
      gst: 0,
      tds: 2.4,
      net: 117.6,
    });
    expect(line(data, 'commission', a2.id, parent.id)).toMatchObject({ amount: 320, tds: 6.4, net: 313.6 });
    expect(data.lines.some((item) => item.application_id === a3.id)).toBe(false);

    const onlySub = await get<Statement>(
      parentToken,
      `/api/partner/insights/statement?month=${MONTH}&partnerId=${sub.id}`,
    );
    expect(onlySub.data.lines.map((item) => item.partner_id)).toEqual([sub.id, sub.id, sub.id]);
  });

  it("never shows another partner's lines: a sub-partner cannot read its parent, nor a stranger either", async () => {
    const theirs = await get<Statement>(otherToken, `/api/partner/insights/statement?month=${MONTH}`);
    expect(theirs.data.lines.map((item) => item.application_id)).toEqual([a3.id]);
    for (const [token, partnerId] of [
      [subToken, parent.id],
      [otherToken, sub.id],
      [subToken, other.id],
    ] as const) {
      const response = await get(token, `/api/partner/insights/statement?month=${MONTH}&partnerId=${partnerId}`);
      expect(response.status).toBe(404);
      const download = await get(
        token,
        `/api/partner/insights/statement/download?month=${MONTH}&format=xlsx&partnerId=${partnerId}`,
      );
      expect(download.status).toBe(404);
    }
  });

  it('refuses a month that is not YYYY-MM', async () => {
    const response = await get(subToken, '/api/partner/insights/statement?month=2026-13');
    expect(response.status).toBe(422);
  });

  it('downloads as a spreadsheet with the lines as numbers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/partner/insights/statement/download?month=${MONTH}&format=xlsx&lang=en`,
      headers: bearer(subToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`commission-statement-${MONTH}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(4).values as unknown[]).slice(1);
    expect(header).toContain('Net (₹)');
    const netColumn = header.indexOf('Net (₹)') + 1;
    const rows = [5, 6, 7].map((row) => sheet?.getRow(row));
    expect(rows.map((row) => row?.getCell(2).value)).toEqual([a1.id, a2.id, a2.id]);
    expect(rows.map((row) => row?.getCell(netColumn).value)).toEqual([556.8, 1484.8, -1484.8]);
    expect(sheet?.getRow(8).getCell(netColumn).value).toBe(556.8);
  });

  it('prints a PDF whose Hindi heading is shaped with a Devanagari font', async () => {
    const { data } = await get<Statement>(subToken, `/api/partner/insights/statement?month=${MONTH}`);
    const html = statementHtml(data, 'hi', NOW);
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<h1>कमीशन विवरण</h1>');

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/partner/insights/statement/download?month=${MONTH}&format=pdf&lang=hi`,
      headers: bearer(subToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    // The embedded font names show the Devanagari font was used.
    expect(pdf.toString('latin1')).toMatch(/Lohit|Devanagari/);
  }, 60_000);

  it('escapes every text it prints', () => {
    const html = statementHtml(
      {
        month: MONTH,
        partner_name: '<script>alert(1)</script>',
        gst_percent: 18,
        tds_percent: 2,
        lines: [],
        totals: {
          disbursals: 0,
          disbursed_amount: 0,
          amount: 0,
          gst: 0,
          tds: 0,
          net: 0,
          clawbacks: 0,
          by_status: { pending: 0, earned: 0, paid: 0 },
        },
      },
      'en',
      NOW,
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('reports: applications', () => {
  it("lists the scope's applications with the mobile and PAN masked, and none of another partner's", async () => {
    const subList = await get<{ items: PartnerApplicationRow[] }>(
      subToken,
      `/api/partner/insights/applications?${RANGE}&stage=created`,
    );
    expect(subList.status).toBe(200);
    expect(subList.data.items.map((row) => row.application_id).sort()).toEqual([a1.id, a2.id].sort());
    const first = subList.data.items.find((row) => row.application_id === a1.id);
    expect(first?.mobile).toBe('******1111');
    expect(first?.pan).toBe('******111Z');
    expect(subList.body).not.toContain(mobiles.a1);
    expect(first).not.toHaveProperty('expected_commission');

    const parentList = await get<{ items: PartnerApplicationRow[] }>(
      parentToken,
      `/api/partner/insights/applications?${RANGE}`,
    );
    expect(parentList.data.items).toHaveLength(2);
    const otherList = await get<{ items: PartnerApplicationRow[] }>(
      otherToken,
      `/api/partner/insights/applications?${RANGE}`,
    );
    expect(otherList.data.items.map((row) => row.application_id)).toEqual([a3.id]);
    // Searching another partner's customer finds nothing.
    const search = await get<{ items: PartnerApplicationRow[] }>(
      subToken,
      `/api/partner/insights/applications?q=${mobiles.a3}`,
    );
    expect(search.data.items).toEqual([]);
  });

  it('sorts by amount on the server', async () => {
    const { data } = await get<{ items: PartnerApplicationRow[] }>(
      parentToken,
      `/api/partner/insights/applications?${RANGE}&sort=-amount`,
    );
    expect(data.items.map((row) => row.amount)).toEqual([300_000, 100_000]);
  });

  it('exports the same rows as CSV, masked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/partner/insights/applications/export?${RANGE}&format=csv`,
      headers: bearer(parentToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(a1.id);
    expect(response.body).toContain('******2222');
    expect(response.body).not.toContain(a3.id);
    expect(response.body).not.toContain(mobiles.a2);
  });

  it('exports where each status came from and when, headed in the reader’s language', async () => {
    const csv = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/partner/insights/applications/export?${RANGE}&format=csv`,
        headers: { ...bearer(parentToken), 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      return response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    };
    const [english] = await csv('en');
    expect(english).toContain('Status,Status from,Status changed at,');
    const [hindi] = await csv('hi');
    expect(hindi).toContain('स्थिति,स्थिति का स्रोत,स्थिति बदलने का समय,');
  });

  it('says where each application’s current status came from and when: its newest step, to its partners only', async () => {
    // Outside the report's dates (found by its id): the lender's file put it in review, then its API approved it.
    const customer = await createCustomer(t.db, { mobile_phone_number: '9876506666', partner_id: sub.id });
    const live = await createApplication(t.db, {
      userId: customer.id,
      lenderId: a1.lender_id,
      partnerId: sub.id,
      status: 'submitted',
      created_at: ist('2026-09-15 10:00'),
    });
    await t.db.transaction((tx) =>
      recordStatusChange(
        t.deps,
        tx,
        { applicationId: live.id, from: 'submitted', to: 'in_review', actorId: null },
        'lender_file',
      ),
    );
    const before = Date.now();
    await t.db.transaction((tx) =>
      recordStatusChange(
        t.deps,
        tx,
        { applicationId: live.id, from: 'in_review', to: 'approved', actorId: null },
        'lender_callback',
      ),
    );

    for (const token of [subToken, parentToken]) {
      const { status, data } = await get<{ items: PartnerApplicationRow[] }>(
        token,
        `/api/partner/insights/applications?q=${live.id}`,
      );
      expect(status).toBe(200);
      expect(data.items).toHaveLength(1);
      const [row] = data.items;
      expect(row).toMatchObject({ application_id: live.id, status: 'approved', status_source: 'lender_callback' });
      expect(Date.parse(row?.status_changed_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    }
    // An application with no history says so rather than guessing.
    const plain = await get<{ items: PartnerApplicationRow[] }>(
      subToken,
      `/api/partner/insights/applications?q=${a1.id}`,
    );
    expect(plain.data.items[0]).toMatchObject({ status_source: null, status_changed_at: null });

    // Another partner never reads it, by its id or its customer's number.
    for (const q of [live.id, '9876506666']) {
      const stranger = await get<{ items: PartnerApplicationRow[] }>(
        otherToken,
        `/api/partner/insights/applications?q=${q}`,
      );
      expect(stranger.status).toBe(200);
      expect(stranger.data.items).toEqual([]);
    }
  });
});

describe('the dashboard', () => {
  it("counts the scope's figures and earnings, and only a stranger's own for the stranger", async () => {
    const parentView = await get<PartnerDashboard>(parentToken, `/api/partner/insights/dashboard?${RANGE}`);
    expect(parentView.status).toBe(200);
    expect(parentView.data.kpis.disbursed).toEqual({ value: 2, previous: 0 });
    expect(parentView.data.kpis.disbursed_amount.value).toBe(400_000);
    // Earned on 15 November: the parent's ₹120 and the sub-partner's ₹480; still pending: ₹320 and ₹1,280.
    expect(parentView.data.earnings.earned.value).toBe(600);
    expect(parentView.data.earnings.pending.value).toBe(1600);
    expect(parentView.data.earnings.paid.value).toBe(0);
    expect(parentView.data.trend.find((point) => point.day === '2026-11-10')?.disbursed).toBe(1);

    const subView = await get<PartnerDashboard>(subToken, `/api/partner/insights/dashboard?${RANGE}`);
    expect(subView.data.earnings.earned.value).toBe(480);
    const otherBefore = await get<PartnerDashboard>(otherToken, `/api/partner/insights/dashboard?${RANGE}`);
    expect(otherBefore.data.kpis.disbursed.value).toBe(1);
    expect(otherBefore.data.earnings.pending.value).toBe(265);
    // Earned on the 16th and paid on the 18th: no longer pending, earned and paid in the period.
    await t.db
      .update(commission_ledger)
      .set({ status: 'paid', earned_at: ist('2026-11-16 10:00'), paid_at: ist('2026-11-18 10:00') })
      .where(eq(commission_ledger.application_id, a3.id));
    const otherView = await get<PartnerDashboard>(otherToken, `/api/partner/insights/dashboard?${RANGE}`);
    expect(otherView.data.earnings).toEqual({
      pending: { value: 0, previous: 0 },
      earned: { value: 265, previous: 0 },
      paid: { value: 265, previous: 0 },
    });
    const narrowed = await get<PartnerDashboard>(
      parentToken,
      `/api/partner/insights/dashboard?${RANGE}&partnerId=${parent.id}`,
    );
    expect(narrowed.data.kpis.disbursed.value).toBe(0);
    expect((await get(subToken, `/api/partner/insights/dashboard?${RANGE}&partnerId=${parent.id}`)).status).toBe(404);
  });

  it('lists the leads stuck at a step, masked, to their partner and its parent only', async () => {
    const subStuck = await get<{ items: StuckLead[] }>(subToken, '/api/partner/insights/stuck-leads?days=3');
    expect(subStuck.data.items).toHaveLength(1);
    expect(subStuck.data.items[0]).toMatchObject({ mobile: '******4444', step: 'otp_verified', days_idle: 11 });
    const parentStuck = await get<{ items: StuckLead[] }>(parentToken, '/api/partner/insights/stuck-leads');
    expect(parentStuck.data.items.map((lead) => lead.mobile)).toEqual(['******4444']);
    const otherStuck = await get<{ items: StuckLead[] }>(otherToken, '/api/partner/insights/stuck-leads');
    expect(otherStuck.data.items.map((lead) => lead.mobile)).toEqual(['******5555']);
    // Not stuck yet when the step is recent enough.
    const recent = await get<{ items: StuckLead[] }>(subToken, '/api/partner/insights/stuck-leads?days=30');
    expect(recent.data.items).toEqual([]);
    expect((await get(subToken, '/api/partner/insights/stuck-leads?days=0')).status).toBe(422);
  });
});

describe('the filters offered', () => {
  it('name the parent and its sub-partner to the parent, and only itself to anyone else', async () => {
    const parentOptions = await get<PartnerInsightOptions>(parentToken, '/api/partner/insights/options');
    expect(parentOptions.data.partners.map((item) => [item.id, item.own])).toEqual([
      [parent.id, true],
      [sub.id, false],
    ]);
    expect(parentOptions.data.links.map((link) => link.id)).toEqual([subLinkId]);
    expect(parentOptions.data.campaigns).toEqual(['diwali']);
    const subOptions = await get<PartnerInsightOptions>(subToken, '/api/partner/insights/options');
    expect(subOptions.data.partners.map((item) => item.id)).toEqual([sub.id]);
    const otherOptions = await get<PartnerInsightOptions>(otherToken, '/api/partner/insights/options');
    expect(otherOptions.data.partners.map((item) => item.id)).toEqual([other.id]);
    expect(otherOptions.data.links).toEqual([]);
  });
});

describe('the custom funnel', () => {
  it('keeps the chosen steps in the journey order, counted as one cohort so no step exceeds the one before', async () => {
    const { status, data } = await get<CustomFunnel>(
      parentToken,
      `/api/partner/insights/funnel?${RANGE}&steps=disbursed,otp_verified,applied`,
    );
    expect(status).toBe(200);
    expect(data.basis).toBe('cohort');
    // Counted day by day (the rollups) this read 1 verified, then 2 applied: 200 %.
    expect(data.steps.map((step) => [step.step, step.value, step.conversion])).toEqual([
      ['otp_verified', 1, null],
      ['applied', 0, 0],
      ['disbursed', 0, null],
    ]);
    const all = await get<CustomFunnel>(parentToken, `/api/partner/insights/funnel?${RANGE}`);
    for (const [index, step] of all.data.steps.entries()) {
      if (index > 0) expect(step.value).toBeLessThanOrEqual(all.data.steps[index - 1]?.value ?? 0);
      expect(step.conversion ?? 0).toBeLessThanOrEqual(100);
    }
  });

  it("follows a link's customers, and a link of another partner is unknown", async () => {
    const { data } = await get<CustomFunnel>(
      subToken,
      `/api/partner/insights/funnel?${RANGE}&linkId=${subLinkId}&steps=visits,otp_verified,applied`,
    );
    expect(data.basis).toBe('link');
    expect(data.steps).toEqual([
      { step: 'visits', value: 2, conversion: null, overall: null },
      { step: 'otp_verified', value: 1, conversion: 50, overall: 50 },
      { step: 'applied', value: 0, conversion: 0, overall: 0 },
    ]);
    expect((await get(otherToken, `/api/partner/insights/funnel?${RANGE}&linkId=${subLinkId}`)).status).toBe(404);
    const campaign = await get<CustomFunnel>(parentToken, `/api/partner/insights/funnel?${RANGE}&campaign=diwali`);
    expect(campaign.data.steps.find((step) => step.step === 'otp_verified')?.value).toBe(1);
    const strangers = await get<CustomFunnel>(otherToken, `/api/partner/insights/funnel?${RANGE}&campaign=diwali`);
    expect(strangers.data.steps.find((step) => step.step === 'visits')?.value).toBe(0);
  });

  it('refuses fewer than two steps', async () => {
    const response = await get(subToken, `/api/partner/insights/funnel?${RANGE}&steps=visits`);
    expect(response.status).toBe(422);
  });
});
