/**
 * A status file against the lender's live feed (decision 044): rows that contradict what the lender's API said are
 * kept with both values instead of overwriting it, and an admin keeps the live value or takes the file's.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@saakh/domain/applications';
import type { IngestFile } from '@saakh/domain/ingestion';
import type { FeedDisagreement, MisException } from '@saakh/domain/reconciliation';
import { application_status_history, applications } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { createAdmin, createApplication, createCustomer, createLender, createSession } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { misHeader, xlsxBuffer } from '../../test/sheet-files';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../test/test-app';
import { recordStatusChange } from '../applications/applications.service';

let t: TestApp;
let admin: string;
let csr: string;
let lender: { id: number; name: string };
let userId: number;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  await createAdmin(t.db, { email: 'feed-admin@saakh.local', role_id: 1 });
  const csrRow = await createAdmin(t.db, { email: 'feed-csr@saakh.local', role_id: 3 });
  admin = await loginAdmin(t, 'feed-admin@saakh.local');
  csr = await createSession(t.db, 'admin', csrRow.id);
  lender = await createLender(t.db, { name: `LiveBank${Date.now()}` });
  userId = (await createCustomer(t.db, { tin: 'ABCPV1234D' })).id;
});
afterAll(async () => t.close());

const header = ['application_id', 'status', 'lender_reference', 'disbursed_amount', 'disbursed_on', 'remarks'];

/** An application whose last step came from the lender's API (source lender_callback). */
async function liveApplication(to: ApplicationStatus, disbursal?: { amount: number; on: string }) {
  const app = await createApplication(t.db, {
    userId,
    lenderId: lender.id,
    status: 'submitted',
    amount: disbursal?.amount ?? 200_000,
  });
  await t.db.transaction((tx) =>
    recordStatusChange(
      t.deps,
      tx,
      {
        applicationId: app.id,
        from: 'submitted',
        to,
        actorId: null,
        disbursedAmount: disbursal?.amount ?? null,
        disbursedOn: disbursal?.on ?? null,
      },
      'lender_callback',
    ),
  );
  return app;
}

async function uploadAndCheck(url: string, content: Buffer, filename: string): Promise<IngestFile> {
  const body = multipart([{ name: 'image_name', filename, type: 'application/octet-stream', content }]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(admin) },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.deps.jobs.idle();
  const id = response.json().data.id as number;
  return (await t.app.inject({ method: 'GET', url: `/api/ingest-files/${id}`, headers: bearer(admin) })).json()
    .data as IngestFile;
}

async function apply(file: IngestFile): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ingest-files/${file.id}/apply`,
    payload: { skip_errors: false, confirm_duplicate: true },
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.deps.jobs.idle();
}

async function current(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

async function disagreements(fileId: number): Promise<FeedDisagreement[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/feed-disagreements?file_id=${fileId}&state=all`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as FeedDisagreement[];
}

function resolve(id: number, action: string, token = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/feed-disagreements/${id}/resolve`,
    payload: { action },
    headers: bearer(token),
  });
}

describe('a status file against the live feed', () => {
  it('keeps contradicting rows with both values, applies the rest, and lets an admin decide each', async () => {
    const approvedLive = await liveApplication('approved');
    const disbursedLive = await liveApplication('disbursed', { amount: 700000, on: '2026-11-27' });
    const agreeing = await liveApplication('approved');
    const fromFiles = await createApplication(t.db, { userId, lenderId: lender.id, status: 'approved' });
    const file = await uploadAndCheck(
      '/api/upload-application-status-file',
      await xlsxBuffer(
        [
          header,
          [approvedLive.id, 'rejected', null, null, null, 'LOW_CREDIT_SCORE'],
          [disbursedLive.id, 'disbursed', null, 690000, '2026-11-26', null],
          [agreeing.id, 'approved', null, null, null, null],
          [fromFiles.id, 'disbursed', 'LAN-9', 500000, '2026-11-25', null],
        ],
        'Status',
      ),
      'status.xlsx',
    );
    expect(file.outcomes).toEqual({ status_change: 1, details: 0, unchanged: 1, disagrees: 2, error: 0 });
    await apply(file);

    // The live values stand; the application the API never spoke of moves as before.
    expect(await current(approvedLive.id)).toMatchObject({ status: 'approved' });
    expect(await current(disbursedLive.id)).toMatchObject({
      status: 'disbursed',
      disbursed_amount: '700000.00',
      disbursed_on: '2026-11-27',
    });
    expect(await current(fromFiles.id)).toMatchObject({ status: 'disbursed', disbursed_amount: '500000.00' });

    const kept = await disagreements(file.id);
    const byApplication = (id: string) => kept.find((row) => row.application_id === id) as FeedDisagreement;
    expect(kept).toHaveLength(2);
    expect(byApplication(approvedLive.id)).toMatchObject({
      row_number: 2,
      lender_name: lender.name,
      file_status: 'rejected',
      live_status: 'approved',
      live_source: 'lender_callback',
      resolution: null,
    });
    expect(byApplication(disbursedLive.id)).toMatchObject({
      row_number: 3,
      file_status: 'disbursed',
      file_amount: 690000,
      file_on: '2026-11-26',
      live_status: 'disbursed',
      live_amount: 700000,
      live_on: '2026-11-27',
    });

    // Support staff cannot decide; an admin takes the file's rejection and keeps the API's disbursal.
    expect((await resolve(byApplication(approvedLive.id).id, 'take_file', csr)).statusCode).toBe(403);
    const took = await resolve(byApplication(approvedLive.id).id, 'take_file');
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().data).toMatchObject({ resolution: 'took_file' });
    expect(await current(approvedLive.id)).toMatchObject({ status: 'rejected', remark_code: 'LOW_CREDIT_SCORE' });
    const [step] = await t.db
      .select()
      .from(application_status_history)
      .where(
        and(
          eq(application_status_history.application_id, approvedLive.id),
          eq(application_status_history.status, 'rejected'),
        ),
      );
    expect(step).toMatchObject({ source: 'admin', from_status: 'approved' });

    const keep = await resolve(byApplication(disbursedLive.id).id, 'keep_live');
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await current(disbursedLive.id)).toMatchObject({ disbursed_amount: '700000.00' });
    expect((await resolve(byApplication(disbursedLive.id).id, 'take_file')).statusCode).toBe(409);
    expect((await resolve(byApplication(disbursedLive.id).id, 'sideways')).statusCode).toBe(422);

    const audits = await t.db.select().from(audit_log).where(eq(audit_log.action, 'feed_disagreement.resolve'));
    expect(audits.map((row) => JSON.parse(row.new_value ?? '{}').resolution).sort()).toEqual([
      'kept_live',
      'took_file',
    ]);
    const open = await t.app.inject({ method: 'GET', url: '/api/feed-disagreements', headers: bearer(admin) });
    expect(open.json().data.items.filter((row: FeedDisagreement) => row.file_id === file.id)).toHaveLength(0);
  });

  it('takes the file’s amount and day for a disbursal the API reported otherwise', async () => {
    const app = await liveApplication('disbursed', { amount: 400000, on: '2026-11-20' });
    const file = await uploadAndCheck(
      '/api/upload-application-status-file',
      await xlsxBuffer([header, [app.id, 'disbursed', null, 390000, '2026-11-21', null]], 'Status'),
      'status.xlsx',
    );
    expect(file.outcomes).toMatchObject({ disagrees: 1 });
    await apply(file);
    const [row] = await disagreements(file.id);
    const took = await resolve(row!.id, 'take_file');
    expect(took.statusCode, took.body).toBe(200);
    expect(await current(app.id)).toMatchObject({
      status: 'disbursed',
      disbursed_amount: '390000.00',
      disbursed_on: '2026-11-21',
    });
  });

  it('refuses to take a file’s value once the application has moved on', async () => {
    const app = await liveApplication('approved');
    const file = await uploadAndCheck(
      '/api/upload-application-status-file',
      await xlsxBuffer([header, [app.id, 'rejected', null, null, null, null]], 'Status'),
      'status.xlsx',
    );
    await apply(file);
    await t.db.transaction((tx) =>
      recordStatusChange(
        t.deps,
        tx,
        {
          applicationId: app.id,
          from: 'approved',
          to: 'disbursed',
          actorId: null,
          disbursedAmount: 1,
          disbursedOn: '2026-11-28',
        },
        'lender_callback',
      ),
    );
    const [row] = await disagreements(file.id);
    const refused = await resolve(row!.id, 'take_file');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/changed since this row was kept/);
    expect(await current(app.id)).toMatchObject({ status: 'disbursed' });
  });

  it('names the lender’s API as the source of a disbursal an MIS row contradicts', async () => {
    const app = await liveApplication('disbursed', { amount: 700000, on: '2026-11-27' });
    await t.db.update(applications).set({ lender_reference: 'LIVE-77' }).where(eq(applications.id, app.id));
    const file = await uploadAndCheck(
      '/api/ingest-files/mis',
      await xlsxBuffer([
        misHeader,
        [lender.name, 'LIVE-77', 'Asha', null, null, '7,00,000', '6,90,000', '26/11/2026', 'U1'],
      ]),
      'mis.xlsx',
    );
    expect(file.outcomes).toMatchObject({ disagrees: 1 });
    await apply(file);
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/mis-exceptions?file_id=${file.id}`,
      headers: bearer(admin),
    });
    const [exception] = queue.json().data.items as MisException[];
    expect(exception).toMatchObject({
      match: 'disagrees',
      recorded_amount: 700000,
      recorded_source: 'lender_callback',
    });
  });
});
