import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerPayout } from '@saakh/domain/merchants';
import type { Statement, StatementLine } from '@saakh/domain/partner-insights';
import type { LenderRevenueItem } from '@saakh/domain/revenue';
import { audit_log } from '../../db/schema/audit';
import { commission_ledger } from '../../db/schema/ingestion';
import { commission_clawbacks } from '../../db/schema/partner-insights';
import type { Clock } from '../../deps';
import {
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  revenueTypeId,
  type ApplicationRow,
  type LedgerRow,
  type PartnerRow,
} from '../../test/factories';
import { adminToken, bearer, createTestApp, loginPartner, type TestApp } from '../../test/test-app';
import { refreshCommissionsFor } from './commissions.service';

const NOW = new Date('2026-11-20T06:30:00Z');
const MONTH = '2026-11';

let t: TestApp;
let admin: string;
let lenderId: number;
let parent: PartnerRow;
let sub: PartnerRow;
let subToken: string;
let slabs: { upTo2L: LenderRevenueItem; above2L: LenderRevenueItem };
let small: ApplicationRow;
let large: ApplicationRow;

async function call<T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const statement = () => call<Statement>(subToken, 'GET', `/api/partner/insights/statement?month=${MONTH}`);

async function disburse(amount: number, day: string): Promise<ApplicationRow> {
  const customer = await createCustomer(t.db, { partner_id: sub.id });
  const app = await createApplication(t.db, {
    userId: customer.id,
    lenderId,
    partnerId: sub.id,
    status: 'disbursed',
    amount,
    disbursed_amount: String(amount),
    disbursed_on: day,
  });
  // What the application-events subscriber does after a disbursal.
  await refreshCommissionsFor(t.db, [app.id]);
  return app;
}

async function ledgerRows(): Promise<LedgerRow[]> {
  return t.db
    .select()
    .from(commission_ledger)
    .where(inArray(commission_ledger.partner_id, [parent.id, sub.id]));
}

const money = (value: string | null) => (value === null ? null : Number(value));

/** What a statement line must show of its ledger row: the row's figures and what priced it, nothing worked out again. */
function asLine(row: LedgerRow): Partial<StatementLine> {
  return {
    ledger_id: row.id,
    partner_id: row.partner_id,
    application_id: row.application_id,
    slab:
      row.slab_position === null
        ? null
        : {
            position: row.slab_position,
            revenue_percent: money(row.lender_percent),
            revenue_flat: money(row.lender_flat),
          },
    base_amount: Number(row.base_amount),
    terms: { revenue_percent: money(row.partner_percent), revenue_flat_fee: row.partner_flat },
    gross_share: Number(row.gross_share),
    split_role: row.split_role,
    split_percent: money(row.split_percent),
    amount: Number(row.amount),
    tds: Number(row.tds),
    status: row.status,
  };
}

/** Every commission line of the sub-partner's statement against its ledger row. */
async function expectLinesEqualRows(): Promise<StatementLine[]> {
  const { lines } = await statement();
  const rows = (await ledgerRows()).filter((row) => row.partner_id === sub.id);
  const commission = lines.filter((line) => line.kind === 'commission');
  expect(commission).toHaveLength(rows.length);
  for (const row of rows) {
    expect(commission.find((line) => line.ledger_id === row.id)).toMatchObject(asLine(row));
  }
  return commission;
}

const lineOf = (lines: StatementLine[], app: ApplicationRow) => lines.find((line) => line.application_id === app.id);

beforeAll(async () => {
  t = await createTestApp();
  (t.deps as { clock: Clock }).clock = { now: () => NOW };
  admin = await adminToken(t, 1);
  lenderId = (await createLender(t.db, { display_name: 'Axis Bank' })).id;
  const slabType = await revenueTypeId(t.db, 'Slab based');
  // The lender pays 1% up to ₹2,00,000 and 1.5% + ₹500 above, entered by role 1 as on the lender's page.
  const add = (fields: object) =>
    call<LenderRevenueItem>(admin, 'POST', '/api/lender-revenue/create', {
      lender_id: lenderId,
      revenue_type_id: slabType,
      status: 1,
      ...fields,
    });
  slabs = {
    upTo2L: await add({ slab_disbursed_min: 0, slab_disbursed_max: 200_000, revenue_percent: 1 }),
    above2L: await add({ slab_disbursed_min: 200_001, revenue_percent: 1.5, revenue_flat: 500 }),
  };
  // The sub-partner takes 50% of Saakh's commission plus ₹100 and gives its parent 20% of that.
  parent = await createPartner(t.db, { revenue_percent: '40.000', revenue_flat_fee: 0 });
  sub = await createPartner(t.db, {
    revenue_percent: '50.000',
    revenue_flat_fee: 100,
    parent_partner_id: parent.id,
    parent_split_percent: '20.00',
    legal_name: 'Rural Loans Agents LLP',
    pan: 'AAPFU0939F',
    contact_name: 'Sunita Yadav',
    contact_email: 'sunita@rural-agents.example',
    contact_mobile: '9812044455',
    bank_account_holder: 'Rural Loans Agents',
    bank_account_number: '123456789012',
    bank_ifsc: 'HDFC0001234',
  });
  subToken = await loginPartner(t, (await createPartnerUser(t.db, { partner_id: sub.id })).email);

  small = await disburse(100_000, '2026-11-03');
  large = await disburse(300_000, '2026-11-05');
  // The lender paid for the small loan: its shares are earned and keep their figures from now on.
  await t.db
    .update(commission_ledger)
    .set({ status: 'earned', earned_at: new Date('2026-11-15T06:30:00Z') })
    .where(eq(commission_ledger.application_id, small.id));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("a statement line equals its ledger row after the lender's slabs change", () => {
  it('names the slab and rates that priced each line, not the slabs as they are now', async () => {
    const before = await expectLinesEqualRows();
    // ₹1,00,000 × 1% = ₹1,000; 50% + ₹100 = ₹600, of which the parent takes ₹120: ₹480.
    expect(lineOf(before, small)).toMatchObject({
      slab: { position: 1, revenue_percent: 1, revenue_flat: null },
      base_amount: 1000,
      gross_share: 600,
      amount: 480,
      status: 'earned',
    });
    // ₹3,00,000 × 1.5% + ₹500 = ₹5,000; 50% + ₹100 = ₹2,600; the parent's 20% = ₹520: ₹2,080.
    expect(lineOf(before, large)).toMatchObject({
      slab: { position: 2, revenue_percent: 1.5, revenue_flat: 500 },
      base_amount: 5000,
      amount: 2080,
    });

    // Role 1 doubles the small-loan slab and moves it below the other.
    await call(admin, 'POST', '/api/lender-revenue/update', {
      id: slabs.upTo2L.id,
      revenue_type_id: slabs.upTo2L.revenue_type_id,
      slab_disbursed_min: 0,
      slab_disbursed_max: 200_000,
      revenue_percent: 2,
      status: 1,
    });
    await call(admin, 'POST', '/api/lender-revenue/set-order', {
      lender_id: lenderId,
      lender_revenue_ids: [slabs.above2L.id, slabs.upTo2L.id],
    });
    // Nothing was priced since: every line still shows what priced it.
    const edited = await expectLinesEqualRows();
    expect(lineOf(edited, small)?.slab).toEqual({ position: 1, revenue_percent: 1, revenue_flat: null });
    expect(lineOf(edited, large)?.slab).toEqual({ position: 2, revenue_percent: 1.5, revenue_flat: 500 });

    // A new disbursal prices the lender's month again: pending lines take the new slabs, the earned one keeps its own.
    const third = await disburse(50_000, '2026-11-12');
    const after = await expectLinesEqualRows();
    expect(lineOf(after, small)).toMatchObject({ slab: { position: 1, revenue_percent: 1 }, amount: 480 });
    expect(lineOf(after, large)?.slab).toEqual({ position: 1, revenue_percent: 1.5, revenue_flat: 500 });
    // ₹50,000 × 2% = ₹1,000 under the edited slab, now second in the list.
    expect(lineOf(after, third)).toMatchObject({
      slab: { position: 2, revenue_percent: 2, revenue_flat: null },
      base_amount: 1000,
      amount: 480,
    });
  });

  it("keeps on each row the slab's bounds and id as they were when it priced the row", async () => {
    const [row] = (await ledgerRows()).filter((item) => item.application_id === small.id && item.partner_id === sub.id);
    expect(row).toMatchObject({
      slab_id: slabs.upTo2L.id,
      slab_bounds: {
        slab_disbursed_min: 0,
        slab_disbursed_max: 200_000,
        slab_number_min: null,
        slab_number_max: null,
        ats_min: null,
        ats_max: null,
      },
      lender_percent: '1.000',
    });
  });
});

describe('clawbacks and payouts go through the commissions module', () => {
  it('a clawback is a negative line of this month beside the line it takes back, which keeps its figures', async () => {
    const [line] = (await ledgerRows()).filter((row) => row.application_id === large.id && row.partner_id === sub.id);
    const clawback = await call<{ id: number; amount: number; tds: number; month: string }>(
      admin,
      'POST',
      '/api/admin/commission-clawbacks',
      { ledger_id: line?.id, amount: 1000, reason: 'Loan foreclosed in the cooling-off period' },
    );
    // TDS given back with it: 2% of ₹1,000.
    expect(clawback).toMatchObject({ amount: 1000, tds: 20, month: MONTH });

    const { lines } = await statement();
    expect(lines.find((item) => item.kind === 'clawback')).toMatchObject({
      ledger_id: line?.id,
      clawback_id: clawback.id,
      amount: -1000,
      tds: -20,
      reason: 'Loan foreclosed in the cooling-off period',
    });
    const [after] = await t.db
      .select()
      .from(commission_ledger)
      .where(eq(commission_ledger.id, line?.id ?? 0));
    expect(after).toEqual(line);
    const audited = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'merchant.clawback'), eq(audit_log.entity_id, String(sub.id))));
    expect(audited).toHaveLength(1);
  });

  it('refuses more than the line, a second clawback of a line, and any role but 1', async () => {
    const rows = await ledgerRows();
    const smallLine = rows.find((row) => row.application_id === small.id && row.partner_id === sub.id);
    const largeLine = rows.find((row) => row.application_id === large.id && row.partner_id === sub.id);
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/commission-clawbacks', headers: bearer(token), payload });
    const tooMuch = await post(admin, { ledger_id: smallLine?.id, amount: 480.01, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toBeDefined();
    expect((await post(await adminToken(t, 2), { ledger_id: smallLine?.id, reason: 'Not mine' })).statusCode).toBe(403);
    expect((await post(admin, { ledger_id: largeLine?.id, reason: 'Once more' })).statusCode).toBe(409);
    expect(
      await t.db.select().from(commission_clawbacks).where(eq(commission_clawbacks.partner_id, sub.id)),
    ).toHaveLength(1);
  });

  it('a payout pays the earned lines as the ledger holds them, recovers the clawback due, and the statement shows them paid with the transfer', async () => {
    const earned = (await ledgerRows()).filter((row) => row.partner_id === sub.id && row.status === 'earned');
    expect(earned).toHaveLength(1);
    // The lender paid for the large loan too: what is earned now covers the ₹1,000 clawback due on it.
    await t.db
      .update(commission_ledger)
      .set({ status: 'earned', earned_at: new Date('2026-11-18T06:30:00Z') })
      .where(and(eq(commission_ledger.application_id, large.id), eq(commission_ledger.partner_id, sub.id)));
    const largeTds = Number(lineOf(await expectLinesEqualRows(), large)?.tds);
    const payout = await call<PartnerPayout>(admin, 'POST', `/api/admin/merchants/${sub.id}/payouts`, {
      reference: 'UTR2026112000042',
      paid_on: '2026-11-20',
    });
    // The lines' own ₹480 and ₹2,080 with their TDS, nothing priced again; no GST (not registered); less the
    // clawback's ₹1,000 net of its ₹20 TDS.
    expect(payout).toMatchObject({ amount: 2560, gst: 0, tds: 9.6 + largeTds, clawbacks: 980, entries: 2 });
    expect(payout.net).toBeCloseTo(2560 - 9.6 - largeTds - 980, 2);

    const lines = await expectLinesEqualRows();
    expect(lineOf(lines, small)).toMatchObject({
      status: 'paid',
      payout_reference: 'UTR2026112000042',
      paid_on: '2026-11-20',
      amount: 480,
      tds: 9.6,
    });
    expect(lineOf(lines, large)).toMatchObject({ status: 'paid', payout_reference: 'UTR2026112000042' });
    const { lines: shown } = await statement();
    expect(shown.find((item) => item.kind === 'clawback')).toMatchObject({
      status: 'paid',
      payout_reference: 'UTR2026112000042',
      net: -980,
    });
  });

  it('nothing but the commissions module writes the ledger, its clawbacks or payouts (the demo seed aside)', () => {
    const src = fileURLToPath(new URL('../..', import.meta.url));
    const files = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !/^(test|db[\\/](seed|migrations|schema))[\\/]/.test(file));
    const writes =
      /\.(insert|update|delete)\(\s*(commission_ledger|commission_clawbacks|partner_payouts)\b|(insert into|update|delete from)\s+(\$\{)?"?(commission_ledger|commission_clawbacks|partner_payouts)\b/i;
    const writers = files.filter((file) => writes.test(fs.readFileSync(path.join(src, file), 'utf8')));
    expect(writers).toEqual([path.join('modules', 'commissions', 'commissions.repository.ts')]);
  });
});
