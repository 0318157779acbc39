/** Lender files take the columns lenders send: an optional column may be absent, a missing required one fails the file. */
import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestFile } from '@saakh/domain/ingestion';
import { applications } from '../../db/schema/applications';
import { commission_receipts, ingest_rows, mis_rows } from '../../db/schema/ingestion';
import { createAdmin, createApplication, createCustomer, createLender } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'columns-admin@saakh.local', role_id: 1 });
  admin = await loginAdmin(t, 'columns-admin@saakh.local');
});
afterAll(async () => t.close());

type Format = 'xlsx' | 'csv';
type Row = (string | number | null)[];
const formats: Format[] = ['xlsx', 'csv'];

async function sheet(format: Format, rows: Row[]): Promise<Buffer> {
  if (format === 'csv') {
    const quoted = (cell: string | number | null) => {
      const text = cell === null ? '' : String(cell);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    return Buffer.from(rows.map((row) => row.map(quoted).join(',')).join('\r\n'));
  }
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function fileOf(id: number, language = 'en'): Promise<IngestFile> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/ingest-files/${id}`,
    headers: { ...bearer(admin), 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as IngestFile;
}

/** Uploads a file and waits for its check. */
async function checked(kind: 'status' | 'mis' | 'commission', format: Format, rows: Row[]): Promise<IngestFile> {
  const content = await sheet(format, rows);
  const body = multipart([
    { name: 'image_name', filename: `${kind}.${format}`, type: 'application/octet-stream', content },
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.deps.jobs.idle();
  return fileOf(response.json().data.id as number);
}

async function apply(file: IngestFile, skipErrors: boolean) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${file.id}/apply`,
    payload: { skip_errors: skipErrors, confirm_duplicate: true },
    headers: bearer(admin),
  });
  if (response.statusCode === 200) await t.deps.jobs.idle();
  return response;
}

async function stagedRows(fileId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(ingest_rows).where(eq(ingest_rows.file_id, fileId));
  return row?.n ?? 0;
}

async function misRowsOf(fileId: number) {
  return t.db.select().from(mis_rows).where(eq(mis_rows.file_id, fileId)).orderBy(mis_rows.row_number);
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row?.status;
}

let unique = 0;
function lenderName(prefix: string): string {
  unique += 1;
  return `${prefix}${String(Date.now())}${String(unique)}`;
}

describe('an MIS file without its optional columns', () => {
  it.each(formats)(
    'is checked row by row with only lender, amount and date (.%s), and its rows wait as exceptions once applied',
    async (format) => {
      const lender = await createLender(t.db, { name: lenderName('OnlyBank') });
      const file = await checked('mis', format, [
        ['Lender', 'Disbursed Amount', 'Disbursal Date'],
        [lender.name, '1,95,000', '05/03/2026'],
        [lender.name, 'lots', '06/03/2026'],
        ['No Such Bank', 1000, '2026-03-07'],
        [lender.name, 5000, null],
      ]);
      expect(file).toMatchObject({
        status: 'processing',
        stage: 'ready',
        rows_total: 4,
        error_count: 3,
        failure: null,
      });
      expect(file.outcomes).toEqual({ matched: 0, probable: 0, unmatched: 1, disagrees: 0, error: 3 });
      expect(file.errors).toEqual([
        'Row 3: disbursed_amount: Invalid amount',
        'Row 4: lender: No lender has this name',
        'Row 5: disbursal_date: The disbursal date is required',
      ]);
      expect((await fileOf(file.id, 'hi')).errors).toEqual([
        'Row 3: disbursed_amount: अमान्य राशि',
        'Row 4: lender: इस नाम का कोई ऋणदाता नहीं है',
        'Row 5: disbursal_date: वितरण की तारीख आवश्यक है',
      ]);
      // Rows with errors block the file unless they are skipped.
      expect((await apply(file, false)).statusCode).toBe(409);
      expect(await misRowsOf(file.id)).toEqual([]);

      expect((await apply(file, true)).statusCode).toBe(200);
      expect(await fileOf(file.id)).toMatchObject({
        stage: 'applied',
        status: 'completed_with_errors',
        rows_updated: 0,
      });
      expect((await misRowsOf(file.id)).map((row) => [row.row_number, row.match, row.disbursed_amount])).toEqual([
        [2, 'unmatched', '195000.00'],
      ]);
    },
  );

  it.each(formats)('matches by reference and mobile when the header has every column but pan (.%s)', async (format) => {
    const lender = await createLender(t.db, { name: lenderName('NoPanBank') });
    const customer = await createCustomer(t.db);
    const reference = `LAN-${lender.name}`;
    const byReference = await createApplication(t.db, {
      userId: (await createCustomer(t.db)).id,
      lenderId: lender.id,
      status: 'approved',
      lender_reference: reference,
    });
    const byMobile = await createApplication(t.db, { userId: customer.id, lenderId: lender.id, status: 'approved' });
    const file = await checked('mis', format, [
      [
        'Lender',
        'Lender Reference',
        'Application ID',
        'Customer Name',
        'Mobile',
        'Loan Amount',
        'Disbursed Amount',
        'Disbursal Date',
        'UTR',
        'Product',
      ],
      [lender.name, reference, null, 'Asha', null, 200000, 195000, '05/03/2026', 'UTR1', 'pl'],
      [
        lender.name,
        null,
        null,
        'Ravi',
        `+91 ${customer.mobile_phone_number}`,
        200000,
        190000,
        '06/03/2026',
        null,
        null,
      ],
      [lender.name, 'LAN-404', null, 'Nobody', '12345', 50000, 50000, '07/03/2026', null, null],
      [lender.name, 'LAN-405', null, 'Nobody', null, 50000, 50000, '07/03/2026', null, null],
    ]);
    expect(file).toMatchObject({ status: 'processing', stage: 'ready', error_count: 1, failure: null });
    expect(file.outcomes).toEqual({ matched: 1, probable: 1, unmatched: 1, disagrees: 0, error: 1 });
    expect(file.errors).toEqual(['Row 4: mobile: Please enter a valid 10 digit mobile number']);
    expect(file.samples.find((sample) => sample.outcome === 'probable')).toMatchObject({
      row: 3,
      application_id: byMobile.id,
    });

    expect((await apply(file, true)).statusCode).toBe(200);
    expect(await fileOf(file.id)).toMatchObject({ stage: 'applied', status: 'completed_with_errors', rows_updated: 1 });
    const [disbursed] = await t.db.select().from(applications).where(eq(applications.id, byReference.id));
    expect(disbursed).toMatchObject({ status: 'disbursed', disbursed_amount: '195000.00', disbursed_on: '2026-03-05' });
    expect(await statusOf(byMobile.id)).toBe('approved');
    expect((await misRowsOf(file.id)).map((row) => [row.row_number, row.match])).toEqual([
      [2, 'matched'],
      [3, 'probable'],
      [5, 'unmatched'],
    ]);
  });

  it.each(formats)(
    'fails whole, naming the missing required columns in English and Hindi, and keeps nothing (.%s)',
    async (format) => {
      const lender = await createLender(t.db, { name: lenderName('HalfBank') });
      const reference = `LAN-${lender.name}`;
      const app = await createApplication(t.db, {
        userId: (await createCustomer(t.db)).id,
        lenderId: lender.id,
        status: 'approved',
        lender_reference: reference,
      });
      const file = await checked('mis', format, [
        ['Lender', 'Lender Reference', 'Mobile', 'Disbursal Date'],
        [lender.name, reference, null, '05/03/2026'],
      ]);
      expect(file).toMatchObject({
        status: 'failed',
        stage: 'checking',
        // The file waits for its columns to be mapped (decision 046).
        failure: expect.stringMatching(/^Required columns are missing: disbursed_amount\. Map the file's columns/),
        error_count: 0,
        samples: [],
      });
      expect((await fileOf(file.id, 'hi')).failure).toMatch(/^आवश्यक कॉलम नहीं हैं: disbursed_amount।/);

      const none = await checked('mis', format, [
        ['Lender Reference', 'Mobile'],
        [reference, null],
      ]);
      expect(none.failure).toMatch(/^Required columns are missing: lender, disbursed_amount, disbursal_date\./);

      // Nothing was staged or kept, the file cannot be applied, and the application did not move.
      for (const failed of [file, none]) {
        expect(await stagedRows(failed.id)).toBe(0);
        expect(await misRowsOf(failed.id)).toEqual([]);
        expect((await apply(failed, true)).statusCode).toBe(409);
      }
      expect(await statusOf(app.id)).toBe('approved');
    },
  );
});

describe('status and commission files without their optional columns', () => {
  it.each(formats)('checks and applies a status file of only application id and status (.%s)', async (format) => {
    const lender = await createLender(t.db, { name: lenderName('StatusBank') });
    const app = await createApplication(t.db, { userId: (await createCustomer(t.db)).id, lenderId: lender.id });
    const file = await checked('status', format, [
      ['Application ID', 'Status'],
      [app.id, 'in review'],
      [app.id.replace(/.$/, 'x'), 'approved'],
    ]);
    expect(file).toMatchObject({ status: 'processing', stage: 'ready', error_count: 1, failure: null });
    expect(file.outcomes).toMatchObject({ status_change: 1, error: 1 });
    expect((await apply(file, true)).statusCode).toBe(200);
    expect(await fileOf(file.id)).toMatchObject({ status: 'completed_with_errors', rows_updated: 1 });
    expect(await statusOf(app.id)).toBe('in_review');
  });

  it.each(formats)(
    'checks a commission file of only lender, reference, commission and payout date (.%s)',
    async (format) => {
      const lender = await createLender(t.db, { name: lenderName('PayoutBank') });
      const reference = `PAY-${lender.name}`;
      await createApplication(t.db, {
        userId: (await createCustomer(t.db)).id,
        lenderId: lender.id,
        status: 'disbursed',
        lender_reference: reference,
      });
      const file = await checked('commission', format, [
        ['Lender', 'Lender Reference', 'Commission', 'Payout Date'],
        [lender.name, reference, '3,900', '31/03/2026'],
        [lender.name, null, 100, '31/03/2026'],
      ]);
      expect(file).toMatchObject({ status: 'processing', stage: 'ready', error_count: 1, failure: null });
      expect(file.outcomes).toEqual({ matched: 1, unmatched: 0, error: 1 });
      expect(file.errors).toEqual(['Row 3: lender_reference: Give the lender reference or the application id']);
      expect((await apply(file, true)).statusCode).toBe(200);
      expect(await fileOf(file.id)).toMatchObject({ status: 'completed_with_errors', rows_updated: 1 });
      const receipts = await t.db.select().from(commission_receipts).where(eq(commission_receipts.file_id, file.id));
      expect(receipts).toEqual([
        expect.objectContaining({ commission_amount: '3900.00', gst: '0.00', tds: '0.00', utr: null }),
      ]);
    },
  );
});
