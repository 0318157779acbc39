/** Files as lenders send them (decision 046): a lender's own columns, words, dates and amounts, through its profile. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestFile } from '@saakh/domain/ingestion';
import type { LenderFileProfile, LenderFileProfileInput } from '@saakh/domain/lender-file-profiles';
import { applications } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { commission_receipts } from '../../db/schema/ingestion';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createSession,
  type ApplicationRow,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { misHeader, xlsxBuffer } from '../../test/sheet-files';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let ops: string;
let csr: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'profiles-admin@saakh.local', role_id: 1 });
  const opsRow = await createAdmin(t.db, { email: 'profiles-ops@saakh.local', role_id: 2 });
  const csrRow = await createAdmin(t.db, { email: 'profiles-csr@saakh.local', role_id: 3 });
  admin = await loginAdmin(t, 'profiles-admin@saakh.local');
  ops = await createSession(t.db, 'admin', opsRow.id);
  csr = await createSession(t.db, 'admin', csrRow.id);
  userId = (await createCustomer(t.db)).id;
});
afterAll(async () => t.close());

let unique = 0;
function lenderName(prefix: string): string {
  unique += 1;
  return `${prefix}${String(Date.now())}${String(unique)}`;
}

type Row = (string | number | null)[];

function csv(rows: Row[]): Buffer {
  const quoted = (cell: string | number | null) => {
    const text = cell === null ? '' : String(cell);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return Buffer.from(rows.map((row) => row.map(quoted).join(',')).join('\r\n'));
}

function upload(kind: string, content: Buffer, filename: string, lenderId: number | null, token = admin) {
  const body = multipart([
    ...(lenderId === null ? [] : [{ name: 'lender_id', value: String(lenderId) }]),
    { name: 'image_name', filename, type: 'application/octet-stream', content },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

async function fileOf(id: number, token = admin): Promise<IngestFile> {
  const response = await t.app.inject({ method: 'GET', url: `/api/ingest-files/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as IngestFile;
}

async function applied(id: number, skipErrors = false): Promise<IngestFile> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${id}/apply`,
    payload: { skip_errors: skipErrors, confirm_duplicate: true },
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.deps.jobs.idle();
  return fileOf(id);
}

function saveProfile(lenderId: number, kind: string, input: LenderFileProfileInput, token = admin) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/lender-file-profiles/${lenderId}/${kind}`,
    payload: input,
    headers: bearer(token),
  });
}

async function applicationOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** The lender's own status file: its headers, its words, its dates and its amounts. */
const lenderHeader = ['Saakh Ref', 'Loan Status', 'LAN', 'Disb Amt', 'Disb Date', 'Lender Remarks'];
const lenderColumns = {
  application_id: 'Saakh Ref',
  status: 'Loan Status',
  lender_reference: 'LAN',
  disbursed_amount: 'Disb Amt',
  disbursed_on: 'Disb Date',
  remarks: 'Lender Remarks',
};
const lenderWords = [
  { word: 'Sanctioned', status: 'approved' as const },
  { word: 'Login', status: 'submitted' as const },
  { word: 'WIP', status: 'in_review' as const },
  { word: 'Disbursed', status: 'disbursed' as const },
];

describe("the first upload of a lender's own status file", () => {
  it('answers with the headers and first values it found, and checks nothing until the columns are mapped', async () => {
    const lender = await createLender(t.db, { name: lenderName('FirstBank') });
    const app = await createApplication(t.db, { userId, lenderId: lender.id, status: 'approved' });
    const content = await xlsxBuffer([
      lenderHeader,
      [app.id, 'Disbursed', 'KMB-1', '4.8 L', '05-Mar-2026', 'Paid out'],
    ]);
    const response = await upload('status', content, 'first.xlsx', lender.id);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json().data as IngestFile;
    expect(answered).toMatchObject({ status: 'failed', stage: 'checking', lender_id: lender.id });
    expect(answered.failure).toBe(
      "Required columns are missing: application_id, status. Map the file's columns to the lender's once, and the file is checked.",
    );
    expect(answered.found).toEqual({
      headers: lenderHeader,
      rows: [[app.id, 'Disbursed', 'KMB-1', '4.8 L', '05-Mar-2026', 'Paid out']],
      missing: ['application_id', 'status'],
    });
    await t.deps.jobs.idle();
    expect(await fileOf(answered.id)).toMatchObject({ stage: 'checking', status: 'failed', rows_read: 0 });
    // Trying it again as it is would only fail again: the mapping step checks it.
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${answered.id}/retry`,
      headers: bearer(admin),
    });
    expect(retry.statusCode).toBe(409);

    // A mapping that still leaves a required column out is refused, and saves nothing.
    const partial = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${answered.id}/mapping`,
      payload: { lender_id: lender.id, columns: { application_id: 'Saakh Ref' } },
      headers: bearer(admin),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().message).toBe('Required columns are missing: status');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/lender-file-profiles?lender_id=${lender.id}`,
          headers: bearer(admin),
        })
      ).json().data,
    ).toEqual([]);

    const mapped = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${answered.id}/mapping`,
      payload: {
        lender_id: lender.id,
        columns: lenderColumns,
        status_words: lenderWords,
        date_style: 'dmon',
        amount_style: 'lakh',
      },
      headers: bearer(admin),
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().message).toBe("The lender's file profile was saved and the file is being checked");
    await t.deps.jobs.idle();
    const file = await fileOf(answered.id);
    expect(file).toMatchObject({ stage: 'ready', status: 'processing', error_count: 0, found: null, failure: null });
    expect(file.outcomes.status_change).toBe(1);
    await applied(file.id);
    expect(await applicationOf(app.id)).toMatchObject({
      status: 'disbursed',
      disbursed_amount: '480000.00',
      disbursed_on: '2026-03-05',
      lender_reference: 'KMB-1',
    });

    const audits = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'lender_file_profile'), eq(audit_log.action, 'lender_file_profile.save')));
    const saved = audits.find((row) => row.new_value?.includes('Saakh Ref'));
    expect(saved).toMatchObject({ field: 'status', old_value: null });
  });
});

describe("a lender's next files", () => {
  async function lenderWithProfile(): Promise<{ lenderId: number; apps: ApplicationRow[] }> {
    const lender = await createLender(t.db, { name: lenderName('NextBank') });
    const response = await saveProfile(lender.id, 'status', {
      columns: lenderColumns,
      status_words: lenderWords,
      date_style: 'dmy',
      amount_style: 'indian',
    });
    expect(response.statusCode, response.body).toBe(200);
    const apps = [
      await createApplication(t.db, { userId, lenderId: lender.id, status: 'approved' }),
      await createApplication(t.db, { userId, lenderId: lender.id, status: 'submitted' }),
      await createApplication(t.db, { userId, lenderId: lender.id, status: 'submitted' }),
      await createApplication(t.db, { userId, lenderId: lender.id, status: 'submitted' }),
    ];
    return { lenderId: lender.id, apps };
  }

  it('are read through the saved profile at once: own columns, own words, Indian amounts with ₹', async () => {
    const { lenderId, apps } = await lenderWithProfile();
    const [disbursed, sanctioned, wip, stays] = apps as [
      ApplicationRow,
      ApplicationRow,
      ApplicationRow,
      ApplicationRow,
    ];
    const content = csv([
      lenderHeader,
      [disbursed.id, 'DISBURSED', 'LAN-9', '₹4,80,000', '05/03/2026', null],
      [sanctioned.id, 'Sanctioned', null, null, null, 'Approved at branch'],
      [wip.id, 'wip', null, null, null, null],
      [stays.id, 'Login', null, null, null, null],
    ]);
    const response = await upload('status', content, 'next.csv', lenderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'processing', found: null, lender_id: lenderId });
    await t.deps.jobs.idle();
    const file = await fileOf(response.json().data.id as number);
    expect(file).toMatchObject({ stage: 'ready', error_count: 0 });
    expect(file.outcomes).toMatchObject({ status_change: 3, unchanged: 1 });
    await applied(file.id);
    expect(await applicationOf(disbursed.id)).toMatchObject({
      status: 'disbursed',
      disbursed_amount: '480000.00',
      disbursed_on: '2026-03-05',
    });
    expect((await applicationOf(sanctioned.id))?.status).toBe('approved');
    expect((await applicationOf(wip.id))?.status).toBe('in_review');
    expect((await applicationOf(stays.id))?.status).toBe('submitted');
  });

  it('report a status word the profile does not know on its own row, never dropping it', async () => {
    const { lenderId, apps } = await lenderWithProfile();
    const [, first, second] = apps as [ApplicationRow, ApplicationRow, ApplicationRow];
    const content = await xlsxBuffer([
      lenderHeader,
      [first.id, 'Sanctioned', null, null, null, null],
      [second.id, 'Pending Docs', null, null, null, null],
    ]);
    const response = await upload('status', content, 'words.xlsx', lenderId);
    expect(response.statusCode, response.body).toBe(200);
    await t.deps.jobs.idle();
    const file = await fileOf(response.json().data.id as number);
    expect(file.error_count).toBe(1);
    expect(file.errors).toEqual([expect.stringMatching(/^Row 3: status: Unknown status .*\(Pending Docs\)$/)]);
    expect(file.outcomes).toMatchObject({ status_change: 1, error: 1 });
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${file.id}/apply`,
      payload: { skip_errors: false, confirm_duplicate: true },
      headers: bearer(admin),
    });
    expect(blocked.statusCode).toBe(409);
    await applied(file.id, true);
    expect((await applicationOf(first.id))?.status).toBe('approved');
    expect((await applicationOf(second.id))?.status).toBe('submitted');
  });

  it('without the lender named, are read by the template as before and ask for the mapping', async () => {
    const { apps } = await lenderWithProfile();
    const content = csv([lenderHeader, [apps[0]!.id, 'Sanctioned', null, null, null, null]]);
    const response = await upload('status', content, 'unnamed.csv', null);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'failed', lender_id: null });
    expect(response.json().data.found.missing).toEqual(['application_id', 'status']);
  });
});

describe('MIS rows naming the lender by another name', () => {
  it("are the profile's lender through its aliases; a name nobody knows is still an error", async () => {
    const lender = await createLender(t.db, { name: lenderName('Kotak') });
    const alias = `${lender.name} Mahindra Bank Ltd`;
    expect((await saveProfile(lender.id, 'mis', { columns: {}, aliases: [alias] })).statusCode).toBe(200);
    const customer = await createCustomer(t.db);
    const app = await createApplication(t.db, {
      userId: customer.id,
      lenderId: lender.id,
      status: 'approved',
      lender_reference: `LAN-${lender.id}`,
    });
    const content = await xlsxBuffer([
      misHeader,
      [alias.toUpperCase(), `LAN-${lender.id}`, 'Asha', null, null, '2,00,000', '1,95,000', '05/03/2026', 'UTR1'],
      ['Mahindra Nobody Bank', 'X', null, null, null, 1, 1, '2026-03-07', null],
    ]);
    const response = await upload('mis', content, 'mis.xlsx', null);
    expect(response.statusCode, response.body).toBe(200);
    await t.deps.jobs.idle();
    const file = await fileOf(response.json().data.id as number);
    expect(file.outcomes).toMatchObject({ matched: 1, error: 1 });
    expect(file.errors).toEqual(['Row 3: lender: No lender has this name']);
    await applied(file.id, true);
    expect(await applicationOf(app.id)).toMatchObject({ status: 'disbursed', disbursed_amount: '195000.00' });
  });
});

describe("a commission statement in the lender's own columns", () => {
  it("is read through the named lender's profile, and another lender's upload of the same file is not", async () => {
    const lender = await createLender(t.db, { name: lenderName('PayBank') });
    const other = await createLender(t.db, { name: lenderName('OtherBank') });
    const saved = await saveProfile(lender.id, 'commission', {
      columns: { lender: 'Bank', lender_reference: 'Loan No', commission_amount: 'Payout', payout_date: 'Paid On' },
      aliases: [`${lender.name} Finance Ltd`],
      date_style: 'dmon',
      amount_style: 'indian',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const app = await createApplication(t.db, {
      userId,
      lenderId: lender.id,
      status: 'disbursed',
      lender_reference: `PAY-${lender.id}`,
    });
    const rows: Row[] = [
      ['Bank', 'Loan No', 'Payout', 'Paid On'],
      [`${lender.name} Finance Ltd`, `PAY-${lender.id}`, '₹3,900', '31-Mar-2026'],
    ];
    const response = await upload('commission', await xlsxBuffer(rows), 'payout.xlsx', lender.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.found).toBeNull();
    await t.deps.jobs.idle();
    const file = await fileOf(response.json().data.id as number);
    expect(file).toMatchObject({ stage: 'ready', error_count: 0 });
    expect(file.outcomes).toMatchObject({ matched: 1 });
    await applied(file.id);
    const [receipt] = await t.db.select().from(commission_receipts).where(eq(commission_receipts.file_id, file.id));
    expect(receipt).toMatchObject({
      application_id: app.id,
      commission_amount: '3900.00',
      payout_date: '2026-03-31',
    });

    // Named as another lender's file, the same headers are not that lender's: the mapping is asked for.
    const elsewhere = await upload('commission', csv(rows), 'payout.csv', other.id);
    expect(elsewhere.json().data).toMatchObject({ status: 'failed', lender_id: other.id });
    // 'Paid On' is one of the template's own names for payout_date.
    expect(elsewhere.json().data.found.missing).toEqual(['lender', 'commission_amount']);
  });
});

describe('who may see and change profiles', () => {
  it('follows the file kinds each role may upload', async () => {
    const lender = await createLender(t.db, { name: lenderName('RoleBank') });
    expect((await saveProfile(lender.id, 'status', { columns: { status: 'Stage' } }, ops)).statusCode).toBe(200);
    expect((await saveProfile(lender.id, 'mis', { columns: { utr: 'UTR No' } }, ops)).statusCode).toBe(403);
    expect((await saveProfile(lender.id, 'status', { columns: {} }, csr)).statusCode).toBe(403);
    expect((await saveProfile(lender.id, 'mis', { columns: { utr: 'UTR No' } })).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/lender-file-profiles?lender_id=${lender.id}` });
    expect(anonymous.statusCode).toBe(401);
    const asCsr = await t.app.inject({
      method: 'GET',
      url: `/api/lender-file-profiles?lender_id=${lender.id}`,
      headers: bearer(csr),
    });
    expect(asCsr.statusCode).toBe(403);

    const list = async (token: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/lender-file-profiles?lender_id=${lender.id}`,
          headers: bearer(token),
        })
      ).json().data as LenderFileProfile[];
    expect((await list(admin)).map((profile) => profile.kind).sort()).toEqual(['mis', 'status']);
    // Role 2 sees only the status file's profile, as it uploads only status files.
    expect(await list(ops)).toEqual([
      expect.objectContaining({ kind: 'status', lender_name: lender.name, columns: { status: 'Stage' } }),
    ]);
  });

  it('refuses a column the kind does not have, a lender that does not exist, and a mapping by role 3', async () => {
    const lender = await createLender(t.db, { name: lenderName('CheckBank') });
    const wrongColumn = await saveProfile(lender.id, 'status', { columns: { utr: 'UTR No' } });
    expect(wrongColumn.statusCode).toBe(422);
    expect(wrongColumn.json().message).toBe("A column is not one of this kind of file's template columns");
    expect((await saveProfile(2_000_000, 'status', { columns: {} })).statusCode).toBe(422);
    const badUpload = await upload(
      'status',
      csv([lenderHeader, ['x', 'y', null, null, null, null]]),
      'x.csv',
      2_000_000,
    );
    expect(badUpload.statusCode).toBe(422);

    const content = csv([lenderHeader, ['x', 'Sanctioned', null, null, null, null]]);
    const waiting = (await upload('status', content, 'wait.csv', lender.id, ops)).json().data as IngestFile;
    expect(waiting.found?.missing).toEqual(['application_id', 'status']);
    const byCsr = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${waiting.id}/mapping`,
      payload: { lender_id: lender.id, columns: lenderColumns },
      headers: bearer(csr),
    });
    expect(byCsr.statusCode).toBe(403);
    const byOps = await t.app.inject({
      method: 'POST',
      url: `/api/ingest-files/${waiting.id}/mapping`,
      payload: { lender_id: lender.id, columns: lenderColumns },
      headers: bearer(ops),
    });
    expect(byOps.statusCode, byOps.body).toBe(200);
  });
});
