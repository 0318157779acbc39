/**
 * Cases with owners and clocks (issue 33, item 3): the open applications as a queue with a controlled clock (age,
 * bucket and breach against the lender's SLA or the defaults), its filters, sort, paging and summary in SQL; owners
 * assigned and audited; internal notes; lenders' SLAs; who may call what; and notes going with a customer's erasure.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CaseNote, CasePage, CaseRow, LenderSla } from '@saakh/domain/cases';
import { CASE_NOTE_MAX_LENGTH, defaultSlaHours } from '@saakh/domain/cases';
import type { ApplicationStatus } from '@saakh/domain/applications';
import { audit_log } from '../../db/schema/audit';
import { application_case_notes } from '../../db/schema/cases';
import { application_documents } from '../../db/schema/documents';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createSession,
  type AdminRow,
  type ApplicationRow,
  type LenderRow,
} from '../../test/factories';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { recordStatusChange, updateLenderDetails } from '../applications/applications.service';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
// The server's clock, pinned: every case's age is read against it.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
let meera: AdminRow;
let ravi: AdminRow;
let meeraToken: string;
let raviToken: string;
let viewerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  t.deps.clock = { now: () => NOW };
  meera = await createAdmin(t.db, { role_id: 1, name: 'Meera Ops' });
  ravi = await createAdmin(t.db, { role_id: 2, name: 'Ravi Ops' });
  meeraToken = await createSession(t.db, 'admin', meera.id);
  raviToken = await createSession(t.db, 'admin', ravi.id);
  const viewer = await createAdmin(t.db, { role_id: 3 });
  viewerToken = await createSession(t.db, 'admin', viewer.id);
});
afterAll(async () => t.close());

beforeEach(() => {
  t.deps.clock = { now: () => NOW };
});

type Answer<T> = { statusCode: number; body: { success: boolean; data: T; errors?: Record<string, string[]> } };

async function call<T>(method: 'GET' | 'PUT' | 'POST', url: string, token = meeraToken, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { statusCode: response.statusCode, body: response.json() } as Answer<T>;
}

async function casesOf(query: string, token = meeraToken): Promise<CasePage> {
  const answer = await call<CasePage>('GET', `/api/admin/cases?${query}`, token);
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
}

/** An application of a new customer to the lender, `hours` in its status at NOW. */
async function caseOf(
  lender: LenderRow,
  status: ApplicationStatus,
  hours: number,
  customer: { first_name?: string; last_name?: string } = {},
): Promise<ApplicationRow> {
  const user = await createCustomer(t.db, { first_name: 'Asha', last_name: 'Rao', ...customer });
  return createApplication(t.db, {
    userId: user.id,
    lenderId: lender.id,
    status,
    status_changed_at: new Date(NOW.getTime() - hours * HOUR),
  });
}

function rowOf(page: CasePage, application: ApplicationRow): CaseRow {
  const row = page.items.find((item) => item.applicationId === application.id);
  if (!row) throw new Error(`case ${application.reference} not listed`);
  return row;
}

describe('the clock', () => {
  it("reads age, bucket and breach per status against the lender's SLA or the defaults", async () => {
    const plain = await createLender(t.db);
    const quick = await createLender(t.db);
    const saved = await call<LenderSla>('PUT', `/api/admin/lenders/${quick.id}/sla`, meeraToken, {
      hours: { submitted: 10, in_review: 200, approved: 24 },
    });
    expect(saved.statusCode).toBe(200);

    const fresh = await caseOf(plain, 'submitted', 2);
    const nearly = await caseOf(plain, 'submitted', 47.5);
    const late = await caseOf(plain, 'submitted', 49);
    const reviewLate = await caseOf(plain, 'in_review', 73);
    const approvedOk = await caseOf(plain, 'approved', 100);
    const approvedOld = await caseOf(plain, 'approved', 200);
    const quickLate = await caseOf(quick, 'submitted', 12);
    const quickReview = await caseOf(quick, 'in_review', 100);
    const closed = await Promise.all(
      (['created', 'rejected', 'disbursed', 'cancelled'] as const).map((status) => caseOf(plain, status, 300)),
    );

    const page = await casesOf(`pageSize=100&lenderId=${plain.id}`);
    expect(page.items.map((row) => row.applicationId)).not.toEqual(
      expect.arrayContaining(closed.map((application) => application.id)),
    );
    expect(page.total).toBe(6);
    const view = (application: ApplicationRow) => {
      const { ageHours, slaHours, breached, bucket, status } = rowOf(page, application);
      return { ageHours, slaHours, breached, bucket, status };
    };
    expect(view(fresh)).toEqual({
      ageHours: 2,
      slaHours: 48,
      breached: false,
      bucket: 'under_1d',
      status: 'submitted',
    });
    expect(view(nearly)).toEqual({
      ageHours: 47.5,
      slaHours: 48,
      breached: false,
      bucket: '1_3d',
      status: 'submitted',
    });
    expect(view(late)).toMatchObject({ ageHours: 49, slaHours: defaultSlaHours.submitted, breached: true });
    expect(view(reviewLate)).toEqual({
      ageHours: 73,
      slaHours: 72,
      breached: true,
      bucket: '3_7d',
      status: 'in_review',
    });
    expect(view(approvedOk)).toEqual({
      ageHours: 100,
      slaHours: 120,
      breached: false,
      bucket: '3_7d',
      status: 'approved',
    });
    expect(view(approvedOld)).toMatchObject({ slaHours: 120, breached: true, bucket: 'over_7d' });
    expect(rowOf(page, fresh).statusSince).toBe(new Date(NOW.getTime() - 2 * HOUR).toISOString());

    const own = await casesOf(`lenderId=${quick.id}`);
    expect(rowOf(own, quickLate)).toMatchObject({ slaHours: 10, breached: true, bucket: 'under_1d' });
    expect(rowOf(own, quickReview)).toMatchObject({ slaHours: 200, breached: false, bucket: '3_7d' });

    // The same cases a week later by the server's clock.
    t.deps.clock = { now: () => new Date(NOW.getTime() + 7 * 24 * HOUR) };
    const later = await casesOf(`lenderId=${quick.id}`);
    expect(rowOf(later, quickReview)).toMatchObject({ ageHours: 268, breached: true, bucket: 'over_7d' });
  });

  it('starts again when the lifecycle moves the application to another status', async () => {
    const lender = await createLender(t.db);
    const application = await caseOf(lender, 'submitted', 100);
    expect(rowOf(await casesOf(`lenderId=${lender.id}`), application)).toMatchObject({
      breached: true,
      bucket: '3_7d',
    });

    await recordStatusChange(
      t.deps,
      t.db,
      { applicationId: application.id, from: 'submitted', to: 'in_review', actorId: null },
      'lender_file',
    );
    // The writer stamps the database's time: read the case a minute after it.
    t.deps.clock = { now: () => new Date(Date.now() + 60_000) };
    const row = rowOf(await casesOf(`lenderId=${lender.id}`), application);
    expect(row).toMatchObject({ status: 'in_review', breached: false, bucket: 'under_1d' });
    expect(row.ageHours).toBeLessThan(0.1);
    expect(Date.parse(row.statusSince)).toBeGreaterThan(NOW.getTime() - 60_000);
  });

  it('shows the remark the customer sees and counts the internal notes', async () => {
    const lender = await createLender(t.db);
    const application = await caseOf(lender, 'in_review', 5);
    await updateLenderDetails(t.db, [
      {
        applicationId: application.id,
        status: 'in_review',
        lenderReference: null,
        disbursedAmount: null,
        disbursedOn: null,
        remarks: 'awaiting salary slips',
        remarkCode: 'DOCUMENTS_INCOMPLETE',
      },
    ]);
    await call('POST', `/api/admin/cases/${application.id}/notes`, meeraToken, { text: 'Called the lender' });
    const row = rowOf(await casesOf(`lenderId=${lender.id}`), application);
    expect(row.customerRemark).toBe('DOCUMENTS_INCOMPLETE: awaiting salary slips');
    expect(row.notes).toBe(1);
  });
});

describe('the queue', () => {
  let lender: LenderRow;
  let a: ApplicationRow; // submitted 2h, Meera's
  let b: ApplicationRow; // submitted 60h (breached), Ravi's
  let c: ApplicationRow; // in_review 80h (breached), nobody's
  let d: ApplicationRow; // approved 10h, Meera's
  let e: ApplicationRow; // approved 300h (breached), nobody's

  beforeAll(async () => {
    lender = await createLender(t.db);
    a = await caseOf(lender, 'submitted', 2, { first_name: 'Kavya', last_name: 'Iyer' });
    b = await caseOf(lender, 'submitted', 60);
    c = await caseOf(lender, 'in_review', 80);
    d = await caseOf(lender, 'approved', 10);
    e = await caseOf(lender, 'approved', 300);
    for (const [application, owner] of [
      [a, meera],
      [b, ravi],
      [d, meera],
    ] as const) {
      const answer = await call('PUT', `/api/admin/cases/${application.id}/owner`, meeraToken, { ownerId: owner.id });
      expect(answer.statusCode).toBe(200);
    }
  });

  const ids = (page: CasePage) => page.items.map((row) => row.applicationId);

  it('sorts oldest first by default, and by age or submission either way', async () => {
    expect(ids(await casesOf(`lenderId=${lender.id}`))).toEqual([e.id, c.id, b.id, d.id, a.id]);
    expect(ids(await casesOf(`lenderId=${lender.id}&sort=age`))).toEqual([a.id, d.id, b.id, c.id, e.id]);
    // The factory submits each application as it makes it: a, b, c, d, e in that order.
    expect(ids(await casesOf(`lenderId=${lender.id}&sort=submitted_at`))).toEqual([a.id, b.id, c.id, d.id, e.id]);
    expect(ids(await casesOf(`lenderId=${lender.id}&sort=-submitted_at`))).toEqual([e.id, d.id, c.id, b.id, a.id]);
  });

  it("counts each case's uploads that wait for staff, and filters to the cases that have some", async () => {
    const upload = (application: ApplicationRow, kind: 'pan_card' | 'aadhaar', status: string, minutesAgo: number) =>
      t.db.insert(application_documents).values({
        application_id: application.id,
        kind,
        file_name: `${kind}.pdf`,
        content_type: 'application/pdf',
        size_bytes: 100,
        storage_key: `documents/${application.id}/${randomUUID()}.pdf`,
        uploaded_by: 'customer',
        status: status as 'uploaded' | 'verified' | 'rejected',
        created_at: new Date(NOW.getTime() - minutesAgo * 60_000),
      });
    // b: a PAN card waiting and an Aadhaar card sent again after a rejection (the newer waits); c: only verified.
    await upload(b, 'pan_card', 'uploaded', 30);
    await upload(b, 'aadhaar', 'rejected', 90);
    await upload(b, 'aadhaar', 'uploaded', 20);
    await upload(c, 'pan_card', 'uploaded', 60);
    await upload(c, 'pan_card', 'verified', 10);
    const page = await casesOf(`lenderId=${lender.id}`);
    expect(Object.fromEntries(page.items.map((row) => [row.applicationId, row.documentsToReview]))).toEqual({
      [a.id]: 0,
      [b.id]: 2,
      [c.id]: 0,
      [d.id]: 0,
      [e.id]: 0,
    });
    const waiting = await casesOf(`lenderId=${lender.id}&documents=to_review`);
    expect(ids(waiting)).toEqual([b.id]);
    expect(waiting.total).toBe(1);
    expect((await call('GET', `/api/admin/cases?documents=all`)).statusCode).toBe(422);
  });

  it('filters by owner, status, bucket, breach, lender and search', async () => {
    const base = `lenderId=${lender.id}`;
    expect(ids(await casesOf(`${base}&owner=me`))).toEqual([d.id, a.id]);
    expect(ids(await casesOf(`${base}&owner=me`, raviToken))).toEqual([b.id]);
    expect(ids(await casesOf(`${base}&owner=unassigned`))).toEqual([e.id, c.id]);
    expect(ids(await casesOf(`${base}&owner=any`))).toHaveLength(5);
    expect(ids(await casesOf(`${base}&status=approved`))).toEqual([e.id, d.id]);
    expect(ids(await casesOf(`${base}&bucket=under_1d`))).toEqual([d.id, a.id]);
    expect(ids(await casesOf(`${base}&bucket=1_3d`))).toEqual([b.id]);
    expect(ids(await casesOf(`${base}&bucket=3_7d`))).toEqual([c.id]);
    expect(ids(await casesOf(`${base}&bucket=over_7d`))).toEqual([e.id]);
    expect(ids(await casesOf(`${base}&breached=true`))).toEqual([e.id, c.id, b.id]);
    expect(ids(await casesOf(`${base}&breached=false`))).toEqual([d.id, a.id]);
    expect(ids(await casesOf(`q=${a.reference.toLowerCase()}`))).toEqual([a.id]);
    expect(ids(await casesOf(`${base}&q=kavya iyer`))).toEqual([a.id]);
    expect(ids(await casesOf(`${base}&status=approved&breached=true&owner=unassigned`))).toEqual([e.id]);
    const bad = await call('GET', `/api/admin/cases?bucket=ancient`);
    expect(bad.statusCode).toBe(422);
  });

  it('pages with the total of every matching case', async () => {
    const first = await casesOf(`lenderId=${lender.id}&pageSize=2`);
    expect(ids(first)).toEqual([e.id, c.id]);
    expect(first.total).toBe(5);
    const second = await casesOf(`lenderId=${lender.id}&pageSize=2&page=2`);
    expect(ids(second)).toEqual([b.id, d.id]);
    expect(second.total).toBe(5);
    const last = await casesOf(`lenderId=${lender.id}&pageSize=2&page=3&breached=false`);
    expect(last.items).toEqual([]);
    expect(last.total).toBe(2);
  });

  it('sums up buckets, breaches, unassigned and mine under every filter but bucket and breach', async () => {
    const all = await casesOf(`lenderId=${lender.id}&bucket=over_7d&breached=true`);
    expect(all.summary).toEqual({
      buckets: { under_1d: 2, '1_3d': 1, '3_7d': 1, over_7d: 1 },
      breached: 3,
      unassigned: 2,
      mine: 2,
    });
    expect((await casesOf(`lenderId=${lender.id}`, raviToken)).summary.mine).toBe(1);
    expect((await casesOf(`lenderId=${lender.id}&status=approved`)).summary).toEqual({
      buckets: { under_1d: 1, '1_3d': 0, '3_7d': 0, over_7d: 1 },
      breached: 1,
      unassigned: 1,
      mine: 1,
    });
    expect((await casesOf(`lenderId=${lender.id}&owner=unassigned`)).summary).toMatchObject({
      breached: 2,
      unassigned: 2,
      mine: 0,
    });
  });
});

describe('owners', () => {
  let lender: LenderRow;
  beforeAll(async () => {
    lender = await createLender(t.db);
  });

  async function assignmentAudit(applicationId: string) {
    return t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'case.assign'), eq(audit_log.entity_id, applicationId)))
      .orderBy(audit_log.id);
  }

  it('lists active staff of roles 1 and 2 by name', async () => {
    const disabled = await createAdmin(t.db, { role_id: 2, status: 0, name: 'Aaron Disabled' });
    const viewer = await createAdmin(t.db, { role_id: 3, name: 'Aaron Viewer' });
    const answer = await call<{ id: number; name: string }[]>('GET', '/api/admin/cases/owners', raviToken);
    expect(answer.statusCode).toBe(200);
    const listed = answer.body.data.map((person) => person.id);
    expect(listed).toEqual(expect.arrayContaining([meera.id, ravi.id]));
    expect(listed).not.toContain(disabled.id);
    expect(listed).not.toContain(viewer.id);
    const names = answer.body.data.map((person) => person.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
  });

  it('assigns, reassigns and unassigns, each audited with both owners', async () => {
    const application = await caseOf(lender, 'in_review', 5);
    const url = `/api/admin/cases/${application.id}/owner`;
    const given = await call<CaseRow>('PUT', url, raviToken, { ownerId: meera.id });
    expect(given.statusCode).toBe(200);
    expect(given.body.data).toMatchObject({
      applicationId: application.id,
      owner: { id: meera.id, name: 'Meera Ops' },
    });
    const moved = await call<CaseRow>('PUT', url, meeraToken, { ownerId: ravi.id });
    expect(moved.body.data.owner).toEqual({ id: ravi.id, name: 'Ravi Ops' });
    const dropped = await call<CaseRow>('PUT', url, meeraToken, { ownerId: null });
    expect(dropped.statusCode).toBe(200);
    expect(dropped.body.data.owner).toBeNull();

    const audit = await assignmentAudit(application.id);
    expect(
      audit.map(({ actor_id, entity, old_value, new_value }) => ({ actor_id, entity, old_value, new_value })),
    ).toEqual([
      {
        actor_id: ravi.id,
        entity: 'application',
        old_value: '{"admin_id":null}',
        new_value: `{"admin_id":${meera.id}}`,
      },
      {
        actor_id: meera.id,
        entity: 'application',
        old_value: `{"admin_id":${meera.id}}`,
        new_value: `{"admin_id":${ravi.id}}`,
      },
      {
        actor_id: meera.id,
        entity: 'application',
        old_value: `{"admin_id":${ravi.id}}`,
        new_value: '{"admin_id":null}',
      },
    ]);
  });

  it('refuses an owner who is not active staff of a case role with 422', async () => {
    const application = await caseOf(lender, 'submitted', 5);
    const viewer = await createAdmin(t.db, { role_id: 3 });
    const disabled = await createAdmin(t.db, { role_id: 1, status: 0 });
    for (const ownerId of [viewer.id, disabled.id, 999_999]) {
      const answer = await call('PUT', `/api/admin/cases/${application.id}/owner`, meeraToken, { ownerId });
      expect(answer.statusCode).toBe(422);
      expect(answer.body.errors).toHaveProperty('ownerId');
    }
    expect(await assignmentAudit(application.id)).toEqual([]);
  });

  it('answers 404 for an application that is not an open case', async () => {
    for (const status of ['rejected', 'disbursed'] as const) {
      const closed = await caseOf(lender, status, 5);
      const answer = await call('PUT', `/api/admin/cases/${closed.id}/owner`, meeraToken, { ownerId: meera.id });
      expect(answer.statusCode).toBe(404);
    }
    const missing = await call('PUT', `/api/admin/cases/${randomUUID()}/owner`, meeraToken, { ownerId: null });
    expect(missing.statusCode).toBe(404);
  });
});

describe('internal notes', () => {
  it('adds notes by the caller and lists them oldest first, audited without their text', async () => {
    const lender = await createLender(t.db);
    const application = await caseOf(lender, 'submitted', 1);
    const url = `/api/admin/cases/${application.id}/notes`;
    const first = await call<CaseNote>('POST', url, meeraToken, { text: '  Lender asked for bank statements  ' });
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      text: 'Lender asked for bank statements',
      author: { id: meera.id, name: 'Meera Ops' },
    });
    await call<CaseNote>('POST', url, raviToken, { text: 'Statements sent' });
    const listed = await call<CaseNote[]>('GET', url, raviToken);
    expect(listed.body.data.map((note) => [note.text, note.author?.name])).toEqual([
      ['Lender asked for bank statements', 'Meera Ops'],
      ['Statements sent', 'Ravi Ops'],
    ]);
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'case.note'), eq(audit_log.entity_id, application.id)));
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('bank statements');
  });

  it('refuses a blank or over-long note with 422, and an unknown application with 404', async () => {
    const lender = await createLender(t.db);
    const application = await caseOf(lender, 'submitted', 1);
    const url = `/api/admin/cases/${application.id}/notes`;
    for (const text of ['   ', 'x'.repeat(CASE_NOTE_MAX_LENGTH + 1)]) {
      const answer = await call('POST', url, meeraToken, { text });
      expect(answer.statusCode).toBe(422);
      expect(answer.body.errors).toHaveProperty('text');
    }
    expect((await call<CaseNote[]>('GET', url)).body.data).toEqual([]);
    const unknown = `/api/admin/cases/${randomUUID()}/notes`;
    expect((await call('GET', unknown)).statusCode).toBe(404);
    expect((await call('POST', unknown, meeraToken, { text: 'Hello' })).statusCode).toBe(404);
  });

  it("go with the customer's erasure", async () => {
    const lender = await createLender(t.db);
    const user = await createCustomer(t.db, { first_name: 'Zara', last_name: 'Khan' });
    const application = await createApplication(t.db, { userId: user.id, lenderId: lender.id, status: 'submitted' });
    await call('POST', `/api/admin/cases/${application.id}/notes`, meeraToken, { text: 'Zara prefers calls' });
    await recordStatusChange(
      t.deps,
      t.db,
      { applicationId: application.id, from: 'submitted', to: 'rejected', actorId: null },
      'lender_file',
    );
    const erased = await call('POST', `/api/admin/customer-erasure/customers/${user.id}/erase`, meeraToken, {
      confirmation: user.mobile_phone_number.slice(-4),
      reason: 'customer_request',
    });
    expect(erased.statusCode).toBe(200);
    const left = await t.db
      .select()
      .from(application_case_notes)
      .where(eq(application_case_notes.application_id, application.id));
    expect(left).toEqual([]);
  });
});

describe("lenders' SLA", () => {
  it('answers the defaults, saves all three (role 1) and audits the change', async () => {
    const lender = await createLender(t.db);
    const url = `/api/admin/lenders/${lender.id}/sla`;
    expect((await call<LenderSla>('GET', url, raviToken)).body.data).toEqual({ hours: defaultSlaHours });
    const hours = { submitted: 24, in_review: 36, approved: 96 };
    const saved = await call<LenderSla>('PUT', url, meeraToken, { hours });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual({ hours });
    expect((await call<LenderSla>('GET', url, raviToken)).body.data).toEqual({ hours });
    const [audit] = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'lender.sla.update'), eq(audit_log.entity_id, String(lender.id))));
    expect(audit).toMatchObject({ entity: 'lender', field: 'sla', actor_id: meera.id });
    expect(JSON.parse(audit?.new_value ?? 'null')).toEqual(hours);
    expect(JSON.parse(audit?.old_value ?? 'null')).toEqual(defaultSlaHours);
  });

  it('lets role 2 read but not save, refuses bad hours and answers 404 for an unknown lender', async () => {
    const lender = await createLender(t.db);
    const url = `/api/admin/lenders/${lender.id}/sla`;
    const hours = { submitted: 24, in_review: 36, approved: 96 };
    expect((await call('PUT', url, raviToken, { hours })).statusCode).toBe(403);
    for (const bad of [0, 24 * 90 + 1, 1.5]) {
      const answer = await call('PUT', url, meeraToken, { hours: { ...hours, in_review: bad } });
      expect(answer.statusCode).toBe(422);
    }
    expect((await call('PUT', url, meeraToken, { hours: { submitted: 24 } })).statusCode).toBe(422);
    expect((await call<LenderSla>('GET', url)).body.data).toEqual({ hours: defaultSlaHours });
    expect((await call('GET', '/api/admin/lenders/999999/sla')).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/lenders/999999/sla', meeraToken, { hours })).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses role 3 on every case route with 403, and anyone without a session with 401', async () => {
    const lender = await createLender(t.db);
    const application = await caseOf(lender, 'submitted', 1);
    const routes: ['GET' | 'PUT' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/cases'],
      ['GET', '/api/admin/cases/owners'],
      ['PUT', `/api/admin/cases/${application.id}/owner`, { ownerId: null }],
      ['GET', `/api/admin/cases/${application.id}/notes`],
      ['POST', `/api/admin/cases/${application.id}/notes`, { text: 'Hello' }],
      ['GET', `/api/admin/lenders/${lender.id}/sla`],
      ['PUT', `/api/admin/lenders/${lender.id}/sla`, { hours: { submitted: 1, in_review: 1, approved: 1 } }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, viewerToken, payload)).statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
