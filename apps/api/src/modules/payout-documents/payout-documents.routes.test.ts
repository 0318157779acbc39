/**
 * Payout documents (issue 33 item 1, decision 043): Saakh's self-billed invoices numbered per financial year, the GST
 * split by state, the partner's own invoice where it does not self-bill, the payment advice of an unregistered
 * partner, who may read which, and the quarter's Form 16A data.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskTail } from '@saakh/domain/masking';
import type { PartnerPayout } from '@saakh/domain/merchants';
import type {
  Form16a,
  PartnerTds,
  PayoutDocument,
  PayoutDocumentView,
  SelfBilling,
} from '@saakh/domain/payout-documents';
import { audit_log } from '../../db/schema/audit';
import { partners } from '../../db/schema/partners';
import type { Clock } from '../../deps';
import { createLender, createPartnerUser, type PartnerRow } from '../../test/factories';
import { createPayablePartner, createShare } from '../../test/payouts';
import { multipart } from '../../test/multipart';
import { pdfText } from '../../test/pdf-text';
import { adminToken, bearer, createTestApp, loginPartner, type TestApp } from '../../test/test-app';
import { localBankResponse } from '../bank-transfers/local-bank';
import { payoutDocumentHtml } from './payout-document-render';

let t: TestApp;
let admin: string;
let lenderId: number;
let now = new Date('2026-11-28T06:30:00Z');

/** Registered in Maharashtra (27), Saakh's own state by default: CGST + SGST. */
const GSTIN_MH = '27AAPFU0939F1ZV';
/** Registered in Karnataka (29): IGST. */
const GSTIN_KA = '29AAGCB7383J1Z4';

beforeAll(async () => {
  t = await createTestApp();
  (t.deps as { clock: Clock }).clock = { now: () => now };
  admin = await adminToken(t, 1);
  lenderId = (await createLender(t.db)).id;
});
afterAll(async () => t?.close());

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, token = admin) {
  const response = await t.app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

type Payee = { partner: PartnerRow; token: string };

/** A partner that may be paid, registered for GST (or not), with a user signed in, agreeing to self-billing or not. */
async function payee(gstin: string | null, selfBilling: boolean): Promise<Payee> {
  const partner = await createPayablePartner(t.db, gstin);
  const user = await createPartnerUser(t.db, { partner_id: partner.id });
  const token = await loginPartner(t, user.email);
  if (selfBilling) await call('POST', '/api/partner/settings/self-billing', { self_billing: true }, token);
  return { partner, token };
}

const share = (partnerId: number, amount: string, tds: string, on = '2026-10-04') =>
  createShare(t.db, { partnerId, lenderId, amount, tds, on });

let references = 0;
const reference = () => `UTR20261128${String((references += 1)).padStart(6, '0')}`;

const pay = (partnerId: number, paidOn = '2026-11-27') =>
  call<PartnerPayout>('POST', `/api/admin/merchants/${partnerId}/payouts`, { reference: reference(), paid_on: paidOn });

const documents = (partnerId: number) =>
  call<PayoutDocument[]>('GET', `/api/admin/merchants/${partnerId}/payout-documents`);

const view = (payoutId: number) => call<PayoutDocumentView>('GET', `/api/admin/payouts/${payoutId}/document`);

const seqOf = (number: string) => Number(number.split('/')[2]);

describe('self-billed invoices', () => {
  it('numbers invoices consecutively in the financial year, and restarts the series in April', async () => {
    const first = await payee(GSTIN_MH, true);
    const second = await payee(GSTIN_MH, true);
    await share(first.partner.id, '1000.00', '20.00');
    await share(second.partner.id, '2000.00', '40.00');
    const a = (await documents(first.partner.id))[0];
    expect(a).toBeUndefined();
    await pay(first.partner.id);
    await pay(second.partner.id);
    const [docA] = await documents(first.partner.id);
    const [docB] = await documents(second.partner.id);
    expect(docA).toMatchObject({ kind: 'self_billed', date: '2026-11-28', downloadable: true });
    expect(docA?.number).toMatch(/^SB\/2026-27\/\d{5}$/);
    expect(docA?.number?.length).toBe(16);
    expect(seqOf(docB?.number ?? '')).toBe(seqOf(docA?.number ?? '') + 1);

    // 23:30 on 31 March in India is still 2026-27; from midnight in India, 1 April starts 2027-28 at 00001.
    now = new Date('2027-03-31T18:00:00Z');
    try {
      await share(first.partner.id, '500.00', '10.00');
      await pay(first.partner.id, '2027-03-31');
      const march = (await documents(first.partner.id))[0];
      expect(march).toMatchObject({ date: '2027-03-31' });
      expect(seqOf(march?.number ?? '')).toBe(seqOf(docB?.number ?? '') + 1);
      now = new Date('2027-03-31T18:30:00Z');
      await share(second.partner.id, '500.00', '10.00');
      await pay(second.partner.id, '2027-03-31');
      expect((await documents(second.partner.id))[0]).toMatchObject({ number: 'SB/2027-28/00001', date: '2027-04-01' });
      await share(first.partner.id, '500.00', '10.00');
      await pay(first.partner.id, '2027-03-31');
      expect((await documents(first.partner.id))[0]?.number).toBe('SB/2027-28/00002');
    } finally {
      now = new Date('2026-11-28T06:30:00Z');
    }
  });

  it('gives two payouts recorded at once distinct consecutive numbers', async () => {
    const [first, second] = await Promise.all([payee(GSTIN_MH, true), payee(GSTIN_KA, true)]);
    await share(first!.partner.id, '1500.00', '30.00');
    await share(second!.partner.id, '2500.00', '50.00');
    await Promise.all([pay(first!.partner.id), pay(second!.partner.id)]);
    const numbers = [(await documents(first!.partner.id))[0]?.number, (await documents(second!.partner.id))[0]?.number];
    expect(new Set(numbers).size).toBe(2);
    const seqs = numbers.map((number) => seqOf(number ?? '')).sort((x, y) => x - y);
    expect(seqs[1]).toBe((seqs[0] ?? 0) + 1);
  });

  it('charges CGST and SGST in Saakh’s state and IGST in another, adding up to the payout to the paisa', async () => {
    const local = await payee(GSTIN_MH, true);
    const other = await payee(GSTIN_KA, true);
    // ₹1,234.55 × 18% = ₹222.22 (rounded): an odd number of paise to halve.
    await share(local.partner.id, '1234.55', '24.69');
    await share(local.partner.id, '0.05', '0.00');
    await share(other.partner.id, '1234.55', '24.69');
    const localPayout = await pay(local.partner.id);
    const otherPayout = await pay(other.partner.id);

    const intra = await view(localPayout.id);
    expect(intra).toMatchObject({ kind: 'self_billed', sac: '996111', igst: 0, place_of_supply: '27 Maharashtra' });
    expect(intra.supplier).toMatchObject({ gstin: GSTIN_MH, name: 'Sharma Finserv Private Limited' });
    expect(intra.recipient.gstin).toBe(t.config.company.gstin);
    expect(Math.round((intra.cgst + intra.sgst) * 100)).toBe(Math.round(localPayout.gst * 100));
    expect(Math.abs(Math.round(intra.cgst * 100) - Math.round(intra.sgst * 100))).toBeLessThanOrEqual(1);
    expect(intra.taxable_value).toBe(localPayout.amount);
    expect(Math.round(intra.total * 100)).toBe(Math.round((localPayout.amount + localPayout.gst) * 100));
    expect(intra.net).toBe(localPayout.net);
    expect(intra.lines).toHaveLength(2);
    expect(intra.lines.reduce((sum, line) => sum + Math.round(line.gst * 100), 0)).toBe(
      Math.round(localPayout.gst * 100),
    );

    const inter = await view(otherPayout.id);
    expect(inter).toMatchObject({ cgst: 0, sgst: 0, igst: otherPayout.gst, tds: otherPayout.tds });
    expect(inter.igst).toBe(222.22);
  });

  it('prints the invoice in English and Hindi, and as a workbook', async () => {
    const partner = await payee(GSTIN_MH, true);
    await share(partner.partner.id, '1000.00', '20.00');
    const payout = await pay(partner.partner.id);
    const html = payoutDocumentHtml(await view(payout.id), 'hi');
    expect(html).toContain('टैक्स इनवॉइस');
    expect(html).toContain('नियम 46');
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payouts/${payout.id}/document/download?format=xlsx`,
      headers: bearer(admin),
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/invoice-SB-2026-27-\d{5}\.xlsx/);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payouts/${payout.id}/document/download?format=pdf&lang=en`,
      headers: bearer(admin),
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of ['Tax invoice (self-billed)', '996111', 'CGST 9%', 'SGST 9%', 'rule 46', payout.reference]) {
      expect(text).toContain(expected);
    }
  }, 60_000);

  it('escapes what people typed into the invoice', async () => {
    const partner = await payee(GSTIN_MH, true);
    await t.db
      .update(partners)
      .set({ legal_name: '<script>alert(1)</script>' })
      .where(eq(partners.id, partner.partner.id));
    await share(partner.partner.id, '1000.00', '20.00');
    const payout = await pay(partner.partner.id);
    const html = payoutDocumentHtml(await view(payout.id), 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('the bank path', () => {
  it('issues the invoice when the bank confirms a transfer of a bank file, as a manual payout does', async () => {
    const partner = await payee(GSTIN_KA, true);
    await share(partner.partner.id, '3000.00', '60.00');
    const batch = await call<{ id: number }>('POST', '/api/admin/bank-transfers', {
      partner_ids: [partner.partner.id],
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bank-transfers/${batch.id}/file`,
      headers: bearer(admin),
    });
    expect(file.statusCode, file.body).toBe(200);
    const body = multipart([
      {
        name: 'file',
        filename: 'response.csv',
        type: 'text/csv',
        content: Buffer.from(localBankResponse(file.body, { valueDate: '27/11/2026', utrPrefix: `INVN${batch.id}X` })),
      },
    ]);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bank-transfers/${batch.id}/response`,
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(read.statusCode, read.body).toBe(200);
    const [document] = await documents(partner.partner.id);
    expect(document).toMatchObject({ kind: 'self_billed', date: '2026-11-28' });
    const invoice = await view(document!.payout_id);
    expect(invoice).toMatchObject({ taxable_value: 3000, igst: 540, cgst: 0, sgst: 0, total: 3540, tds: 60 });
  });
});

describe('a partner that does not self-bill, or is not registered', () => {
  it('issues no invoice, shows it awaited, and records the partner’s own once, refusing a bad number or date', async () => {
    const partner = await payee(GSTIN_MH, false);
    await share(partner.partner.id, '1000.00', '20.00');
    const payout = await pay(partner.partner.id);
    expect((await documents(partner.partner.id))[0]).toMatchObject({ kind: 'partner_awaited', number: null });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/payouts/${payout.id}/document`,
      headers: bearer(admin),
    });
    expect(download.statusCode).toBe(409);

    const record = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payouts/${payout.id}/partner-invoice`,
        headers: bearer(admin),
        payload,
      });
    expect((await record({ number: 'INV/2026-27/0000001', invoice_date: '2026-11-20' })).statusCode).toBe(422);
    expect((await record({ number: 'INV#12', invoice_date: '2026-11-20' })).statusCode).toBe(422);
    expect((await record({ number: 'INV-12', invoice_date: '2026-11-29' })).statusCode).toBe(422);
    expect((await record({ number: 'INV-12', invoice_date: '2026-02-30' })).statusCode).toBe(422);
    const saved = await record({ number: 'inv/26-27/12', invoice_date: '2026-11-20' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await documents(partner.partner.id))[0]).toMatchObject({
      kind: 'partner_recorded',
      number: 'INV/26-27/12',
      date: '2026-11-20',
    });
    expect((await record({ number: 'INV-13', invoice_date: '2026-11-20' })).statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.action, 'merchant.partner_invoice'), eq(audit_log.entity_id, String(partner.partner.id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('gives an unregistered partner a payment advice without GST', async () => {
    const partner = await payee(null, true);
    await share(partner.partner.id, '1000.00', '20.00');
    const payout = await pay(partner.partner.id);
    expect((await documents(partner.partner.id))[0]).toMatchObject({ kind: 'payment_advice', downloadable: true });
    const advice = await view(payout.id);
    expect(advice).toMatchObject({
      kind: 'payment_advice',
      place_of_supply: null,
      cgst: 0,
      sgst: 0,
      igst: 0,
      taxable_value: 1000,
      tds: 20,
      net: 980,
    });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payout.id}/partner-invoice`,
      headers: bearer(admin),
      payload: { number: 'INV-1', invoice_date: '2026-11-20' },
    });
    expect(recorded.statusCode).toBe(409);
  });
});

describe('who reads what', () => {
  it('lets a partner download its own invoice and answers 404 for another partner’s', async () => {
    const own = await payee(GSTIN_MH, true);
    const other = await payee(GSTIN_MH, true);
    await share(own.partner.id, '1000.00', '20.00');
    await share(other.partner.id, '1000.00', '20.00');
    const ownPayout = await pay(own.partner.id);
    const otherPayout = await pay(other.partner.id);
    const mine = await call<PayoutDocument[]>('GET', '/api/partner/payout-documents', undefined, own.token);
    expect(mine.map((document) => document.payout_id)).toEqual([ownPayout.id]);
    const download = (id: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/partner/payouts/${id}/document/download?format=xlsx`,
        headers: bearer(own.token),
      });
    expect((await download(ownPayout.id)).statusCode).toBe(200);
    expect((await download(otherPayout.id)).statusCode).toBe(404);
  });

  it.each([2, 3] as const)('answers 403 to role %i on the admin routes', async (role) => {
    const token = await adminToken(t, role);
    for (const url of [
      '/api/admin/payouts/1/document',
      '/api/admin/merchants/1/payout-documents',
      '/api/admin/tds/form16a?fy=2026-27&quarter=Q3',
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(403);
    }
  });

  it('keeps the self-billing agreement with who agreed, audited, and refuses an admin masquerading', async () => {
    const partner = await payee(GSTIN_MH, true);
    const agreed = await call<SelfBilling>('GET', `/api/admin/merchants/${partner.partner.id}/self-billing`);
    expect(agreed.self_billing).toBe(true);
    expect(agreed.agreed_by).not.toBeNull();
    const off = await call<SelfBilling>(
      'POST',
      '/api/partner/settings/self-billing',
      { self_billing: false },
      partner.token,
    );
    expect(off).toEqual({ self_billing: false, agreed_at: null, agreed_by: null });
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'partner.self_billing'), eq(audit_log.entity_id, String(partner.partner.id))));
    expect(audits).toHaveLength(2);

    const masquerade = await t.app.inject({
      method: 'POST',
      url: `/api/admin/masquerade/${partner.partner.id}`,
      headers: bearer(admin),
    });
    expect(masquerade.statusCode, masquerade.body).toBe(200);
    const asAdmin = (masquerade.json().data as { token: string }).token;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/partner/settings/self-billing',
      headers: bearer(asAdmin),
      payload: { self_billing: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await call<SelfBilling>('GET', `/api/admin/merchants/${partner.partner.id}/self-billing`)).self_billing,
    ).toBe(false);
  });
});

describe('Form 16A data', () => {
  it('totals each partner’s quarter as the sum of its payouts in the quarter', async () => {
    const partner = await payee(GSTIN_KA, false);
    await share(partner.partner.id, '1000.00', '20.00');
    const october = await pay(partner.partner.id, '2026-10-15');
    await share(partner.partner.id, '2345.67', '46.91');
    const november = await pay(partner.partner.id, '2026-11-27');
    await share(partner.partner.id, '700.00', '14.00');
    await pay(partner.partner.id, '2026-09-30');

    const list = await call<Form16a[]>('GET', '/api/admin/tds/form16a?fy=2026-27&quarter=Q3');
    const certificate = list.find((item) => item.partner_id === partner.partner.id);
    expect(certificate).toMatchObject({
      section: '194H',
      deductor_tan: t.config.company.tan,
      deductee_pan: maskTail('AAGCB7383J'),
      total_amount: 3345.67,
      total_tds: 66.91,
    });
    expect(certificate?.payments.map((payment) => payment.payout_id)).toEqual([october.id, november.id]);
    expect(certificate?.payments.every((payment) => payment.rate_percent === 2)).toBe(true);

    const own = await call<PartnerTds>('GET', '/api/partner/tds?fy=2026-27', undefined, partner.token);
    expect(own.certificates.map((item) => [item.quarter, item.total_amount, item.total_tds])).toEqual([
      ['Q2', 700, 14],
      ['Q3', 3345.67, 66.91],
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tds/form16a/export?fy=2026-27&quarter=Q3&format=csv',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Deductee PAN');
    expect(csv.body).toContain('AAGCB7383J');
    const exports = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'report.export'), eq(audit_log.entity_id, 'form16a')));
    expect(exports).toHaveLength(1);
  });

  it('refuses a financial year that is not one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/tds/form16a?fy=2026-28&quarter=Q3',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(422);
  });
});
