import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestFile } from '@saakh/domain/ingestion';
import type { MisException } from '@saakh/domain/reconciliation';
import { application_status_history, applications } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { commission_ledger } from '../../db/schema/ingestion';
import { partners } from '../../db/schema/partners';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLedgerRow,
  createLender,
  createPartner,
  createRevenueItem,
  createSession,
  revenueTypeId,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { misHeader, xlsxBuffer } from '../../test/sheet-files';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';
import { refreshCommissionsFor } from '../commissions/commissions.service';

let t: TestApp;
let admin: string;
let ops: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'money-admin@saakh.local', role_id: 1 });
  const opsRow = await createAdmin(t.db, { email: 'money-ops@saakh.local', role_id: 2 });
  admin = await loginAdmin(t, 'money-admin@saakh.local');
  ops = await createSession(t.db, 'admin', opsRow.id);
});
afterAll(async () => t.close());

const xlsx = (rows: readonly (readonly (string | number | null)[])[]) => xlsxBuffer(rows);

async function checked(kind: 'status' | 'mis' | 'commission', content: Buffer): Promise<IngestFile> {
  const body = multipart([{ name: 'image_name', filename: `${kind}.xlsx`, type: 'application/octet-stream', content }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.deps.jobs.idle();
  return (
    await t.app.inject({ method: 'GET', url: `/api/ingest-files/${response.json().data.id}`, headers: bearer(admin) })
  ).json().data as IngestFile;
}

async function applied(file: IngestFile, skip = false): Promise<IngestFile> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${file.id}/apply`,
    payload: { skip_errors: skip, confirm_duplicate: true },
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.deps.jobs.idle();
  return (await t.app.inject({ method: 'GET', url: `/api/ingest-files/${file.id}`, headers: bearer(admin) })).json()
    .data as IngestFile;
}

describe('MIS upload', () => {
  it('matches rows by weighted score, disburses matched ones and queues the rest as exceptions', async () => {
    const lender = await createLender(t.db, { name: `MisBank${Date.now()}` });
    const asha = await createCustomer(t.db, { tin: 'ABCPV1234D' });
    const ravi = await createCustomer(t.db, { tin: 'BCDPK2345E' });
    const byReference = await createApplication(t.db, {
      userId: asha.id,
      lenderId: lender.id,
      status: 'approved',
      lender_reference: 'LAN-001',
    });
    const byMobileAndPan = await createApplication(t.db, { userId: ravi.id, lenderId: lender.id, status: 'in_review' });
    const file = await checked(
      'mis',
      await xlsx([
        misHeader,
        [lender.name, 'LAN-001', 'Asha', null, null, 200000, 195000, '05/03/2026', 'UTR1'],
        [
          lender.name,
          null,
          'Ravi',
          `+91 ${ravi.mobile_phone_number}`,
          'BCDPK2345E',
          '2,00,000',
          '1,90,000',
          '2026-03-06',
          'UTR2',
        ],
        [lender.name, 'LAN-404', 'Nobody', '9000000001', null, 50000, 50000, '2026-03-07', 'UTR3'],
        ['No Such Bank', 'X', null, null, null, 1, 1, '2026-03-07', null],
      ]),
    );
    expect(file.outcomes).toEqual({ matched: 1, probable: 1, unmatched: 1, disagrees: 0, error: 1 });
    expect(file.errors).toEqual(['Row 5: lender: No lender has this name']);
    const probable = file.samples.find((sample) => sample.outcome === 'probable');
    expect(probable).toMatchObject({ row: 3, application_id: byMobileAndPan.id, score: 60 });

    const done = await applied(file, true);
    expect(done).toMatchObject({ status: 'completed_with_errors', rows_updated: 1 });
    const [disbursed] = await t.db.select().from(applications).where(eq(applications.id, byReference.id));
    expect(disbursed).toMatchObject({ status: 'disbursed', disbursed_amount: '195000.00', disbursed_on: '2026-03-05' });

    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/mis-exceptions?file_id=${file.id}`,
      headers: bearer(admin),
    });
    const items = queue.json().data.items as MisException[];
    expect(items.map((item) => [item.row_number, item.match]).sort()).toEqual([
      [3, 'probable'],
      [4, 'unmatched'],
    ]);

    // An admin confirms the probable match: the application walks to disbursed, with history, and it is audited.
    const exception = items.find((item) => item.match === 'probable') as MisException;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/mis-exceptions/${exception.id}/resolve`,
      payload: { action: 'confirm' },
      headers: bearer(admin),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.resolution).toBe('confirmed');
    const history = await t.db
      .select()
      .from(application_status_history)
      .where(eq(application_status_history.application_id, byMobileAndPan.id));
    const [confirmedApp] = await t.db.select().from(applications).where(eq(applications.id, byMobileAndPan.id));
    expect(confirmedApp).toMatchObject({
      status: 'disbursed',
      disbursed_amount: '190000.00',
      disbursed_on: '2026-03-06',
    });
    expect(history.map((step) => [step.from_status, step.status, step.source])).toEqual([
      ['in_review', 'approved', 'admin'],
      ['approved', 'disbursed', 'admin'],
    ]);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(exception.id)));
    expect(audits).toEqual([expect.objectContaining({ action: 'mis.resolve', entity: 'mis_row' })]);

    // The unmatched row is not ours; deciding twice is refused.
    const unmatched = items.find((item) => item.match === 'unmatched') as MisException;
    const notOurs = await t.app.inject({
      method: 'POST',
      url: `/api/mis-exceptions/${unmatched.id}/resolve`,
      payload: { action: 'not_ours' },
      headers: bearer(admin),
    });
    expect(notOurs.json().data.resolution).toBe('not_ours');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mis-exceptions/${unmatched.id}/resolve`,
      payload: { action: 'not_ours' },
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets an admin pick another application, refusing one of another lender', async () => {
    const lender = await createLender(t.db, { name: `PickBank${Date.now()}` });
    const other = await createLender(t.db, { name: `OtherBank${Date.now()}` });
    const customer = await createCustomer(t.db);
    const right = await createApplication(t.db, { userId: customer.id, lenderId: lender.id, status: 'approved' });
    const wrong = await createApplication(t.db, { userId: customer.id, lenderId: other.id, status: 'approved' });
    const file = await applied(
      await checked(
        'mis',
        await xlsx([misHeader, [lender.name, 'UNKNOWN', 'X', null, null, 1000, 1000, '2026-03-07', null]]),
      ),
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/mis-exceptions?file_id=${file.id}`,
      headers: bearer(admin),
    });
    const [row] = queue.json().data.items as MisException[];
    const resolve = (applicationId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mis-exceptions/${row?.id}/resolve`,
        payload: { action: 'reassign', application_id: applicationId },
        headers: bearer(admin),
      });
    expect((await resolve(wrong.id)).statusCode).toBe(422);
    expect((await resolve('not-a-uuid')).statusCode).toBe(422);
    const picked = await resolve(right.id);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data).toMatchObject({ resolution: 'reassigned', application_id: right.id });
    const [app] = await t.db.select().from(applications).where(eq(applications.id, right.id));
    expect(app?.status).toBe('disbursed');
  });

  it('queues a row that contradicts a recorded disbursal with both values; the admin keeps Saakh’s or takes the lender’s', async () => {
    const lender = await createLender(t.db, { name: `Kotak${Date.now()}` });
    await createRevenueItem(t.db, lender.id, {
      revenue_type_id: await revenueTypeId(t.db, 'Percentage'),
      slab_disbursed_min: 0,
      slab_disbursed_max: null,
      revenue_percent: '1.000',
      revenue_flat: null,
      sort_order: 0,
    });
    const partner = await createPartner(t.db, { revenue_percent: '50.000', revenue_flat_fee: 0 });
    const customer = await createCustomer(t.db);
    const disbursed = async (reference: string) => {
      const app = await createApplication(t.db, {
        userId: customer.id,
        lenderId: lender.id,
        partnerId: partner.id,
        status: 'disbursed',
        lender_reference: reference,
        amount: 700000,
        disbursed_amount: '700000',
        disbursed_on: '2026-11-27',
      });
      await refreshCommissionsFor(t.db, [app.id]);
      return app;
    };
    const corrected = await disbursed('KMB-1');
    const kept = await disbursed('KMB-2');
    const agreeing = await disbursed('KMB-3');
    const file = await checked(
      'mis',
      await xlsx([
        misHeader,
        [lender.name, 'KMB-1', 'Asha', null, null, '7,00,000', '6,90,000', '26/11/2026', 'UTR71'],
        [lender.name, 'KMB-2', 'Asha', null, null, '7,00,000', '7,00,000', '28/11/2026', 'UTR72'],
        [lender.name, 'KMB-3', 'Asha', null, null, '7,00,000', '7,00,000', '27/11/2026', 'UTR73'],
      ]),
    );
    // The agreeing row matches (nothing to change); the two that contradict Saakh's records wait for a person.
    expect(file.outcomes).toEqual({ matched: 1, probable: 0, unmatched: 0, disagrees: 2, error: 0 });
    await applied(file);
    for (const app of [corrected, kept, agreeing]) {
      const [row] = await t.db.select().from(applications).where(eq(applications.id, app.id));
      expect(row).toMatchObject({ disbursed_amount: '700000.00', disbursed_on: '2026-11-27' });
    }

    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/mis-exceptions?file_id=${file.id}`,
      headers: bearer(admin),
    });
    const items = queue.json().data.items as MisException[];
    const byApplication = (id: string) => items.find((item) => item.application_id === id) as MisException;
    expect(byApplication(corrected.id)).toMatchObject({
      match: 'disagrees',
      row_amount: 690000,
      row_on: '2026-11-26',
      recorded_amount: 700000,
      recorded_on: '2026-11-27',
    });
    expect(byApplication(kept.id)).toMatchObject({ match: 'disagrees', row_amount: 700000, row_on: '2026-11-28' });
    expect(items).toHaveLength(2);

    const resolve = (id: number, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mis-exceptions/${id}/resolve`,
        payload: { action },
        headers: bearer(admin),
      });
    // A disagreement is not confirmed like a probable match.
    const confirm = await resolve(byApplication(corrected.id).id, 'confirm');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(
      'This row contradicts a recorded disbursal: keep Saakh’s figures or take the lender’s',
    );

    const shareOf = async (id: string) =>
      (await t.db.select().from(commission_ledger).where(eq(commission_ledger.application_id, id)))[0]?.amount;
    // 1% of ₹7,00,000 = ₹7,000; the partner's 50% = ₹3,500.
    expect(await shareOf(corrected.id)).toBe('3500.00');
    const took = await resolve(byApplication(corrected.id).id, 'take_lender');
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().data).toMatchObject({ resolution: 'took_lender', recorded_amount: 690000 });
    const [fixed] = await t.db.select().from(applications).where(eq(applications.id, corrected.id));
    expect(fixed).toMatchObject({ status: 'disbursed', disbursed_amount: '690000.00', disbursed_on: '2026-11-26' });
    // Priced again on the lender's amount: 1% of ₹6,90,000, half to the partner.
    expect(await shareOf(corrected.id)).toBe('3450.00');

    const keep = await resolve(byApplication(kept.id).id, 'keep_recorded');
    expect(keep.json().data).toMatchObject({ resolution: 'kept_recorded', recorded_amount: 700000 });
    const [unchanged] = await t.db.select().from(applications).where(eq(applications.id, kept.id));
    expect(unchanged).toMatchObject({ disbursed_amount: '700000.00', disbursed_on: '2026-11-27' });
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.entity_id, String(byApplication(corrected.id).id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'mis.resolve',
        old_value: expect.stringContaining('"amount":700000'),
        new_value: expect.stringContaining('"amount":690000'),
      }),
    ]);
  });

  it('refuses keeping or taking figures on a row that does not contradict anything', async () => {
    const lender = await createLender(t.db, { name: `PlainBank${Date.now()}` });
    const file = await applied(
      await checked(
        'mis',
        await xlsx([misHeader, [lender.name, 'NOBODY', 'X', null, null, 1000, 1000, '2026-03-07', null]]),
      ),
    );
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/mis-exceptions?file_id=${file.id}`,
      headers: bearer(admin),
    });
    const [row] = queue.json().data.items as MisException[];
    for (const action of ['keep_recorded', 'take_lender']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/mis-exceptions/${row?.id}/resolve`,
        payload: { action },
        headers: bearer(admin),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This row does not contradict a recorded disbursal');
    }
  });

  it('is for role 1 only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mis-exceptions', headers: bearer(ops) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ingest-files?kind=mis', headers: bearer(ops) })).statusCode,
    ).toBe(403);
  });
});

describe('commission upload', () => {
  it('computes expected commission from the slabs, records what the lender paid and earns the partner its share', async () => {
    const lender = await createLender(t.db, { name: `PayBank${Date.now()}` });
    const percentType = await revenueTypeId(t.db, 'Percentage');
    // 2% up to ₹1,00,000 disbursed; 1.5% + ₹500 above.
    await createRevenueItem(t.db, lender.id, {
      revenue_type_id: percentType,
      slab_disbursed_min: 0,
      slab_disbursed_max: 100000,
      revenue_percent: '2.000',
      revenue_flat: null,
      sort_order: 0,
    });
    await createRevenueItem(t.db, lender.id, {
      revenue_type_id: percentType,
      slab_disbursed_min: 100001,
      slab_disbursed_max: null,
      revenue_percent: '1.500',
      revenue_flat: '500',
      sort_order: 1,
    });
    const partner = await createPartner(t.db, { revenue_percent: '50.000', revenue_flat_fee: 100 });
    const customer = await createCustomer(t.db);
    const small = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: partner.id,
      status: 'approved',
    });
    const large = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      status: 'approved',
      lender_reference: 'PAY-2',
    });

    // Disbursed through the status file: expected commission and the partner's pending share appear.
    const statusBody = await xlsx([
      ['application_id', 'status', 'disbursed_amount', 'disbursed_on'],
      [small.id, 'disbursed', 80000, '2026-02-10'],
      [large.id, 'disbursed', 200000, '2026-02-12'],
    ]);
    const upload = multipart([
      { name: 'image_name', filename: 'feb.xlsx', type: 'application/octet-stream', content: statusBody },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/upload-application-status-file',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(admin) },
    });
    await t.deps.jobs.idle();
    await applied(uploaded.json().data as IngestFile);
    const [pending] = await t.db.select().from(commission_ledger).where(eq(commission_ledger.application_id, small.id));
    // 2% of 80,000 = 1,600 expected; the partner's 50% + ₹100 = 900.
    expect(pending).toMatchObject({
      status: 'pending',
      base_amount: '1600.00',
      amount: '900.00',
      partner_id: partner.id,
    });

    const file = await checked(
      'commission',
      await xlsx([
        [
          'Lender',
          'Application ID',
          'Lender Reference',
          'Disbursed Amount',
          'Commission',
          'GST',
          'TDS',
          'Payout Date',
          'UTR',
        ],
        [lender.name, small.id, null, 80000, 1500, 270, 30, '31/03/2026', 'C1'],
        [lender.name, null, 'PAY-2', 200000, 3500, 630, 70, '31/03/2026', 'C2'],
        [lender.name, null, 'NOT-OURS', 10000, 100, 18, 2, '31/03/2026', 'C3'],
      ]),
    );
    expect(file.outcomes).toEqual({ matched: 2, unmatched: 1, error: 0 });
    expect((await applied(file)).rows_updated).toBe(3);

    const [earned] = await t.db.select().from(commission_ledger).where(eq(commission_ledger.application_id, small.id));
    // Earned from what the lender paid: 50% of 1,500 + ₹100 = 850, TDS 2% = 17.
    expect(earned).toMatchObject({ status: 'earned', base_amount: '1500.00', amount: '850.00', tds: '17.00' });

    const variance = await t.app.inject({
      method: 'GET',
      url: '/api/commission/variance?from=2026-02&to=2026-03',
      headers: bearer(admin),
    });
    expect(variance.statusCode, variance.body).toBe(200);
    const rows = variance.json().data.rows as {
      lender_id: number;
      month: string;
      expected: number;
      received: number;
      variance: number;
    }[];
    // Expected: 1,600 + (1.5% of 2,00,000 + 500 = 3,500) = 5,100; received 1,500 + 3,500 = 5,000.
    expect(rows.filter((row) => row.lender_id === lender.id)).toEqual([
      expect.objectContaining({ month: '2026-02', disbursals: 2, expected: 5100, received: 5000, variance: -100 }),
    ]);
    expect(variance.json().data.unmatched).toContainEqual(
      expect.objectContaining({ lender_id: lender.id, month: '2026-03', amount: 100 }),
    );

    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/commission/ledger?partner_id=${partner.id}`,
      headers: bearer(admin),
    });
    expect(ledger.json().data).toMatchObject({ total: 1, totals: { pending: 0, earned: 850, paid: 0 } });
  });

  it("splits a sub-DSA's share with its parent partner, pending and earned, and drops the parent's pending row when the parent goes", async () => {
    const lender = await createLender(t.db, { name: `SplitBank${Date.now()}` });
    await createRevenueItem(t.db, lender.id, {
      revenue_type_id: await revenueTypeId(t.db, 'Percentage'),
      slab_disbursed_min: 0,
      slab_disbursed_max: null,
      revenue_percent: '2.000',
      revenue_flat: null,
      sort_order: 0,
    });
    const parent = await createPartner(t.db, { revenue_percent: '60.000', revenue_flat_fee: 0 });
    const sub = await createPartner(t.db, {
      revenue_percent: '50.000',
      revenue_flat_fee: 100,
      parent_partner_id: parent.id,
      parent_split_percent: '20.00',
    });
    const customer = await createCustomer(t.db);
    const app = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: sub.id,
      status: 'approved',
    });
    await applied(
      await checked(
        'status',
        await xlsx([
          ['application_id', 'status', 'disbursed_amount', 'disbursed_on'],
          [app.id, 'disbursed', 80000, '2026-04-10'],
        ]),
      ),
    );
    const rowsOf = async () =>
      (await t.db.select().from(commission_ledger).where(eq(commission_ledger.application_id, app.id))).sort(
        (a, b) => a.partner_id - b.partner_id,
      );
    // 2% of 80,000 = 1,600; the sub's 50% + ₹100 = 900, of which the parent takes 20%: 180, the sub keeps 720.
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ partner_id: parent.id, status: 'pending', base_amount: '1600.00', amount: '180.00' }),
      expect.objectContaining({ partner_id: sub.id, status: 'pending', base_amount: '1600.00', amount: '720.00' }),
    ]);

    const file = await checked(
      'commission',
      await xlsx([
        [
          'Lender',
          'Application ID',
          'Lender Reference',
          'Disbursed Amount',
          'Commission',
          'GST',
          'TDS',
          'Payout Date',
          'UTR',
        ],
        [lender.name, app.id, null, 80000, 1500, 270, 30, '31/05/2026', 'S1'],
      ]),
    );
    await applied(file);
    // Earned from 1,500: 50% + ₹100 = 850; the parent's 20% is 170 (TDS 3.40), the sub keeps 680 (TDS 13.60).
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ partner_id: parent.id, status: 'earned', amount: '170.00', tds: '3.40' }),
      expect.objectContaining({ partner_id: sub.id, status: 'earned', amount: '680.00', tds: '13.60' }),
    ]);

    // Another disbursal after the sub-partner left its parent: no parent row, and a stale pending one is dropped.
    const later = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      partnerId: sub.id,
      status: 'approved',
    });
    await createLedgerRow(t.db, {
      partner_id: parent.id,
      application_id: later.id,
      lender_id: lender.id,
      status: 'pending',
      base_amount: '1.00',
      amount: '1.00',
      disbursed_on: '2026-04-11',
    });
    await t.db
      .update(partners)
      .set({ parent_partner_id: null, parent_split_percent: null })
      .where(eq(partners.id, sub.id));
    await applied(
      await checked(
        'status',
        await xlsx([
          ['application_id', 'status', 'disbursed_amount', 'disbursed_on'],
          [later.id, 'disbursed', 80000, '2026-04-11'],
        ]),
      ),
    );
    const laterRows = await t.db.select().from(commission_ledger).where(eq(commission_ledger.application_id, later.id));
    expect(laterRows).toEqual([expect.objectContaining({ partner_id: sub.id, status: 'pending' })]);
    // The first application's earned rows keep their figures.
    expect((await rowsOf()).map((row) => row.amount)).toEqual(['170.00', '680.00']);
  });

  it('refuses a line naming an application of another lender', async () => {
    const lender = await createLender(t.db, { name: `LineBank${Date.now()}` });
    const other = await createLender(t.db, { name: `ElseBank${Date.now()}` });
    const customer = await createCustomer(t.db);
    const app = await createApplication(t.db, { userId: customer.id, lenderId: other.id });
    const file = await checked(
      'commission',
      await xlsx([
        ['lender', 'application_id', 'commission_amount', 'payout_date'],
        [lender.name, app.id, 100, '2026-03-31'],
        [lender.name, null, 100, '2026-03-31'],
      ]),
    );
    expect(file.errors).toEqual([
      'Row 2: application_id: This application was sent to another lender',
      'Row 3: lender_reference: Give the lender reference or the application id',
    ]);
  });
});
