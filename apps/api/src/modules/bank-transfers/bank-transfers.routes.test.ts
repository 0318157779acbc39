/**
 * Paying partners through the bank (issue 33 item 1, decision 041): a bank file is prepared, the local bank answers
 * it as a bank's portal would, and the answer records each partner's payout with its UTR, to the paisa; lines a file
 * holds are offered to no other payout; a failed transfer frees them; anything wrong in the answer is reported per
 * row, never a 5xx and never half-written.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BankResponseAnswer,
  BankTransferDetail,
  BankTransferBatch,
  PayablePartner,
} from '@saakh/domain/bank-transfers';
import type { Page } from '@saakh/domain/lists';
import type { PartnerPayout, Payables } from '@saakh/domain/merchants';
import { audit_log } from '../../db/schema/audit';
import { commission_ledger } from '../../db/schema/ingestion';
import { job_outbox } from '../../db/schema/jobs';
import { commission_clawbacks } from '../../db/schema/partner-insights';
import { partner_payouts } from '../../db/schema/partners';
import { createLender, type createPartner, type PartnerRow } from '../../test/factories';
import { createPayablePartner, createShare, PAYEE_GSTIN } from '../../test/payouts';
import { multipart } from '../../test/multipart';
import { xlsxBuffer } from '../../test/sheet-files';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { checkLedger } from '../commissions/ledger-check';
import { localBankResponse } from './local-bank';

let t: TestApp;
let admin: string;
let lenderId: number;

const CSV_TYPE = 'text/csv';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, 1);
  lenderId = (await createLender(t.db)).id;
});
afterAll(async () => t?.close());

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, token = admin) {
  const response = await t.app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

/** A partner with KYC and bank details complete, registered for GST or not. */
const payablePartner = (registered: boolean, overrides: Partial<Parameters<typeof createPartner>[1]> = {}) =>
  createPayablePartner(t.db, registered ? PAYEE_GSTIN : null, overrides);

const share = (partnerId: number, amount: string, tds: string, on = '2026-10-04') =>
  createShare(t.db, { partnerId, lenderId, amount, tds, on });

const prepare = (partners: readonly PartnerRow[]) =>
  call<BankTransferDetail>('POST', '/api/admin/bank-transfers', { partner_ids: partners.map((partner) => partner.id) });

async function bankFile(batchId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/bank-transfers/${batchId}/file`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  return response.body;
}

function upload(batchId: number, content: Buffer | string, filename = 'response.csv', type = CSV_TYPE, token = admin) {
  const body = multipart([{ name: 'file', filename, type, content: Buffer.from(content) }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/bank-transfers/${batchId}/response`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function answer(batchId: number, content: Buffer | string, filename?: string, type?: string) {
  const response = await upload(batchId, content, filename, type);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: BankResponseAnswer }).data;
}

/** The CSV's rows as cells, header first (the byte-order mark dropped). */
const csvRows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

async function disagreements(partners: readonly PartnerRow[]) {
  const ids = new Set(partners.map((partner) => partner.id));
  const { mismatches } = await checkLedger(t.db, new Date());
  return mismatches.filter((mismatch) => ids.has(mismatch.partnerId));
}

const payables = (partner: PartnerRow) => call<Payables>('GET', `/api/admin/merchants/${partner.id}/payables`);

describe('a bank file and the bank’s answer', () => {
  it('pays every partner of the file with its UTR, to the paisa, recovering the clawbacks it named', async () => {
    const registered = await payablePartner(true);
    const plain = await payablePartner(false);
    await share(registered.id, '3000.00', '60.00');
    const clawed = await share(registered.id, '1234.55', '24.69');
    await share(plain.id, '3997.27', '79.95');
    await share(plain.id, '1500.00', '30.00', '2026-10-20');
    // Taken back before the file: the file's transfer recovers it.
    const clawback = await call<{ id: number }>('POST', '/api/admin/commission-clawbacks', {
      ledger_id: clawed,
      amount: 234.55,
      reason: 'Loan foreclosed',
    });

    const batch = await prepare([registered, plain]);
    expect(batch).toMatchObject({ status: 'open', partners: 2, counts: { sent: 2, paid: 0 } });
    const [first, second] = batch.items;
    // ₹4,234.55 + 18% GST ₹762.22 − TDS ₹84.69 − the clawback (₹234.55 + ₹42.22 GST − ₹4.69 TDS = ₹272.08).
    expect(first).toMatchObject({
      partner_id: registered.id,
      net: 4640,
      clawbacks: 272.08,
      entries: 2,
      clawback_count: 1,
    });
    expect(second).toMatchObject({ partner_id: plain.id, net: 5387.32, gst: 0, entries: 2, clawback_count: 0 });
    expect(first?.customer_reference).toBe(`SAAKH${batch.id}N1`);
    expect(first?.customer_reference.length).toBeLessThanOrEqual(20);

    const csv = await bankFile(batch.id);
    const [header, ...rows] = csvRows(csv);
    expect(header).toEqual([
      'Payment Type',
      'Beneficiary Name',
      'Beneficiary Account Number',
      'IFSC',
      'Amount',
      'Customer Reference',
      'Narration',
      'Beneficiary Email',
    ]);
    expect(rows).toEqual([
      [
        'NEFT',
        'Sharma Finserv',
        registered.bank_account_number,
        'HDFC0001234',
        '4640.00',
        `SAAKH${batch.id}N1`,
        `Saakh commission ${batch.id}`,
        'ravi@sharma-finserv.in',
      ],
      [
        'NEFT',
        'Sharma Finserv',
        plain.bank_account_number,
        'HDFC0001234',
        '5387.32',
        `SAAKH${batch.id}N2`,
        `Saakh commission ${batch.id}`,
        'ravi@sharma-finserv.in',
      ],
    ]);

    const response = localBankResponse(csv, { valueDate: '27/11/2026', utrPrefix: `HDFCN${batch.id}X` });
    const read = await answer(batch.id, response);
    expect(read.rows.map((row) => [row.customer_reference, row.outcome])).toEqual([
      [`SAAKH${batch.id}N1`, 'paid'],
      [`SAAKH${batch.id}N2`, 'paid'],
    ]);
    expect(read.batch).toMatchObject({ status: 'settled', counts: { sent: 0, paid: 2 } });

    const payouts = await t.db
      .select()
      .from(partner_payouts)
      .where(inArray(partner_payouts.partner_id, [registered.id, plain.id]));
    const responseRows = csvRows(response).slice(1);
    for (const [index, item] of read.batch.items.entries()) {
      const payout = payouts.find((row) => row.id === item.payout_id);
      expect(payout).toMatchObject({
        reference: responseRows[index]?.[1],
        paid_on: '2026-11-27',
        net: rows[index]?.[4],
        gstin: item.gstin,
      });
      expect(item).toMatchObject({ status: 'paid', utr: responseRows[index]?.[1], value_date: '2026-11-27' });
    }
    const lines = await t.db
      .select({ status: commission_ledger.status, payout_id: commission_ledger.payout_id })
      .from(commission_ledger)
      .where(inArray(commission_ledger.partner_id, [registered.id, plain.id]));
    expect(lines.every((line) => line.status === 'paid' && line.payout_id !== null)).toBe(true);
    const [recovered] = await t.db.select().from(commission_clawbacks).where(eq(commission_clawbacks.id, clawback.id));
    expect(recovered?.payout_id).toBe(read.batch.items[0]?.payout_id);
    expect(await disagreements([registered, plain])).toEqual([]);

    // Audited and e-mailed as a manual payout is.
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.action, 'merchant.payout'),
          inArray(audit_log.entity_id, [String(registered.id), String(plain.id)]),
        ),
      );
    expect(audits).toHaveLength(2);
    const emails = await t.db.select().from(job_outbox).where(eq(job_outbox.queue, 'partner-support.payout-email'));
    const payoutIds = new Set(payouts.map((payout) => payout.id));
    expect(emails.filter((job) => payoutIds.has((job.payload as { payoutId: number }).payoutId))).toHaveLength(2);

    // The same answer again changes nothing.
    const again = await answer(batch.id, response);
    expect(again.rows.map((row) => row.outcome)).toEqual(['alreadySettled', 'alreadySettled']);
  });

  it('pays by RTGS from ₹2 lakh and writes a beneficiary name a spreadsheet would run as text', async () => {
    const partner = await payablePartner(false, { bank_account_holder: '=HYPERLINK("http://evil.example","Click")' });
    await share(partner.id, '250000.00', '5000.00');
    const batch = await prepare([partner]);
    const csv = await bankFile(batch.id);
    const line = csv.replace(/^\uFEFF/, '').split('\r\n')[1] ?? '';
    expect(line.startsWith('RTGS,"\'=HYPERLINK(""http://evil.example"",""Click"")",')).toBe(true);
    expect(line).toContain(',245000.00,');
    // The local bank pays it, so the next tests find nothing of this partner held.
    await answer(batch.id, localBankResponse(csv, { valueDate: '27/11/2026', utrPrefix: `RTGSN${batch.id}X` }));
  });
});

describe('lines a bank file holds', () => {
  it('are offered to no manual payout and no other file until the bank answers; a failure frees them', async () => {
    const partner = await payablePartner(true);
    const line = await share(partner.id, '2000.00', '40.00');
    const batch = await prepare([partner]);

    expect((await payables(partner)).lines).toEqual([]);
    const listed = await call<Page<PayablePartner>>(
      'GET',
      `/api/admin/bank-transfers/payable-partners?q=${encodeURIComponent(partner.name)}`,
    );
    expect(listed.items.map((item) => item.id)).not.toContain(partner.id);
    const manual = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: `MANUAL${batch.id}A`,
      paid_on: '2026-11-27',
      ledger_ids: [line],
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json()).toMatchObject({ message: expect.stringMatching(/no longer earned/) });
    const all = await post(`/api/admin/merchants/${partner.id}/payouts`, {
      reference: `MANUAL${batch.id}B`,
      paid_on: '2026-11-27',
    });
    expect(all.statusCode).toBe(409);
    const second = await post('/api/admin/bank-transfers', { partner_ids: [partner.id] });
    expect(second.statusCode).toBe(409);

    const csv = await bankFile(batch.id);
    const reference = `SAAKH${batch.id}N1`;
    const read = await answer(
      batch.id,
      localBankResponse(csv, { valueDate: '27/11/2026', failed: { [reference]: 'Account closed' } }),
    );
    expect(read.rows).toMatchObject([{ customer_reference: reference, outcome: 'failed' }]);
    expect(read.batch).toMatchObject({ status: 'settled', counts: { failed: 1 } });
    expect(read.batch.items[0]).toMatchObject({ status: 'failed', reason: 'Account closed', payout_id: null });

    // Payable again, and the manual payout takes it.
    expect((await payables(partner)).lines.map((item) => item.ledger_id)).toEqual([line]);
    const listedAgain = await call<Page<PayablePartner>>(
      'GET',
      `/api/admin/bank-transfers/payable-partners?q=${encodeURIComponent(partner.name)}`,
    );
    expect(listedAgain.items.find((item) => item.id === partner.id)).toMatchObject({
      net: 2320,
      lines: 1,
      missing_for_payout: [],
    });
    const payout = await call<PartnerPayout>('POST', `/api/admin/merchants/${partner.id}/payouts`, {
      reference: `MANUAL${batch.id}C`,
      paid_on: '2026-11-27',
      ledger_ids: [line],
    });
    expect(payout.net).toBe(2320);
    expect(await disagreements([partner])).toEqual([]);
  });

  it('refuses a file for a partner whose KYC or bank details are incomplete', async () => {
    const partner = await payablePartner(false, { bank_ifsc: null });
    await share(partner.id, '1000.00', '20.00');
    const response = await post('/api/admin/bank-transfers', { partner_ids: [partner.id] });
    expect(response.statusCode).toBe(409);
    const listed = await call<Page<PayablePartner>>(
      'GET',
      `/api/admin/bank-transfers/payable-partners?q=${encodeURIComponent(partner.name)}`,
    );
    expect(listed.items.find((item) => item.id === partner.id)?.missing_for_payout).toHaveLength(1);
  });
});

describe('what the bank answers', () => {
  it('records nothing for a paid row whose amount is not the file’s, and reports it', async () => {
    const partner = await payablePartner(false);
    await share(partner.id, '1000.00', '20.00');
    const batch = await prepare([partner]);
    const csv = await bankFile(batch.id);
    const reference = `SAAKH${batch.id}N1`;
    const read = await answer(
      batch.id,
      localBankResponse(csv, {
        valueDate: '27/11/2026',
        amounts: { [reference]: '908.00' },
        utrPrefix: `MISMN${batch.id}X`,
      }),
    );
    expect(read.rows).toMatchObject([{ outcome: 'mismatch', payout_id: null }]);
    expect(read.batch.items[0]).toMatchObject({ status: 'mismatch', payout_id: null });
    expect(read.batch.status).toBe('settled');
    expect(await t.db.select().from(partner_payouts).where(eq(partner_payouts.partner_id, partner.id))).toEqual([]);
    // Still held: the bank claims a transfer, so nobody pays these lines again until it is settled.
    expect((await payables(partner)).lines).toEqual([]);
    // The corrected answer records it.
    const corrected = await answer(
      batch.id,
      localBankResponse(csv, { valueDate: '27/11/2026', utrPrefix: `MISMN${batch.id}Y` }),
    );
    expect(corrected.rows).toMatchObject([{ outcome: 'paid' }]);
  });

  it('reads a bank’s XLSX with its own column order and case, Indian commas and ₹, and extra columns', async () => {
    const partner = await payablePartner(false);
    await share(partner.id, '150000.00', '3000.00');
    const batch = await prepare([partner]);
    const xlsx = await xlsxBuffer([
      ['Sr No', 'STATUS', 'utr', 'customer reference', 'amount', 'value date', 'Remarks'],
      [1, 'success', `axisn${batch.id}x000001`, `saakh${batch.id}n1`, '₹1,47,000.00', '2026-11-26', 'ok'],
    ]);
    const read = await answer(batch.id, xlsx, 'response.xlsx', XLSX_TYPE);
    expect(read.rows).toMatchObject([{ outcome: 'paid', utr: `AXISN${batch.id}X000001` }]);
    expect(read.batch.items[0]).toMatchObject({ status: 'paid', value_date: '2026-11-26' });
  });

  it('reports unknown references, repeated rows, used UTRs and unreadable rows one by one', async () => {
    const [a, b, c] = [await payablePartner(false), await payablePartner(false), await payablePartner(false)];
    for (const partner of [a, b, c]) await share(partner.id, '1000.00', '20.00');
    const earlier = await payablePartner(false);
    await share(earlier.id, '500.00', '10.00');
    const used = await call<PartnerPayout>('POST', `/api/admin/merchants/${earlier.id}/payouts`, {
      reference: 'USEDUTR0000001',
      paid_on: '2026-11-20',
    });
    const batch = await prepare([a, b, c]);
    const ref = (n: number) => `SAAKH${batch.id}N${n}`;
    const csv = [
      'Customer Reference,UTR,Status,Value Date,Amount,Reason',
      `${ref(1)},DUPN${batch.id}X01,Success,27/11/2026,980.00,`,
      `${ref(1)},DUPN${batch.id}X02,Success,27/11/2026,980.00,`,
      `SAAKH999999N9,NOPE${batch.id}X1,Success,27/11/2026,980.00,`,
      `${ref(2)},${used.reference},Success,27/11/2026,980.00,`,
      `${ref(3)},,Success,27/11/2026,980.00,`,
      `${ref(3)},OK${batch.id}X3,Pending,27/11/2026,980.00,`,
      `${ref(3)},OK${batch.id}X3,Success,31/02/2026,980.00,`,
    ].join('\r\n');
    const read = await answer(batch.id, csv);
    expect(read.rows.map((row) => [row.row, row.outcome])).toEqual([
      [2, 'paid'],
      [3, 'duplicateRow'],
      [4, 'unknownReference'],
      [5, 'utrTaken'],
      [6, 'unreadable'],
      [7, 'unreadable'],
      [8, 'unreadable'],
    ]);
    expect(read.rows.every((row) => row.message.length > 0)).toBe(true);
    expect(read.batch.items.map((item) => item.status)).toEqual(['paid', 'sent', 'sent']);
    expect(read.batch.status).toBe('open');
  });

  it('refuses a file it cannot read as a whole with a 4xx that says why', async () => {
    const partner = await payablePartner(false);
    await share(partner.id, '1000.00', '20.00');
    const batch = await prepare([partner]);
    const noColumns = await upload(batch.id, 'Reference,Txn Id\r\nX,Y\r\n');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json()).toMatchObject({ message: expect.stringContaining('Customer Reference') });
    const headerOnly = await upload(batch.id, 'Customer Reference,UTR,Status\r\n');
    expect(headerOnly.statusCode).toBe(422);
    const notASheet = await upload(
      batch.id,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'response.png',
      'image/png',
    );
    expect(notASheet.statusCode).toBe(422);
    const fakeXlsx = await upload(batch.id, 'Customer Reference,UTR\r\n', 'response.xlsx', XLSX_TYPE);
    expect(fakeXlsx.statusCode).toBe(422);
    const unknownBatch = await upload(987654, 'Customer Reference,UTR,Status\r\nX,Y,Success\r\n');
    expect(unknownBatch.statusCode).toBe(404);
    const note = multipart([{ name: 'note', value: 'x' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bank-transfers/${batch.id}/response`,
      headers: { ...bearer(admin), ...note.headers },
      payload: note.payload,
    });
    expect(noFile.statusCode, noFile.body).toBeLessThan(500);
    expect(noFile.statusCode).toBeGreaterThanOrEqual(400);
    const detail = await call<BankTransferDetail>('GET', `/api/admin/bank-transfers/${batch.id}`);
    expect(detail.items[0]?.status).toBe('sent');
  });
});

describe('the local bank for a demo', () => {
  it('answers a file in development as a bank would, failing the references asked', async () => {
    const [a, b] = [await payablePartner(false), await payablePartner(false)];
    for (const partner of [a, b]) await share(partner.id, '1000.00', '20.00');
    const batch = await prepare([a, b]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/dev/bank-transfers/${batch.id}/local-bank-response?failed=saakh${batch.id}n2`,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = await answer(batch.id, response.body);
    expect(read.rows.map((row) => row.outcome)).toEqual(['paid', 'failed']);
  });
});

describe('who may pay through the bank', () => {
  it('lists the files, newest first', async () => {
    const page = await call<Page<BankTransferBatch>>('GET', '/api/admin/bank-transfers?pageSize=2');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect((page.items[0]?.id ?? 0) > (page.items[1]?.id ?? 0)).toBe(true);
    const open = await call<Page<BankTransferBatch>>('GET', '/api/admin/bank-transfers?status=open');
    expect(open.items.every((batch) => batch.status === 'open')).toBe(true);
  });

  it('refuses roles 2 and 3 every call', async () => {
    for (const role of [2, 3] as const) {
      const token = await adminToken(t, role);
      const calls = [
        { method: 'GET' as const, url: '/api/admin/bank-transfers' },
        { method: 'GET' as const, url: '/api/admin/bank-transfers/payable-partners' },
        { method: 'POST' as const, url: '/api/admin/bank-transfers', payload: { partner_ids: [1] } },
        { method: 'GET' as const, url: '/api/admin/bank-transfers/1' },
        { method: 'GET' as const, url: '/api/admin/bank-transfers/1/file' },
        { method: 'GET' as const, url: '/api/dev/bank-transfers/1/local-bank-response' },
      ];
      for (const request of calls) {
        const response = await t.app.inject({ ...request, headers: bearer(token) });
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
      }
      expect((await upload(1, 'Customer Reference,Status\r\nX,Failed\r\n', 'r.csv', CSV_TYPE, token)).statusCode).toBe(
        403,
      );
    }
  });
});
