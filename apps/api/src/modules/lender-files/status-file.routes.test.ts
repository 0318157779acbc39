import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInIndia } from '@saakh/domain/date-ranges';
import type { IngestFile } from '@saakh/domain/ingestion';
import { application_status_history, applications } from '../../db/schema/applications';
import { ingest_file_chunks, ingest_files } from '../../db/schema/ingestion';
import { job_outbox } from '../../db/schema/jobs';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createSession,
  type ApplicationRow,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { xlsxBuffer } from '../../test/sheet-files';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let ops: string;
let csr: string;
let lenderId: number;
let userId: number;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'files-admin@saakh.local', role_id: 1 });
  const opsRow = await createAdmin(t.db, { email: 'files-ops@saakh.local', role_id: 2 });
  const csrRow = await createAdmin(t.db, { email: 'files-csr@saakh.local', role_id: 3 });
  admin = await loginAdmin(t, 'files-admin@saakh.local');
  ops = await createSession(t.db, 'admin', opsRow.id);
  csr = await createSession(t.db, 'admin', csrRow.id);
  lenderId = (await createLender(t.db)).id;
  userId = (await createCustomer(t.db)).id;
});
afterAll(async () => t.close());

function application(overrides: Partial<ApplicationRow> = {}) {
  return createApplication(t.db, { userId, lenderId, ...overrides });
}

type Cell = string | number | Date | { formula: string; result?: number | string } | null;

const xlsx = (rows: Cell[][]) => xlsxBuffer(rows, 'Status');

function csv(rows: (string | number)[][]): Buffer {
  return Buffer.from(rows.map((row) => row.join(',')).join('\r\n'));
}

const header = ['application_id', 'status', 'lender_reference', 'disbursed_amount', 'disbursed_on', 'remarks'];

function upload(content: Buffer, filename: string, token = admin, url = '/api/upload-application-status-file') {
  const body = multipart([{ name: 'image_name', filename, type: XLSX_TYPE, content }]);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}

async function fileOf(id: number, token = admin): Promise<IngestFile> {
  const response = await t.app.inject({ method: 'GET', url: `/api/ingest-files/${id}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data as IngestFile;
}

/** Uploads and waits for the check (the preview job). */
async function checked(content: Buffer, filename = 'status.xlsx', token = admin): Promise<IngestFile> {
  const response = await upload(content, filename, token);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ success: true, errors: [], rowsUpdated: 0 });
  expect(body.data.status).toBe('processing');
  await t.deps.jobs.idle();
  return fileOf(body.data.id as number, token);
}

async function apply(id: number, input: { skip_errors?: boolean; confirm_duplicate?: boolean } = {}, token = admin) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${id}/apply`,
    payload: { skip_errors: false, confirm_duplicate: false, ...input },
    headers: bearer(token),
  });
  if (response.statusCode === 200) await t.deps.jobs.idle();
  return response;
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

describe('the status file: preview, then apply', () => {
  it('checks the whole file first, changes nothing, then applies it in one go with history from the lender file', async () => {
    const approved = await application();
    const disbursed = await application({ status: 'approved' });
    const same = await application({ status: 'in_review' });
    const file = await checked(
      await xlsx([
        header,
        [approved.id, 'Approved', 'REF-1', null, null, 'Documents verified'],
        [disbursed.id, 'disbursed', 'REF-2', '₹1,50,000', '05/03/2026', null],
        [same.id, 'in review', null, null, null, null],
      ]),
    );
    expect(file).toMatchObject({ stage: 'ready', status: 'processing', rows_total: 3, error_count: 0 });
    expect(file.outcomes).toEqual({ status_change: 2, details: 0, unchanged: 1, disagrees: 0, error: 0 });
    expect(file.samples.map((sample) => [sample.row, sample.outcome, sample.current_status])).toEqual([
      [2, 'status_change', 'submitted'],
      [3, 'status_change', 'approved'],
      [4, 'unchanged', 'in_review'],
    ]);
    expect((await statusOf(approved.id))?.status).toBe('submitted');

    expect((await apply(file.id)).statusCode).toBe(200);
    const done = await fileOf(file.id);
    expect(done).toMatchObject({ stage: 'applied', status: 'completed', rows_updated: 2 });
    expect(await statusOf(approved.id)).toMatchObject({
      status: 'approved',
      lender_reference: 'REF-1',
      remarks: 'Documents verified',
    });
    expect(await statusOf(disbursed.id)).toMatchObject({
      status: 'disbursed',
      disbursed_amount: '150000.00',
      disbursed_on: '2026-03-05',
    });
    const history = await t.db
      .select()
      .from(application_status_history)
      .where(eq(application_status_history.application_id, disbursed.id));
    expect(history).toEqual([
      expect.objectContaining({
        from_status: 'approved',
        status: 'disbursed',
        source: 'lender_file',
        actor_id: file.id,
      }),
    ]);
  });

  it("has the dashboard count again the days the file changed: a corrected disbursal's old day and new day, and today", async () => {
    const corrected = await application({
      status: 'disbursed',
      disbursed_amount: '100000',
      disbursed_on: '2026-02-10',
    });
    const file = await checked(
      await xlsx([header, [corrected.id, 'disbursed', null, '1,00,000', '12/02/2026', 'Date corrected']]),
    );
    expect(file.outcomes).toMatchObject({ details: 1 });
    expect((await apply(file.id)).statusCode).toBe(200);
    expect(await statusOf(corrected.id)).toMatchObject({ disbursed_on: '2026-02-12' });
    const [job] = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `rollup:file:${file.id}`));
    expect(job?.queue).toBe('rollup-days');
    expect(job?.payload).toEqual({ days: ['2026-02-10', '2026-02-12', dayInIndia(new Date())] });
  });

  it("shows the lender's update in the customer's own timeline at once", async () => {
    const customer = await createCustomer(t.db);
    const app = await createApplication(t.db, { userId: customer.id, lenderId });
    const file = await checked(await xlsx([header, [app.id, 'approved', null, null, null, 'Sanction letter sent']]));
    await apply(file.id);
    const token = await createSession(t.db, 'customer', customer.id);
    const response = await t.app.inject({ method: 'GET', url: `/api/applications/${app.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.history).toEqual([
      expect.objectContaining({
        fromStatus: 'submitted',
        status: 'approved',
        source: 'lender_file',
        note: 'Sanction letter sent',
      }),
    ]);
  });

  it("stores a lender's reason code from its code column or the start of its remarks, and free text as its words", async () => {
    const customer = await createCustomer(t.db);
    const token = await createSession(t.db, 'customer', customer.id);
    const [coded, prefixed, free] = await Promise.all([
      createApplication(t.db, { userId: customer.id, lenderId }),
      createApplication(t.db, { userId: customer.id, lenderId }),
      createApplication(t.db, { userId: customer.id, lenderId }),
    ]);
    const file = await checked(
      await xlsx([
        [...header, 'Reason Code'],
        [coded.id, 'rejected', null, null, null, 'Score 640', 'low credit score'],
        [prefixed.id, 'rejected', null, null, null, 'NEGATIVE_PINCODE: 110093', null],
        [free.id, 'rejected', null, null, null, 'Customer did not pick up', null],
      ]),
    );
    expect(file.error_count).toBe(0);
    expect((await apply(file.id)).statusCode).toBe(200);
    expect(await statusOf(coded.id)).toMatchObject({ remark_code: 'LOW_CREDIT_SCORE', remarks: 'Score 640' });
    expect(await statusOf(prefixed.id)).toMatchObject({ remark_code: 'NEGATIVE_PINCODE', remarks: '110093' });
    expect(await statusOf(free.id)).toMatchObject({ remark_code: null, remarks: 'Customer did not pick up' });
    const reasonOf = async (id: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: bearer(token) });
      const [entry] = response.json().data.history as { remarkCode: string | null; note: string | null }[];
      return { remarkCode: entry?.remarkCode, note: entry?.note };
    };
    expect(await reasonOf(coded.id)).toEqual({ remarkCode: 'LOW_CREDIT_SCORE', note: 'Score 640' });
    expect(await reasonOf(prefixed.id)).toEqual({ remarkCode: 'NEGATIVE_PINCODE', note: '110093' });
    expect(await reasonOf(free.id)).toEqual({ remarkCode: null, note: 'Customer did not pick up' });
  });

  it('refuses a status change the status machine forbids as a row error, written Row N: column: message', async () => {
    const done = await application({ status: 'disbursed', disbursed_amount: '100000', disbursed_on: '2026-01-02' });
    const file = await checked(csv([header, [done.id, 'in_review', '', '', '', '']]), 'status.csv');
    expect(file.error_count).toBe(1);
    expect(file.errors).toEqual(['Row 2: status: This status change is not allowed (disbursed → in_review)']);
    const refused = await apply(file.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Some rows have errors: fix the file, or apply it skipping those rows');
    expect((await statusOf(done.id))?.status).toBe('disbursed');
  });

  it('blocks the whole file on errors unless the admin skips them, then applies only the good rows', async () => {
    const good = await application();
    const file = await checked(
      await xlsx([
        header,
        [good.id, 'approved', null, null, null, null],
        ['not-an-id', 'approved', null, null, null, null],
        [good.id.replace(/^./, 'f'), 'maybe', null, null, null, null],
        [good.id, 'disbursed', null, null, null, null],
      ]),
    );
    expect(file.errors).toEqual([
      'Row 3: application_id: No Saakh application has this id',
      expect.stringMatching(/^Row 4: status: Unknown status/),
      'Row 5: disbursed_amount: The disbursed amount is required',
      'Row 5: disbursed_on: The disbursal date is required',
    ]);
    expect(file.error_count).toBe(3);
    expect((await apply(file.id)).statusCode).toBe(409);
    expect((await statusOf(good.id))?.status).toBe('submitted');
    expect((await apply(file.id, { skip_errors: true })).statusCode).toBe(200);
    expect(await fileOf(file.id)).toMatchObject({ status: 'completed_with_errors', rows_updated: 1, error_count: 3 });
    expect((await statusOf(good.id))?.status).toBe('approved');
  });

  it('refuses a second row for the same application, across batches too', async () => {
    const app = await application();
    const file = await checked(
      csv([header, [app.id, 'in_review', '', '', '', ''], [app.id.toUpperCase(), 'approved', '', '', '', '']]),
      'twice.csv',
    );
    expect(file.errors).toEqual(['Row 3: application_id: This row repeats an earlier row of the file']);
  });

  it('reads headers ignoring case and spaces, lists unknown columns, and refuses a file missing required ones', async () => {
    const app = await application();
    const file = await checked(
      await xlsx([
        ['Application ID', ' STATUS ', 'Branch', 'Remarks'],
        [app.id, 'approved', 'Pune', '=HYPERLINK("http://evil.example","click")'],
      ]),
    );
    expect(file.unknown_columns).toEqual(['Branch']);
    await apply(file.id);
    // A formula-looking text is kept as text, never evaluated or stripped.
    expect((await statusOf(app.id))?.remarks).toBe('=HYPERLINK("http://evil.example","click")');

    // Refused at once: the file waits for its columns to be mapped and is not checked (decision 046).
    const refused = await upload(
      await xlsx([
        ['application id', 'remarks'],
        [app.id, 'x'],
      ]),
      'missing.xlsx',
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const missing = await fileOf(refused.json().data.id as number);
    expect(missing).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/^Required columns are missing: status\. Map the file's columns/),
    });
  });

  it('uses the cached value of a formula cell and reads dates as Excel serials, DD/MM/YYYY or ISO', async () => {
    const [a, b, c] = [
      await application({ status: 'approved' }),
      await application({ status: 'approved' }),
      await application({ status: 'approved' }),
    ];
    const file = await checked(
      await xlsx([
        header,
        [a.id, 'disbursed', null, { formula: '1000*150', result: 150000 }, 46086, null],
        [b.id, 'disbursed', null, 90000, '31/03/2026', null],
        [c.id, 'disbursed', null, '1,00,000', '2026-03-31', null],
      ]),
    );
    expect(file.error_count).toBe(0);
    await apply(file.id);
    expect(await statusOf(a.id)).toMatchObject({ disbursed_amount: '150000.00', disbursed_on: '2026-03-05' });
    expect(await statusOf(b.id)).toMatchObject({ disbursed_amount: '90000.00', disbursed_on: '2026-03-31' });
    expect(await statusOf(c.id)).toMatchObject({ disbursed_amount: '100000.00', disbursed_on: '2026-03-31' });
  });

  it('reads a legacy .xls and a CSV the same way', async () => {
    const [a, b] = [await application(), await application()];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([header, [a.id, 'in_review', 'XLS-1', '', '', 'from xls']]),
      'Status',
    );
    const xls = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Uint8Array);
    const fromXls = await checked(xls, 'status.xls');
    expect(fromXls).toMatchObject({ stage: 'ready', error_count: 0, rows_total: 1 });
    await apply(fromXls.id);
    expect(await statusOf(a.id)).toMatchObject({ status: 'in_review', lender_reference: 'XLS-1', remarks: 'from xls' });

    const fromCsv = await checked(csv([header, [b.id, 'in_review', 'CSV-1', '', '', 'from csv']]), 'status.csv');
    await apply(fromCsv.id);
    expect(await statusOf(b.id)).toMatchObject({ status: 'in_review', lender_reference: 'CSV-1' });
  });

  it('detects the same file uploaded again and applies it only when confirmed', async () => {
    const app = await application();
    const content = await xlsx([header, [app.id, 'in_review', null, null, null, 'same file']]);
    const first = await checked(content);
    expect(first.duplicate_of).toBeNull();
    const second = await checked(content);
    expect(second.duplicate_of).toMatchObject({ id: first.id });
    const refused = await apply(second.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The same file was uploaded before: confirm to apply it again');
    expect((await apply(second.id, { confirm_duplicate: true })).statusCode).toBe(200);
    expect((await statusOf(app.id))?.status).toBe('in_review');
  });

  it('fails whole when an application moved on after the check, and checks the file again on retry', async () => {
    const [moving, still] = [await application(), await application()];
    const file = await checked(
      await xlsx([
        header,
        [moving.id, 'approved', null, null, null, null],
        [still.id, 'approved', null, null, null, null],
      ]),
    );
    // The customer cancels between the check and the apply.
    await t.db.update(applications).set({ status: 'cancelled' }).where(eq(applications.id, moving.id));
    await apply(file.id);
    expect(await fileOf(file.id)).toMatchObject({
      status: 'failed',
      failure: 'Some applications changed while the file was applied; nothing was changed. Try it again.',
    });
    expect((await statusOf(still.id))?.status).toBe('submitted');

    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${file.id}/retry`,
      headers: bearer(admin),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await t.deps.jobs.idle();
    const again = await fileOf(file.id);
    expect(again).toMatchObject({ stage: 'ready', error_count: 1 });
    expect(again.errors).toEqual(['Row 2: status: This status change is not allowed (cancelled → approved)']);
  });

  it('lets a discarded file change nothing and refuses applying it afterwards', async () => {
    const app = await application();
    const file = await checked(await xlsx([header, [app.id, 'rejected', null, null, null, null]]));
    const discarded = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${file.id}/discard`,
      headers: bearer(admin),
    });
    expect(discarded.json().data.stage).toBe('discarded');
    expect((await apply(file.id)).statusCode).toBe(409);
    expect((await statusOf(app.id))?.status).toBe('submitted');
  });

  it('keeps the uploaded bytes only until the file is applied or discarded, and through a failed apply for the retry', async () => {
    const storedChunks = async (id: number) =>
      (await t.db.select().from(ingest_file_chunks).where(eq(ingest_file_chunks.file_id, id))).length;
    const [applied, discarded, moving] = [await application(), await application(), await application()];
    const toApply = await checked(await xlsx([header, [applied.id, 'approved', null, null, null, null]]));
    const toDiscard = await checked(await xlsx([header, [discarded.id, 'rejected', null, null, null, null]]));
    const toFail = await checked(await xlsx([header, [moving.id, 'approved', null, null, null, null]]));
    for (const file of [toApply, toDiscard, toFail]) expect(await storedChunks(file.id)).toBeGreaterThan(0);

    expect((await apply(toApply.id)).statusCode).toBe(200);
    expect((await fileOf(toApply.id)).stage).toBe('applied');
    const discarding = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${toDiscard.id}/discard`,
      headers: bearer(admin),
    });
    expect(discarding.statusCode).toBe(200);
    await t.db.update(applications).set({ status: 'cancelled' }).where(eq(applications.id, moving.id));
    await apply(toFail.id);
    expect((await fileOf(toFail.id)).status).toBe('failed');

    expect(await storedChunks(toApply.id)).toBe(0);
    expect(await storedChunks(toDiscard.id)).toBe(0);
    // A failed apply is checked again from the file on retry: its bytes stay.
    expect(await storedChunks(toFail.id)).toBeGreaterThan(0);
  });
});

describe('refused files', () => {
  async function refusedWith(content: Buffer, filename: string, status: number, message: string) {
    const response = await upload(content, filename);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
  }

  it('refuses an extension other than .xlsx, .xls or .csv with the spec message', async () => {
    await refusedWith(Buffer.from('%PDF-1.7'), 'status.pdf', 422, 'Invalid file type');
  });

  it('refuses content that does not match the extension', async () => {
    await refusedWith(await xlsx([header]), 'status.csv', 422, "The file's content does not match its .csv extension");
    await refusedWith(csv([header]), 'status.xlsx', 422, "The file's content does not match its .xlsx extension");
  });

  it('refuses a zip bomb: a small .xlsx that declares gigabytes', async () => {
    const content = await xlsx([header, ['x', 'approved']]);
    // Every central directory entry claims 4 GiB uncompressed.
    const bomb = Buffer.from(content);
    for (let at = bomb.indexOf('PK\x01\x02'); at >= 0; at = bomb.indexOf('PK\x01\x02', at + 4)) {
      bomb.writeUInt32LE(0xfffffff0, at + 24);
    }
    const response = await upload(bomb, 'bomb.xlsx');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/zip bomb/);
    expect(await t.db.select().from(ingest_files).where(eq(ingest_files.file_name, 'bomb.xlsx'))).toEqual([]);
  });

  it('answers No file selected when the form has no file', async () => {
    const body = multipart([{ name: 'other', value: 'x' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/upload-application-status-file',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('No file selected');
  });
});

describe('who may use status files', () => {
  it('lets role 2 upload and list status files but not MIS or commission files; refuses role 3 on every call', async () => {
    const app = await application();
    const content = await xlsx([header, [app.id, 'in_review', null, null, null, null]]);
    expect((await upload(content, 'ops.xlsx', ops)).statusCode).toBe(200);
    expect((await upload(content, 'ops.xlsx', ops, '/api/ingest-files/mis')).statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/get-application-status-files-list',
      headers: bearer(ops),
    });
    expect(list.statusCode).toBe(200);

    const [anyFile] = await t.db.select().from(ingest_files).limit(1);
    const calls = [
      { method: 'GET', url: '/api/get-application-status-files-list' },
      { method: 'GET', url: '/api/ingest-files?kind=status' },
      { method: 'GET', url: `/api/ingest-files/${anyFile?.id}` },
      { method: 'POST', url: `/api/ingest-files/${anyFile?.id}/apply`, payload: {} },
      { method: 'POST', url: `/api/ingest-files/${anyFile?.id}/discard` },
      { method: 'POST', url: `/api/ingest-files/${anyFile?.id}/retry` },
      { method: 'GET', url: '/api/ingest-templates/status' },
      { method: 'GET', url: '/api/mis-exceptions' },
      { method: 'GET', url: '/api/commission/variance' },
      { method: 'GET', url: '/api/commission/ledger' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(csr) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await upload(content, 'csr.xlsx', csr)).statusCode).toBe(403);
  });

  it('pages the history 5 at a time by default, newest first, and keeps the whole list without paging', async () => {
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/get-application-status-files-list?page=1&pageSize=5',
      headers: bearer(admin),
    });
    const data = paged.json().data;
    expect(data.pageSize).toBe(5);
    expect(data.items.length).toBeLessThanOrEqual(5);
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/get-application-status-files-list',
      headers: bearer(admin),
    });
    const list = all.json().data as { id: number; created_at: string }[];
    expect(list.length).toBe(data.total);
    expect(list.map((row) => row.id)).toEqual([...list.map((row) => row.id)].sort((a, b) => b - a));
  });

  it('hands out a template with the header row, an example row and notes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ingest-templates/status', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(response.rawPayload).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Status', 'Notes']);
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, ...header, 'remark_code']);
    expect(workbook.worksheets[0]?.rowCount).toBe(2);
  });
});
