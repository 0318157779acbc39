import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_KEEP_DAYS,
  erasureRequestReference,
  heldDataCategories,
  type DataExport,
  type DataExportDocument,
  type MyDataSummary,
  type MyErasureRequest,
  type MyErasureState,
} from '@saakh/domain/data-rights';
import { dayInIndia } from '@saakh/domain/date-ranges';
import { translate } from '@saakh/domain/messages';
import { application_kfs, intake_submissions } from '../../db/schema/applications';
import { help_requests } from '../../db/schema/customer';
import { job_outbox } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messaging';
import { insurance_requests } from '../../db/schema/products';
import { telecalling_calls } from '../../db/schema/telecalling';
import { data_exports, users } from '../../db/schema/users';
import { closePdfPrinter } from '../../lib/pdf/pdf-printer';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createSession,
  freshMobile,
  type ApplicationRow,
  type LenderRow,
  type PartnerRow,
} from '../../test/factories';
import { pdfText } from '../../test/pdf-text';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { personalProfile, startJourney } from '../offers/offers.fixtures';
import { runRetention } from '../retention/retention.service';
import { dataExportJob } from './data-rights.service';

const DAY = 86_400_000;

/** A customer's personal values as they typed them, each distinctive enough to be found in any file. */
type Person = {
  mobile: string;
  first: string;
  last: string;
  email: string;
  pan: string;
  birthDmy: string;
  birthIso: string;
  address1: string;
  address2: string;
  pincode: string;
  employer: string;
  income: number;
  complaint: string;
  message: string;
  help: string;
  intake: string;
};

function person(tag: 'A' | 'B'): Person {
  const a = tag === 'A';
  return {
    mobile: freshMobile(),
    first: a ? 'Aaravexport' : 'Bhairavidata',
    last: a ? 'Kapoorholder' : 'Sundaramother',
    email: a ? 'aarav.holder@example.in' : 'bhairavi.other@example.in',
    pan: a ? 'AKXPK4321L' : 'BSXPS9876Q',
    birthDmy: a ? '14/03/1988' : '22/11/1979',
    birthIso: a ? '1988-03-14' : '1979-11-22',
    address1: a ? '17, Lotus Lane' : '42, Jasmine Street',
    address2: a ? 'Koregaon Park' : 'Adyar Layout',
    pincode: a ? '411001' : '600020',
    employer: a ? 'Zephyr Looms' : 'Quillon Mills',
    income: a ? 73456 : 81234,
    complaint: a ? 'Aarav was charged twice for the processing fee' : 'Bhairavi never got the disbursal letter',
    message: a ? 'Aarav your loan is approved' : 'Bhairavi your application was received',
    help: a ? 'Aarav needs help with his EMI date' : 'Bhairavi asks about her statement',
    intake: a ? 'Sunita Kapoorholder' : 'Lakshmi Sundaramother',
  };
}

/** Every value of the person's personal fields as the JSON holds them. */
function personalValues(p: Person): string[] {
  return [
    p.mobile,
    p.first,
    p.last,
    p.email,
    p.pan,
    p.birthIso,
    p.address1,
    p.address2,
    p.pincode,
    p.employer,
    String(p.income),
    p.complaint,
    p.message,
    p.help,
    p.intake,
  ];
}

type Seeded = { person: Person; userId: number; token: string; application: ApplicationRow };

let t: TestApp;
let lender: LenderRow;
let partner: PartnerRow;
let a: Seeded;
let b: Seeded;

/** A customer with a full profile, an application sent to the lender with its KFS and intake form, a message, a
 * complaint, a help request, an insurance request and a call. */
async function seed(p: Person, withPartner: boolean): Promise<Seeded> {
  const login = await loginCustomer(t, p.mobile);
  await startJourney(t, login.token, 'pl', {
    ...personalProfile,
    first_name: p.first,
    last_name: p.last,
    email: p.email,
    pan: p.pan,
    birth_date: p.birthDmy,
    address1: p.address1,
    address2: p.address2,
    postal_code: p.pincode,
    company_name: p.employer,
    monthly_income: p.income,
  });
  if (withPartner) await t.db.update(users).set({ partner_id: partner.id }).where(eq(users.id, login.userId));
  const application = await createApplication(t.db, {
    userId: login.userId,
    lenderId: lender.id,
    partnerId: withPartner ? partner.id : null,
  });
  await t.db.insert(application_kfs).values({
    application_id: application.id,
    locale: 'en',
    kfs: { proposalNumber: application.reference, loanAmount: 200000 },
    version: `v-${application.reference}`,
    issued_on: '2026-11-20',
    valid_until: '2026-11-25',
    acknowledged_at: new Date(),
  });
  await t.db.insert(intake_submissions).values({
    application_id: application.id,
    user_id: login.userId,
    lender_id: lender.id,
    fields: { reference_name: p.intake },
    outcome: 'accepted',
  });
  await t.db.insert(messages).values({
    channel: 'sms',
    category: 'transactional',
    source: 'status_change',
    user_id: login.userId,
    application_id: application.id,
    language: 'en',
    to_address: p.mobile,
    body: p.message,
    status: 'delivered',
    provider: 'local',
    sent_at: new Date(),
    delivered_at: new Date(),
  });
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/grievances',
    headers: bearer(login.token),
    payload: { category: 'charges', description: p.complaint },
  });
  expect(filed.statusCode, filed.body).toBe(200);
  await t.db.insert(help_requests).values({
    user_id: login.userId,
    name: `${p.first} ${p.last}`,
    email: p.email,
    phone: p.mobile,
    description: p.help,
    forward_status: 'not_configured',
  });
  await t.db.insert(insurance_requests).values({
    user_id: login.userId,
    kind: 'health',
    request_type: 'callback',
    preferred_time: 'evening',
    consent_version: 'insurance-request-2026-11',
  });
  const caller = await createAdmin(t.db, { role_id: 3, name: `Caller of ${p.first}` });
  await t.db
    .insert(telecalling_calls)
    .values({ user_id: login.userId, admin_id: caller.id, provider: 'local', status: 'completed' });
  return { person: p, userId: login.userId, token: login.token, application };
}

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  lender = await createLender(t.db, { name: 'DataRightsBank', display_name: 'Data Rights Bank' });
  partner = await createPartner(t.db, { name: 'Kiran Traders' });
  a = await seed(person('A'), true);
  b = await seed(person('B'), false);
}, 60_000);

afterAll(async () => {
  await t.close();
  await closePdfPrinter();
});

function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function post(url: string, token: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

describe('the summary of My data', () => {
  it('counts each kind held with its newest time, names the filled profile fields, and every party it went to', async () => {
    const response = await get('/api/customer/my-data', a.token);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().data as MyDataSummary;
    const held = Object.fromEntries(summary.held.map((line) => [line.category, line]));
    // Every kind, in the domain's order.
    expect(summary.held.map((line) => line.category)).toEqual([...heldDataCategories]);
    expect(held.profile?.fields).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'birth_date', 'tin', 'employer_name', 'address1']),
    );
    expect(held.profile?.fields).not.toContain('created_at');
    for (const category of ['applications', 'kfs', 'documents', 'messages', 'complaints'] as const) {
      expect(held[category]?.count, category).toBe(1);
    }
    expect(held.insurance_requests?.count).toBe(1);
    expect(held.help_requests?.count).toBe(1);
    expect(held.calls?.count).toBe(1);
    expect(held.consents?.count).toBeGreaterThanOrEqual(1);
    expect(held.sessions?.count).toBeGreaterThanOrEqual(1);
    for (const line of summary.held.filter((l) => l.count > 0)) {
      expect(Number.isNaN(Date.parse(line.latest_at ?? '')), line.category).toBe(false);
    }

    expect(summary.shared).toEqual([
      expect.objectContaining({
        kind: 'lender',
        name: 'Data Rights Bank',
        role: null,
        data: ['profile', 'applications', 'kfs', 'documents'],
        references: [a.application.reference],
      }),
      expect.objectContaining({
        kind: 'partner',
        name: 'Kiran Traders',
        role: null,
        data: ['profile', 'applications'],
      }),
      expect.objectContaining({
        kind: 'processor',
        name: 'Saakh local gateway (sends nothing out)',
        role: 'sms',
        data: ['messages'],
      }),
    ]);
    const lenderLine = summary.shared[0]!;
    expect(Date.parse(lenderLine.first_at)).toBeLessThanOrEqual(Date.parse(lenderLine.last_at));

    // Another customer's summary says nothing of A's lender references or partner.
    const other = (await get('/api/customer/my-data', b.token)).json().data as MyDataSummary;
    expect(other.shared.map((party) => party.kind)).toEqual(['lender', 'processor']);
    expect(other.shared[0]?.references).toEqual([b.application.reference]);
  });

  it('is for signed-in customers only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/my-data' })).statusCode).toBe(401);
  });
});

describe('the download of My data', () => {
  let made: DataExport;

  beforeAll(async () => {
    const asked = await post('/api/customer/my-data/exports', a.token, { language: 'en' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(translate('dataExportQueued', 'en'));
    const queued = asked.json().data as DataExport;
    expect(queued).toMatchObject({ status: 'queued', progress: 0, language: 'en', completed_at: null });
    await t.deps.jobs.idle(90_000);
    const list = (await get('/api/customer/my-data/exports', a.token)).json().data as DataExport[];
    made = list.find((item) => item.id === queued.id)!;
  }, 120_000);

  it('is made by a job of the real queue, its progress reaching 100, ready with a 7-day expiry', async () => {
    expect(made).toMatchObject({ status: 'ready', progress: 100 });
    expect(made.json_bytes).toBeGreaterThan(0);
    expect(made.pdf_bytes).toBeGreaterThan(0);
    expect(Date.parse(made.expires_at!) - Date.parse(made.completed_at!)).toBe(DATA_EXPORT_KEEP_DAYS * DAY);
    const [job] = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `data-export:${made.id}`));
    expect(job).toMatchObject({ queue: dataExportJob.queue, status: 'completed' });
  });

  it("holds every personal field of the customer and none of another's, in the JSON and in the PDF", async () => {
    const json = await get(`/api/customer/my-data/exports/${made.id}/file?format=json`, a.token);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const day = dayInIndia(new Date(made.completed_at!));
    expect(json.headers['content-disposition']).toBe(`attachment; filename="saakh-my-data-${day}.json"`);
    const text = json.body;
    for (const value of personalValues(a.person)) expect(text, value).toContain(value);
    for (const value of personalValues(b.person)) expect(text, value).not.toContain(value);

    const document = JSON.parse(text) as DataExportDocument;
    expect(document.customer_id).toBe(a.userId);
    expect(document.profile).toMatchObject({
      first_name: a.person.first,
      tin: a.person.pan,
      birth_date: a.person.birthIso,
      monthly_income: a.person.income,
      employer_name: a.person.employer,
    });
    expect(document.applications.map((row) => row.reference)).toEqual([a.application.reference]);
    expect(document.kfs).toHaveLength(1);
    expect(document.complaints).toEqual([expect.objectContaining({ description: a.person.complaint })]);
    expect(document.consents.length).toBeGreaterThanOrEqual(1);
    expect(document.shared.map((party) => party.kind)).toEqual(['lender', 'partner', 'processor']);
    // No secrets and no staff: no token or OTP hashes, nor the caller's name.
    expect(text).not.toMatch(/token_hash|code_hash|password/);
    expect(text).not.toContain(`Caller of ${a.person.first}`);

    const pdf = await get(`/api/customer/my-data/exports/${made.id}/file?format=pdf`, a.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="saakh-my-data-${day}.pdf"`);
    const read = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    for (const value of [a.person.first, a.person.last, a.person.email, a.person.pan, a.person.mobile]) {
      expect(read, value).toContain(value.replace(/\s+/g, ''));
    }
    for (const value of personalValues(b.person)) expect(read, value).not.toContain(value.replace(/\s+/g, ''));
  });

  it("prints the PDF in Hindi when asked in Hindi, with only that customer's values", async () => {
    const asked = await post('/api/customer/my-data/exports', b.token, { language: 'hi' });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = (asked.json().data as DataExport).id;
    await t.deps.jobs.idle(90_000);
    const pdf = await get(`/api/customer/my-data/exports/${id}/file?format=pdf`, b.token);
    expect(pdf.statusCode, pdf.body).toBe(200);
    // pdf.js reads Devanagari back glyph by glyph: compare without spaces, a word without a vowel sign before its
    // consonant (the title's).
    const read = (await pdfText(pdf.rawPayload)).replace(/\s+/g, '');
    expect(read).toContain('आपका');
    for (const value of [b.person.first, b.person.email, b.person.pan]) expect(read, value).toContain(value);
    for (const value of personalValues(a.person)) expect(read, value).not.toContain(value.replace(/\s+/g, ''));
  }, 120_000);

  it("answers 404 for another customer's download and lists only the customer's own", async () => {
    expect((await get(`/api/customer/my-data/exports/${made.id}/file?format=json`, b.token)).statusCode).toBe(404);
    expect((await get(`/api/customer/my-data/exports/${made.id}/file?format=pdf`, b.token)).statusCode).toBe(404);
    const theirs = (await get('/api/customer/my-data/exports', b.token)).json().data as DataExport[];
    expect(theirs.map((item) => item.id)).not.toContain(made.id);
  });

  it('lists downloads without their files, newest first', async () => {
    const list = await get('/api/customer/my-data/exports', a.token);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('json_file');
    expect(list.body).not.toContain(a.person.pan);
  });

  it('answers 410 once past its 7 days, and the retention job deletes it', async () => {
    const realClock = t.deps.clock;
    const later = new Date(Date.parse(made.expires_at!) + 60_000);
    t.deps.clock = { now: () => later };
    try {
      const gone = await get(`/api/customer/my-data/exports/${made.id}/file?format=json`, a.token);
      expect(gone.statusCode).toBe(410);
      expect(gone.json().message).toBe(translate('dataExportExpired', 'en'));
      const list = (await get('/api/customer/my-data/exports', a.token)).json().data as DataExport[];
      expect(list.map((item) => item.id)).not.toContain(made.id);
      const summary = await runRetention(t.deps);
      expect(summary.tables.find((row) => row.name === 'dataExports')?.deleted).toBeGreaterThanOrEqual(1);
    } finally {
      t.deps.clock = realClock;
    }
    expect(await t.db.select().from(data_exports).where(eq(data_exports.id, made.id))).toEqual([]);
  });
});

describe('asking for downloads', () => {
  async function customerWithSession() {
    const row = await createCustomer(t.db, { first_name: 'Limit' });
    return { id: row.id, token: await createSession(t.db, 'customer', row.id) };
  }

  it('answers the download being made instead of starting another', async () => {
    const c = await customerWithSession();
    const [waiting] = await t.db
      .insert(data_exports)
      .values({ user_id: c.id, status: 'running', progress: 40 })
      .returning();
    const asked = await post('/api/customer/my-data/exports', c.token, { language: 'hi' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ id: waiting!.id, status: 'running', progress: 40 });
    expect(await t.db.select().from(data_exports).where(eq(data_exports.user_id, c.id))).toHaveLength(1);
    const file = await get(`/api/customer/my-data/exports/${waiting!.id}/file?format=json`, c.token);
    expect(file.statusCode).toBe(409);
    expect(file.json().message).toBe(translate('dataExportNotReady', 'en'));
  });

  it('allows 3 a day in India, not counting failed ones or yesterday, then answers 429', async () => {
    const c = await customerWithSession();
    const now = Date.now();
    const ready = { user_id: c.id, status: 'ready' as const, progress: 100, completed_at: new Date(now) };
    await t.db.insert(data_exports).values([
      { ...ready, requested_at: new Date(now - 60_000) },
      { ...ready, requested_at: new Date(now - 120_000) },
      { user_id: c.id, status: 'failed', requested_at: new Date(now - 180_000) },
      { ...ready, requested_at: new Date(now - DAY - 60_000) },
    ]);
    const third = await post('/api/customer/my-data/exports', c.token);
    expect(third.statusCode, third.body).toBe(200);
    // Made (or failed) by its job, so the next ask is not answered with it.
    await t.db.update(data_exports).set({ status: 'ready' }).where(eq(data_exports.id, third.json().data.id));
    const fourth = await post('/api/customer/my-data/exports', c.token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(translate('dataExportTooMany', 'en'));
    await t.deps.jobs.idle(90_000);
  }, 120_000);
});

describe('erasure from the account', () => {
  it('shows what is erased and what is kept and why, the applications still with a lender, then the request', async () => {
    const before = await get('/api/customer/erasure-request', a.token);
    expect(before.statusCode, before.body).toBe(200);
    const state = before.json().data as MyErasureState;
    expect(state.request).toBeNull();
    expect(state.applications_in_progress).toBe(1);
    expect(state.lines).toContainEqual({ category: 'profile', action: 'erase', count: 1, keep_reason: null });
    expect(state.lines).toContainEqual({
      category: 'applications',
      action: 'keep',
      count: 1,
      keep_reason: 'rbiRecords',
    });
    expect(state.lines).toContainEqual(
      expect.objectContaining({ category: 'commission_records', action: 'keep', keep_reason: 'taxAccounts' }),
    );
    expect(state.lines).toContainEqual(
      expect.objectContaining({ category: 'messages', action: 'erase', count: 1, keep_reason: null }),
    );
    for (const line of state.lines) expect(line.keep_reason === null, line.category).toBe(line.action === 'erase');

    const asked = await post('/api/customer/erasure-request', a.token);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(translate('erasureRequestReceived', 'en'));
    const request = asked.json().data as MyErasureRequest;
    expect(request).toMatchObject({
      status: 'pending',
      reference: erasureRequestReference(request.id),
      completed_at: null,
      reject_reason: null,
    });
    expect(Date.parse(request.due_at) - Date.parse(request.requested_at)).toBe(30 * DAY);

    const after = (await get('/api/customer/erasure-request', a.token)).json().data as MyErasureState;
    expect(after.request).toEqual(request);
    // Another customer sees only their own.
    expect(((await get('/api/customer/erasure-request', b.token)).json().data as MyErasureState).request).toBeNull();
  });
});
