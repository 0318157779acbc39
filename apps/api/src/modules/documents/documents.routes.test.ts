/**
 * Documents a lender asks for (decision 054), through real HTTP on a real database: lenders' checklists, the customer's
 * requests and uploads (type, size and first bytes checked, nothing half-saved), files kept in private storage and
 * read back only by the customer and staff (audited), the partner's uploads under the customer's OTP consent, staff's
 * review and its conflicts, closed applications, who may call what, and erasure taking rows and files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CONSENT_MINUTES,
  DOCUMENT_MAX_BYTES,
  type ApplicationDocuments,
  type DocumentKind,
  type DocumentRequests,
  type LenderDocumentChecklist,
  type PartnerApplicationDocuments,
} from '@saakh/domain/documents';
import { audit_log } from '../../db/schema/audit';
import { application_documents } from '../../db/schema/documents';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  createSession,
  type ApplicationRow,
  type CustomerRow,
  type LenderRow,
  type PartnerRow,
} from '../../test/factories';
import { multipart } from '../../test/multipart';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';

const MINUTE = 60 * 1000;
let t: TestApp;
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
let editorToken: string;
let opsToken: string;
let viewerToken: string;
let lender: LenderRow;

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);

beforeAll(async () => {
  t = await createTestApp();
  t.deps.clock = { now: () => NOW };
  editorToken = await createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 1 })).id);
  opsToken = await createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 2 })).id);
  viewerToken = await createSession(t.db, 'admin', (await createAdmin(t.db, { role_id: 3 })).id);
  lender = await createLender(t.db, { display_name: 'Demo Bank' });
  const saved = await call('PUT', `/api/admin/lenders/${lender.id}/document-checklist`, editorToken, {
    items: [
      { product: 'pl', kind: 'bank_statement' },
      { product: 'pl', kind: 'pan_card' },
      { product: 'pl', kind: 'salary_slips' },
      { product: 'bl', kind: 'gst_certificate' },
    ],
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => t.close());
beforeEach(() => {
  t.deps.clock = { now: () => NOW };
});

type Answer<T> = {
  statusCode: number;
  body: { success: boolean; message?: string; data: T; errors?: Record<string, string[]> };
};

async function call<T = unknown>(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    remoteAddress: freshIp(),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { statusCode: response.statusCode, body: response.json() } as Answer<T>;
}

async function upload<T = ApplicationDocuments>(
  url: string,
  token: string,
  file: { filename: string; content: Buffer; type?: string } | null,
) {
  const form = multipart(
    file
      ? [
          {
            name: 'file',
            filename: file.filename,
            type: file.type ?? 'application/octet-stream',
            content: file.content,
          },
        ]
      : [{ name: 'note', value: 'no file here' }],
  );
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(token) },
    remoteAddress: freshIp(),
  });
  return { statusCode: response.statusCode, body: response.json() } as Answer<T>;
}

type Customer = { user: CustomerRow; token: string };
async function customer(): Promise<Customer> {
  const user = await createCustomer(t.db, { first_name: 'Asha', last_name: 'Rao' });
  return { user, token: await createSession(t.db, 'customer', user.id) };
}

async function applicationOf(
  who: Customer,
  overrides: Partial<Parameters<typeof createApplication>[1]> = {},
): Promise<ApplicationRow> {
  return createApplication(t.db, { userId: who.user.id, lenderId: lender.id, status: 'submitted', ...overrides });
}

const customerUrl = (application: ApplicationRow, kind: DocumentKind = 'pan_card') =>
  `/api/applications/${application.id}/documents/${kind}`;

function rowsOf(application: ApplicationRow) {
  return t.db.select().from(application_documents).where(eq(application_documents.application_id, application.id));
}

function privateFilesOf(application: ApplicationRow): string[] {
  const folder = path.join(t.config.dataDir, 'private', 'documents', application.id);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

function item(documents: ApplicationDocuments, kind: DocumentKind) {
  const found = documents.items.find((candidate) => candidate.kind === kind);
  if (!found) throw new Error(`No ${kind} asked`);
  return found;
}

async function auditRows(action: string, entityId: string | number) {
  return t.db
    .select()
    .from(audit_log)
    .where(and(eq(audit_log.action, action), eq(audit_log.entity_id, String(entityId))));
}

describe("a lender's checklist", () => {
  it('is read by roles 1 and 2, saved whole by role 1 and audited with the lines before and after', async () => {
    const other = await createLender(t.db);
    const empty = await call<LenderDocumentChecklist>(
      'GET',
      `/api/admin/lenders/${other.id}/document-checklist`,
      opsToken,
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data.items).toEqual([]);

    const saved = await call<LenderDocumentChecklist>(
      'PUT',
      `/api/admin/lenders/${other.id}/document-checklist`,
      editorToken,
      {
        items: [
          { product: 'hl', kind: 'property_papers' },
          { product: 'hl', kind: 'aadhaar' },
        ],
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe('Document checklist saved');
    expect(saved.body.data.items).toEqual([
      { product: 'hl', kind: 'aadhaar' },
      { product: 'hl', kind: 'property_papers' },
    ]);
    const replaced = await call('PUT', `/api/admin/lenders/${other.id}/document-checklist`, editorToken, {
      items: [{ product: 'hl', kind: 'aadhaar' }],
    });
    expect(replaced.statusCode).toBe(200);
    const read = await call<LenderDocumentChecklist>(
      'GET',
      `/api/admin/lenders/${other.id}/document-checklist`,
      opsToken,
    );
    expect(read.body.data.items).toEqual([{ product: 'hl', kind: 'aadhaar' }]);

    const audits = await auditRows('lender.documents.update', other.id);
    expect(audits).toHaveLength(2);
    // Each product's documents, as the history shows them.
    const last = audits.find((row) => row.new_value === JSON.stringify({ hl: ['aadhaar'] }));
    expect(last?.old_value).toBe(JSON.stringify({ hl: ['aadhaar', 'property_papers'] }));
    // Saving the same list again changes nothing and writes no audit row.
    await call('PUT', `/api/admin/lenders/${other.id}/document-checklist`, editorToken, {
      items: [{ product: 'hl', kind: 'aadhaar' }],
    });
    expect(await auditRows('lender.documents.update', other.id)).toHaveLength(2);
  });

  it('refuses a line twice, an unknown kind, role 2 saving, role 3 reading and an unknown lender', async () => {
    const url = `/api/admin/lenders/${lender.id}/document-checklist`;
    const twice = await call('PUT', url, editorToken, {
      items: [
        { product: 'pl', kind: 'pan_card' },
        { product: 'pl', kind: 'pan_card' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.body.errors)).toContain('Each document may be asked once per product');
    expect((await call('PUT', url, editorToken, { items: [{ product: 'pl', kind: 'selfie' }] })).statusCode).toBe(422);
    expect((await call('PUT', url, opsToken, { items: [] })).statusCode).toBe(403);
    expect((await call('GET', url, viewerToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/lenders/999999/document-checklist', editorToken)).statusCode).toBe(404);
  });
});

describe("the customer's documents", () => {
  it("lists what the lender asks for the product, in the catalogue's order, all needed at first", async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const answer = await call<ApplicationDocuments>('GET', `/api/applications/${application.id}/documents`, asha.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({
      applicationId: application.id,
      reference: application.reference,
      product: 'pl',
      lenderName: 'Demo Bank',
      open: true,
      outstanding: 3,
    });
    expect(answer.body.data.items.map((line) => [line.kind, line.status])).toEqual([
      ['pan_card', 'needed'],
      ['salary_slips', 'needed'],
      ['bank_statement', 'needed'],
    ]);
  });

  it('shows the requests of open applications with a checklist only, newest first', async () => {
    const asha = await customer();
    const older = await applicationOf(asha, { created_at: new Date(NOW.getTime() - 60 * MINUTE) });
    const newer = await applicationOf(asha, { status: 'in_review' });
    await applicationOf(asha, { status: 'rejected' });
    await applicationOf(asha, { status: 'created' });
    await applicationOf(asha, { lenderId: (await createLender(t.db)).id });
    const pan = await upload(customerUrl(newer), asha.token, { filename: 'pan.pdf', content: pdf });
    expect(pan.statusCode).toBe(200);

    const requests = async () => {
      const answer = await call<DocumentRequests>('GET', '/api/documents/requests', asha.token);
      expect(answer.statusCode).toBe(200);
      return answer.body.data;
    };
    expect(await requests()).toEqual([
      expect.objectContaining({ applicationId: newer.id, asked: 3, outstanding: 2, lenderName: 'Demo Bank' }),
      expect.objectContaining({ applicationId: older.id, asked: 3, outstanding: 3 }),
    ]);
    // A rejected upload is outstanding again; a verified one is not.
    const fileId = item(pan.body.data, 'pan_card').file?.id;
    const rejected = await call('POST', `/api/admin/application-documents/${fileId}/review`, opsToken, {
      decision: 'rejected',
      reason: 'unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await requests())[0]).toMatchObject({ applicationId: newer.id, outstanding: 3 });
    const again = await upload(customerUrl(newer), asha.token, { filename: 'pan.pdf', content: pdf });
    const verified = await call(
      'POST',
      `/api/admin/application-documents/${item(again.body.data, 'pan_card').file?.id}/review`,
      opsToken,
      {
        decision: 'verified',
      },
    );
    expect(verified.statusCode).toBe(200);
    expect((await requests())[0]).toMatchObject({ applicationId: newer.id, outstanding: 2 });
  });

  it('uploads a PDF, JPG or PNG into private storage and gives the customer their own file back as a download', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const uploaded = await upload(customerUrl(application), asha.token, {
      filename: 'C:\\scans\\My PAN card.pdf',
      content: pdf,
      type: 'application/pdf',
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.body.message).toBe('Document uploaded: we will check it soon');
    const pan = item(uploaded.body.data, 'pan_card');
    expect(pan).toMatchObject({
      status: 'uploaded',
      rejection: null,
      reviewedAt: null,
      file: {
        fileName: 'My PAN card.pdf',
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        uploadedBy: 'customer',
      },
    });
    expect(uploaded.body.data.outstanding).toBe(2);
    expect(
      (await upload(customerUrl(application, 'salary_slips'), asha.token, { filename: 'slip.JPEG', content: jpg }))
        .statusCode,
    ).toBe(200);
    const withPng = await upload(customerUrl(application, 'bank_statement'), asha.token, {
      filename: 'stmt.png',
      content: png,
    });
    expect(item(withPng.body.data, 'bank_statement').file?.contentType).toBe('image/png');
    expect(withPng.body.data.outstanding).toBe(0);

    // Kept under DATA_DIR/private, never under the served uploads folder.
    const [row] = (await rowsOf(application)).filter((candidate) => candidate.kind === 'pan_card');
    expect(row?.storage_key).toMatch(new RegExp(`^documents/${application.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(fs.readFileSync(path.join(t.config.dataDir, 'private', row?.storage_key ?? '')).equals(pdf)).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', row?.storage_key ?? ''))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row?.storage_key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/private/${row?.storage_key}` })).statusCode).toBe(404);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${application.id}/documents/files/${pan.file?.id}`,
      headers: bearer(asha.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="My PAN card.pdf"; filename*=UTF-8''My%20PAN%20card.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a file whose type, size or first bytes are wrong, or no file, and keeps nothing of it', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const refused = [
      { filename: 'pan.gif', content: Buffer.from('GIF89a....') },
      { filename: 'pan.txt', content: Buffer.from('%PDF-1.4 but a text file') },
      { filename: 'pan.pdf', content: png },
      { filename: 'pan.png', content: pdf },
      { filename: 'pan.jpg', content: Buffer.from('not a jpeg at all') },
      { filename: 'pan.pdf', content: Buffer.alloc(0) },
      { filename: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]) },
      null,
    ];
    for (const file of refused) {
      const answer = await upload(customerUrl(application), asha.token, file);
      expect(answer.statusCode, file?.filename ?? 'no file').toBe(422);
      expect(answer.body.errors).toEqual({ file: ['Upload a PDF, JPG or PNG file of up to 5 MB'] });
    }
    const notMultipart = await call('POST', customerUrl(application), asha.token, { file: 'x' });
    expect(notMultipart.statusCode).toBe(415);
    expect(await rowsOf(application)).toEqual([]);
    expect(privateFilesOf(application)).toEqual([]);

    // A file of exactly the limit is taken.
    const atLimit = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES - pdf.length, 0x20)]);
    expect(
      (await upload(customerUrl(application), asha.token, { filename: 'pan.pdf', content: atLimit })).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another customer's application and file, and refuses a kind the lender does not ask for", async () => {
    const asha = await customer();
    const ravi = await customer();
    const application = await applicationOf(asha);
    const uploaded = await upload(customerUrl(application), asha.token, { filename: 'pan.pdf', content: pdf });
    const fileId = item(uploaded.body.data, 'pan_card').file?.id;
    expect((await call('GET', `/api/applications/${application.id}/documents`, ravi.token)).statusCode).toBe(404);
    expect((await upload(customerUrl(application), ravi.token, { filename: 'pan.pdf', content: pdf })).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/api/applications/${application.id}/documents/files/${fileId}`, ravi.token)).statusCode,
    ).toBe(404);
    // Ravi's own application does not open Asha's file either.
    const own = await applicationOf(ravi);
    expect((await call('GET', `/api/applications/${own.id}/documents/files/${fileId}`, ravi.token)).statusCode).toBe(
      404,
    );

    const notAsked = await upload(customerUrl(application, 'gst_certificate'), asha.token, {
      filename: 'gst.pdf',
      content: pdf,
    });
    expect(notAsked.statusCode).toBe(422);
    expect(notAsked.body.message).toBe('The lender does not ask for this document for this application');
    expect(
      (
        await upload(customerUrl(application, 'selfie' as DocumentKind), asha.token, {
          filename: 'a.pdf',
          content: pdf,
        })
      ).statusCode,
    ).toBe(422);
    expect(await rowsOf(application)).toHaveLength(1);
  });

  it('keeps a closed application read-only: uploads and reviews refused with documentsClosed', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const uploaded = await upload(customerUrl(application), asha.token, { filename: 'pan.pdf', content: pdf });
    const fileId = item(uploaded.body.data, 'pan_card').file?.id;
    await t.db.execute(`update applications set status = 'disbursed' where id = '${application.id}'`);

    const read = await call<ApplicationDocuments>('GET', `/api/applications/${application.id}/documents`, asha.token);
    expect(read.body.data.open).toBe(false);
    expect(item(read.body.data, 'pan_card').status).toBe('uploaded');
    const again = await upload(customerUrl(application, 'salary_slips'), asha.token, {
      filename: 's.pdf',
      content: pdf,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Documents can no longer be changed: the lender has decided this application');
    const review = await call('POST', `/api/admin/application-documents/${fileId}/review`, opsToken, {
      decision: 'verified',
    });
    expect(review.statusCode).toBe(409);
    expect(await rowsOf(application)).toHaveLength(1);
    expect(privateFilesOf(application)).toHaveLength(1);
  });
});

describe("staff's review", () => {
  it('verifies an upload (audited), after which the kind cannot be replaced nor reviewed again', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const uploaded = await upload(customerUrl(application), asha.token, { filename: 'pan.pdf', content: pdf });
    const fileId = item(uploaded.body.data, 'pan_card').file?.id ?? '';

    const staffView = await call<ApplicationDocuments>(
      'GET',
      `/api/admin/applications/${application.id}/documents`,
      opsToken,
    );
    expect(staffView.statusCode).toBe(200);
    expect(item(staffView.body.data, 'pan_card').file?.id).toBe(fileId);

    const verified = await call<ApplicationDocuments>(
      'POST',
      `/api/admin/application-documents/${fileId}/review`,
      opsToken,
      {
        decision: 'verified',
      },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.body.message).toBe('Document verified');
    expect(item(verified.body.data, 'pan_card')).toMatchObject({ status: 'verified', reviewedAt: NOW.toISOString() });

    const replaced = await upload(customerUrl(application), asha.token, { filename: 'pan2.pdf', content: pdf });
    expect(replaced.statusCode).toBe(409);
    expect(replaced.body.message).toBe('This document is already verified');
    const twice = await call('POST', `/api/admin/application-documents/${fileId}/review`, editorToken, {
      decision: 'rejected',
      reason: 'unreadable',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe('This upload has already been reviewed or replaced');

    const [audit] = await auditRows('application_document.review', application.id);
    expect(audit).toMatchObject({ entity: 'application', field: 'pan_card' });
    expect(JSON.parse(audit?.new_value ?? '{}')).toEqual({ file_id: fileId, status: 'verified' });
    expect(privateFilesOf(application)).toHaveLength(1);
  });

  it('rejects with a reason (a note required for other), which the customer reads, and they upload again', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const first = await upload(customerUrl(application, 'salary_slips'), asha.token, {
      filename: 's.pdf',
      content: pdf,
    });
    const firstId = item(first.body.data, 'salary_slips').file?.id ?? '';
    const url = `/api/admin/application-documents/${firstId}/review`;

    const noReason = await call('POST', url, opsToken, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(JSON.stringify(noReason.body.errors)).toContain('Choose a reason');
    const otherNoNote = await call('POST', url, opsToken, { decision: 'rejected', reason: 'other', note: '   ' });
    expect(otherNoNote.statusCode).toBe(422);
    expect(otherNoNote.body.errors?.note).toEqual(['Write what is wrong for the customer']);
    const tooLong = await call('POST', url, opsToken, {
      decision: 'rejected',
      reason: 'expired',
      note: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(422);

    const rejected = await call<ApplicationDocuments>('POST', url, opsToken, {
      decision: 'rejected',
      reason: 'other',
      note: 'Please send the last three months',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.body.message).toBe('Document rejected: the customer is asked to upload it again');

    const seen = await call<ApplicationDocuments>('GET', `/api/applications/${application.id}/documents`, asha.token);
    expect(item(seen.body.data, 'salary_slips')).toMatchObject({
      status: 'rejected',
      rejection: { reason: 'other', note: 'Please send the last three months' },
    });
    expect(seen.body.data.outstanding).toBe(3);

    const second = await upload(customerUrl(application, 'salary_slips'), asha.token, {
      filename: 's2.pdf',
      content: pdf,
    });
    expect(second.statusCode).toBe(200);
    expect(item(second.body.data, 'salary_slips')).toMatchObject({ status: 'uploaded', rejection: null });
    // The first upload is no longer the latest: reviewing it is refused.
    expect((await call('POST', url, editorToken, { decision: 'verified' })).statusCode).toBe(409);
    const audit = await auditRows('application_document.review', application.id);
    expect(JSON.parse(audit[0]?.new_value ?? '{}')).toEqual({
      file_id: firstId,
      status: 'rejected',
      rejection: 'other',
    });
  });

  it('reads a file as a download, each opening audited; role 3 is refused every staff route', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    const uploaded = await upload(customerUrl(application), asha.token, { filename: 'pan.png', content: png });
    const fileId = item(uploaded.body.data, 'pan_card').file?.id ?? '';
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/application-documents/${fileId}/file`,
      headers: bearer(editorToken),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const [audit] = await auditRows('application_document.view', application.id);
    expect(audit).toMatchObject({ field: 'pan_card', actor_kind: 'admin' });
    expect(JSON.parse(audit?.new_value ?? '{}')).toEqual({ file_id: fileId });

    for (const [method, url, payload] of [
      ['GET', `/api/admin/applications/${application.id}/documents`],
      ['GET', `/api/admin/application-documents/${fileId}/file`],
      ['POST', `/api/admin/application-documents/${fileId}/review`, { decision: 'verified' }],
    ] as const) {
      expect((await call(method, url, viewerToken, payload)).statusCode, url).toBe(403);
    }
    expect(await auditRows('application_document.view', application.id)).toHaveLength(1);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/application-documents/${missing}/file`, opsToken)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/applications/${missing}/documents`, opsToken)).statusCode).toBe(404);
  });
});

describe("the partner's uploads", () => {
  let partner: PartnerRow;
  let partnerUserId: number;
  let partnerToken: string;
  let otherPartnerToken: string;

  beforeAll(async () => {
    partner = await createPartner(t.db);
    const user = await createPartnerUser(t.db, { partner_id: partner.id });
    partnerUserId = user.id;
    partnerToken = await createSession(t.db, 'partner', user.id);
    otherPartnerToken = await createSession(t.db, 'partner', (await createPartnerUser(t.db)).id);
  });

  const partnerUrl = (application: ApplicationRow, rest = '') =>
    `/api/partner/applications/${application.id}/documents${rest}`;

  it('uploads only while the customer’s OTP consent stands, for 30 minutes', async () => {
    const asha = await customer();
    const application = await applicationOf(asha, { partnerId: partner.id });

    const before = await upload(partnerUrl(application, '/pan_card'), partnerToken, {
      filename: 'pan.pdf',
      content: pdf,
    });
    expect(before.statusCode).toBe(403);
    expect(before.body.message).toBe('Ask the customer for consent first: they get an OTP on their mobile');

    const sent = await call('POST', partnerUrl(application, '/consent'), partnerToken);
    expect(sent.statusCode).toBe(200);
    const sms = t.deps.messaging.lastMessageTo('sms', asha.user.mobile_phone_number)?.text ?? '';
    expect(sms).toContain(application.reference);
    const otp = sms.match(/\b(\d{6})\b/)?.[1] ?? '';
    const wrong = otp === '000000' ? '111111' : '000000';
    const refused = await call('POST', partnerUrl(application, '/consent/verify'), partnerToken, { otp: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.body.errors?.otp).toEqual(['The OTP is incorrect']);
    const stillNot = await upload(partnerUrl(application, '/pan_card'), partnerToken, {
      filename: 'pan.pdf',
      content: pdf,
    });
    expect(stillNot.statusCode).toBe(403);

    const consented = await call<{ consentUntil: string }>(
      'POST',
      partnerUrl(application, '/consent/verify'),
      partnerToken,
      {
        otp,
      },
    );
    expect(consented.statusCode).toBe(200);
    const until = new Date(NOW.getTime() + DOCUMENT_CONSENT_MINUTES * MINUTE).toISOString();
    expect(consented.body.data.consentUntil).toBe(until);
    // The code is used up.
    expect((await call('POST', partnerUrl(application, '/consent/verify'), partnerToken, { otp })).statusCode).toBe(
      422,
    );

    const view = await call<PartnerApplicationDocuments>('GET', partnerUrl(application), partnerToken);
    expect(view.body.data.consentUntil).toBe(until);
    const uploaded = await upload<PartnerApplicationDocuments>(partnerUrl(application, '/pan_card'), partnerToken, {
      filename: 'pan.pdf',
      content: pdf,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(item(uploaded.body.data, 'pan_card')).toMatchObject({ status: 'uploaded', file: { uploadedBy: 'partner' } });
    const [row] = await rowsOf(application);
    expect(row).toMatchObject({ uploaded_by: 'partner', partner_user_id: partnerUserId });
    // The customer sees it too.
    const seen = await call<ApplicationDocuments>('GET', `/api/applications/${application.id}/documents`, asha.token);
    expect(item(seen.body.data, 'pan_card').file?.uploadedBy).toBe('partner');

    // Past the 30 minutes the consent no longer stands.
    t.deps.clock = { now: () => new Date(NOW.getTime() + (DOCUMENT_CONSENT_MINUTES + 1) * MINUTE) };
    const after = await upload(partnerUrl(application, '/salary_slips'), partnerToken, {
      filename: 's.pdf',
      content: pdf,
    });
    expect(after.statusCode).toBe(403);
    expect(
      (await call<PartnerApplicationDocuments>('GET', partnerUrl(application), partnerToken)).body.data.consentUntil,
    ).toBeNull();
    expect(await rowsOf(application)).toHaveLength(1);
    expect(privateFilesOf(application)).toHaveLength(1);
  });

  it('refuses an expired consent code', async () => {
    const asha = await customer();
    const application = await applicationOf(asha, { partnerId: partner.id });
    expect((await call('POST', partnerUrl(application, '/consent'), partnerToken)).statusCode).toBe(200);
    const otp = t.deps.messaging.lastMessageTo('sms', asha.user.mobile_phone_number)?.text.match(/\b(\d{6})\b/)?.[1];
    await t.db.execute(
      `update otp_challenges set expires_at = now() - interval '1 second' where mobile = '${asha.user.mobile_phone_number}'`,
    );
    const expired = await call('POST', partnerUrl(application, '/consent/verify'), partnerToken, { otp });
    expect(expired.statusCode).toBe(422);
    expect(expired.body.errors?.otp).toEqual(['The OTP has expired. Please request a new one']);
  });

  it("answers 404 for another partner's application and for one without a partner, and never gives files", async () => {
    const asha = await customer();
    const theirs = await applicationOf(asha, { partnerId: partner.id });
    const direct = await applicationOf(asha);
    for (const application of [theirs, direct]) {
      const token = application === theirs ? otherPartnerToken : partnerToken;
      expect((await call('GET', partnerUrl(application), token)).statusCode).toBe(404);
      expect((await call('POST', partnerUrl(application, '/consent'), token)).statusCode).toBe(404);
      expect(
        (await call('POST', partnerUrl(application, '/consent/verify'), token, { otp: '123456' })).statusCode,
      ).toBe(404);
      expect(
        (await upload(partnerUrl(application, '/pan_card'), token, { filename: 'a.pdf', content: pdf })).statusCode,
      ).toBe(404);
    }
    // No SMS went to the customer for a partner that is not theirs.
    expect(t.deps.messaging.lastMessageTo('sms', asha.user.mobile_phone_number)).toBeUndefined();
    // A partner's session cannot read a file through the customer's or the staff's route (403: not its area).
    const uploaded = await upload(customerUrl(theirs), asha.token, { filename: 'pan.pdf', content: pdf });
    const fileId = item(uploaded.body.data, 'pan_card').file?.id;
    expect(
      (await call('GET', `/api/applications/${theirs.id}/documents/files/${fileId}`, partnerToken)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/admin/application-documents/${fileId}/file`, partnerToken)).statusCode).toBe(403);
  });

  it('asks no consent for a closed application', async () => {
    const asha = await customer();
    const application = await applicationOf(asha, { partnerId: partner.id, status: 'rejected' });
    const sent = await call('POST', partnerUrl(application, '/consent'), partnerToken);
    expect(sent.statusCode).toBe(409);
  });
});

describe("the customer's erasure", () => {
  it('deletes their documents’ rows and files', async () => {
    const asha = await customer();
    const application = await applicationOf(asha);
    await upload(customerUrl(application), asha.token, { filename: 'pan.pdf', content: pdf });
    await upload(customerUrl(application, 'salary_slips'), asha.token, { filename: 's.png', content: png });
    expect(privateFilesOf(application)).toHaveLength(2);
    await t.db.execute(`update applications set status = 'rejected' where id = '${application.id}'`);

    const erased = await call('POST', `/api/admin/customer-erasure/customers/${asha.user.id}/erase`, editorToken, {
      confirmation: asha.user.mobile_phone_number.slice(-4),
      reason: 'customer_request',
    });
    expect(erased.statusCode).toBe(200);
    expect(await rowsOf(application)).toEqual([]);
    expect(privateFilesOf(application)).toEqual([]);
  });
});
