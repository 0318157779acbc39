/**
 * Complaints with a 30-day clock (issue 30, item 2): filed signed in or by mobile with a complaint's own OTP, with a
 * GR- reference and the last day of the clock 30 India days on; followed only by their customer; worked by staff in a
 * paged queue whose actions change the status, send their messages and are audited; reminders at 7, 21 and 28 days by
 * a controlled clock; the Ombudsman path once the clock runs out or the answer is rejected.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInIndia } from '@saakh/domain/date-ranges';
import {
  grievanceReferencePattern,
  type Grievance,
  type GrievanceAgeing,
  type GrievanceDetail,
  type GrievanceOfficer,
  type GrievanceQueueRow,
} from '@saakh/domain/grievances';
import { GRIEVANCE_CONTACT, GRIEVANCE_CONTACT_HI, RBI_OMBUDSMAN } from '@saakh/domain/kfs';
import type { Page } from '@saakh/domain/lists';
import { audit_log } from '../../db/schema/audit';
import { grievance_events, grievances } from '../../db/schema/grievances';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createSession,
  freshMobile,
  type LenderRow,
} from '../../test/factories';
import {
  bearer,
  createTestApp,
  freshIp,
  letOtpWaitsPass,
  loginCustomer,
  partnerToken,
  type TestApp,
} from '../../test/test-app';
import { job_outbox } from '../../db/schema/jobs';
import { nextDailyRun } from '../../lib/jobs/daily';
import { grievanceRemindersJob, runGrievanceReminders, scheduleGrievanceReminders } from './grievances.service';

let t: TestApp;
let lender: LenderRow;
let staff: string;

const description = 'The lender charged a fee the KFS did not show.';

beforeAll(async () => {
  t = await createTestApp();
  lender = await createLender(t.db, { nodal_officer_email: 'nodal@kestrel.example' });
  const admin = await createAdmin(t.db, { role_id: 1, name: 'Meera Staff' });
  staff = await createSession(t.db, 'admin', admin.id);
});
afterAll(async () => t.close());

async function customer(overrides: { email?: string } = {}) {
  const row = await createCustomer(t.db, { first_name: 'Asha', last_name: 'Rao', ...overrides });
  return { id: row.id, mobile: row.mobile_phone_number, token: await createSession(t.db, 'customer', row.id) };
}

async function fileAs(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/grievances', headers: bearer(token), payload });
}

async function filed(token: string, payload: Record<string, unknown> = {}): Promise<Grievance> {
  const response = await fileAs(token, { category: 'charges', description, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Grievance;
}

async function idOf(reference: string): Promise<number> {
  const [row] = await t.db.select({ id: grievances.id }).from(grievances).where(eq(grievances.reference, reference));
  if (!row) throw new Error(`no grievance ${reference}`);
  return row.id;
}

async function act(id: number, payload: Record<string, unknown>, token = staff) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/grievances/${id}/actions`,
    headers: bearer(token),
    payload,
  });
}

/** Moves a complaint's filing back by some days, as if it had been filed then. */
async function fileDaysAgo(reference: string, days: number): Promise<void> {
  const filedOn = addDays(dayInIndia(new Date()), -days);
  await t.db
    .update(grievances)
    .set({
      created_at: sql`now() - make_interval(days => ${days})`,
      due_on: addDays(filedOn, 30),
    })
    .where(eq(grievances.reference, reference));
}

async function countRows() {
  const [g] = await t.db.select({ n: sql<number>`count(*)::int` }).from(grievances);
  const [e] = await t.db.select({ n: sql<number>`count(*)::int` }).from(grievance_events);
  return { grievances: g?.n ?? 0, events: e?.n ?? 0 };
}

describe('the grievance officer', () => {
  it('is the configured officer with the Ombudsman, in Hindi where a Hindi text exists', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/grievance-officer' });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().data as GrievanceOfficer).toEqual({
      name: GRIEVANCE_CONTACT.name,
      designation: 'Grievance Redressal Officer',
      phone: GRIEVANCE_CONTACT.phone,
      email: GRIEVANCE_CONTACT.email,
      address: GRIEVANCE_CONTACT.address,
      responseDays: 30,
      ombudsman: RBI_OMBUDSMAN,
    });
    const hi = await t.app.inject({
      method: 'GET',
      url: '/api/grievance-officer',
      headers: { 'accept-language': 'hi' },
    });
    expect(hi.json().data).toMatchObject({
      name: GRIEVANCE_CONTACT_HI.name,
      address: GRIEVANCE_CONTACT_HI.address,
      email: GRIEVANCE_CONTACT.email,
    });
  });

  it("shows a partner brand's own support e-mail and phone where its settings have them", async () => {
    const partner = await createPartner(t.db, { contact_email: 'care@brand.example', contact_mobile: '9876501234' });
    const bare = await createPartner(t.db, { contact_email: null, contact_mobile: null });
    const branded = await t.app.inject({ method: 'GET', url: `/api/grievance-officer?partner=${partner.key}` });
    expect(branded.json().data).toMatchObject({
      email: 'care@brand.example',
      phone: '9876501234',
      name: GRIEVANCE_CONTACT.name,
    });
    const plain = await t.app.inject({ method: 'GET', url: `/api/grievance-officer?partner=${bare.key}` });
    expect(plain.json().data).toMatchObject({ email: GRIEVANCE_CONTACT.email, phone: GRIEVANCE_CONTACT.phone });
    // A signed-in customer of the partner sees the brand's contact without naming it.
    const row = await createCustomer(t.db, { partner_id: partner.id });
    const token = await createSession(t.db, 'customer', row.id);
    const own = await t.app.inject({ method: 'GET', url: '/api/grievance-officer', headers: bearer(token) });
    expect(own.json().data).toMatchObject({ email: 'care@brand.example' });
  });
});

describe('filing a complaint signed in', () => {
  it('gives a GR- reference, the last day 30 India days on, a filed event, and an SMS and e-mail saying so', async () => {
    const asha = await customer({ email: 'asha.rao@example.in' });
    const response = await fileAs(asha.token, { category: 'charges', lenderId: lender.id, description });
    expect(response.statusCode, response.body).toBe(200);
    const grievance = response.json().data as Grievance;
    expect(grievance.reference).toMatch(grievanceReferencePattern);
    expect(grievance).toMatchObject({
      category: 'charges',
      lenderName: lender.name,
      status: 'open',
      dueOn: addDays(dayInIndia(new Date()), 30),
      ombudsmanOpen: false,
      events: [{ kind: 'filed' }],
    });
    const message = `Your complaint ${grievance.reference} is registered. We will answer by ${grievance.dueOn}`;
    expect(response.json().message).toBe(message);
    expect(t.deps.messaging.lastMessageTo('sms', asha.mobile)?.text).toBe(message);
    expect(t.deps.messaging.lastMessageTo('email', 'asha.rao@example.in')?.text).toBe(message);
  });

  it("takes the lender from the customer's own application, and answers 404 for another's", async () => {
    const asha = await customer();
    const other = await customer();
    const application = await createApplication(t.db, { userId: asha.id, lenderId: lender.id });
    const grievance = await filed(asha.token, { applicationId: application.id });
    expect(grievance).toMatchObject({ lenderName: lender.name, applicationReference: application.reference });

    const before = await countRows();
    const foreign = await fileAs(other.token, { category: 'charges', description, applicationId: application.id });
    expect(foreign.statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it('refuses bad input with 4xx and saves nothing', async () => {
    const asha = await customer();
    const before = await countRows();
    const short = await fileAs(asha.token, { category: 'charges', description: 'too short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.description).toEqual(['Tell us what happened in at least 10 characters']);
    const category = await fileAs(asha.token, { category: 'weather', description });
    expect(category.statusCode).toBe(422);
    const noLender = await fileAs(asha.token, { category: 'charges', description, lenderId: 999_999 });
    expect(noLender.statusCode).toBe(422);
    const otherLender = await createLender(t.db);
    const application = await createApplication(t.db, { userId: asha.id, lenderId: lender.id });
    const mismatch = await fileAs(asha.token, {
      category: 'charges',
      description,
      applicationId: application.id,
      lenderId: otherLender.id,
    });
    expect(mismatch.statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: { category: 'charges', description },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countRows()).toEqual(before);
  });
});

describe('following a complaint', () => {
  it("lists the customer's own, newest first, and answers 404 for another's", async () => {
    const asha = await customer();
    const other = await customer();
    const first = await filed(asha.token);
    const second = await filed(asha.token, { category: 'recovery' });
    await filed(other.token);
    const list = await t.app.inject({ method: 'GET', url: '/api/grievances', headers: bearer(asha.token) });
    expect((list.json().data as Grievance[]).map((g) => g.reference)).toEqual([second.reference, first.reference]);

    const own = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${first.reference.toLowerCase()}`,
      headers: bearer(asha.token),
    });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${first.reference}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/grievances/${first.reference}/reply`,
      headers: bearer(other.token),
      payload: { accept: true },
    });
    expect(reply.statusCode).toBe(404);
  });

  it('opens the Ombudsman path once the 30 days pass unanswered', async () => {
    const asha = await customer();
    const grievance = await filed(asha.token);
    await fileDaysAgo(grievance.reference, 30);
    const onTheLastDay = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${grievance.reference}`,
      headers: bearer(asha.token),
    });
    expect(onTheLastDay.json().data).toMatchObject({ ombudsmanOpen: false });
    await fileDaysAgo(grievance.reference, 31);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${grievance.reference}`,
      headers: bearer(asha.token),
    });
    expect(after.json().data).toMatchObject({ status: 'open', ombudsmanOpen: true });
  });

  it('accepts or rejects only an answer: accepted resolves it, rejected opens the Ombudsman path', async () => {
    const asha = await customer();
    const accepted = await filed(asha.token);
    const rejected = await filed(asha.token);
    const reply = (reference: string, accept: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/grievances/${reference}/reply`,
        headers: bearer(asha.token),
        payload: { accept },
      });
    const early = await reply(accepted.reference, true);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This complaint has no answer to accept or reject yet');

    for (const g of [accepted, rejected]) {
      const answered = await act(await idOf(g.reference), { action: 'answer', text: 'The fee was refunded today.' });
      expect(answered.statusCode, answered.body).toBe(200);
    }
    const yes = await reply(accepted.reference, true);
    expect(yes.json().data).toMatchObject({
      status: 'resolved',
      ombudsmanOpen: false,
      answer: 'The fee was refunded today.',
    });
    expect((yes.json().data as Grievance).events.map((e) => e.kind)).toEqual(['filed', 'answered', 'accepted']);
    const no = await reply(rejected.reference, false);
    expect(no.json().data).toMatchObject({ status: 'rejected', ombudsmanOpen: true });
    expect(no.json().message).toMatch(/RBI Integrated Ombudsman/);
    expect((await reply(accepted.reference, false)).statusCode).toBe(409);
  });
});

describe('filing a complaint by mobile', () => {
  async function sendOtp(mobile: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/grievances/otp',
      payload: { mobile },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = t.deps.messaging.lastMessageTo('sms', mobile)?.text ?? '';
    expect(text).toMatch(/register your complaint/);
    return text.match(/\b(\d{6})\b/)?.[1] ?? '';
  }

  const byMobile = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/grievances/by-mobile', payload, remoteAddress: freshIp() });

  it('files with the complaint OTP, links the account of that mobile, and the account then lists it', async () => {
    const mobile = freshMobile();
    const otp = await sendOtp(mobile);
    const response = await byMobile({ mobile, otp, category: 'lender_conduct', description, name: 'Ravi Kumar' });
    expect(response.statusCode, response.body).toBe(200);
    const grievance = response.json().data as Grievance;
    expect(grievance.reference).toMatch(grievanceReferencePattern);
    expect(grievance.applicationReference).toBeNull();
    const [row] = await t.db.select().from(grievances).where(eq(grievances.reference, grievance.reference));
    expect(row).toMatchObject({ user_id: null, mobile, name: 'Ravi Kumar' });
    expect(t.deps.messaging.lastMessageTo('sms', mobile)?.text).toContain(grievance.reference);

    // The code is used up.
    const again = await byMobile({ mobile, otp, category: 'other', description });
    expect(again.statusCode).toBe(422);

    // Signing in later with that mobile lists it.
    const login = await loginCustomer(t, mobile);
    const list = await t.app.inject({ method: 'GET', url: '/api/grievances', headers: bearer(login.token) });
    expect((list.json().data as Grievance[]).map((g) => g.reference)).toEqual([grievance.reference]);
  });

  it('links the complaint to an account that already has the mobile', async () => {
    const asha = await customer();
    const otp = await sendOtp(asha.mobile);
    const response = await byMobile({ mobile: asha.mobile, otp, category: 'other', description });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(grievances)
      .where(eq(grievances.reference, (response.json().data as Grievance).reference));
    expect(row?.user_id).toBe(asha.id);
  });

  it('refuses a login OTP, a wrong code and bad input, and saves nothing', async () => {
    const mobile = freshMobile();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
    const loginCode = t.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1];
    const before = await countRows();
    const withLogin = await byMobile({ mobile, otp: loginCode, category: 'other', description });
    expect(withLogin.statusCode).toBe(422);
    expect(Object.keys(withLogin.json().errors)).toEqual(['otp']);

    await letOtpWaitsPass(t, mobile);
    const code = await sendOtp(mobile);
    const wrong = await byMobile({
      mobile,
      otp: code === '000000' ? '111111' : '000000',
      category: 'other',
      description,
    });
    expect(wrong.statusCode).toBe(422);
    const badMobile = await byMobile({ mobile: '12345', otp: code, category: 'other', description });
    expect(badMobile.statusCode).toBe(422);
    const noLender = await byMobile({ mobile, otp: code, category: 'other', description, lenderId: 999_999 });
    expect(noLender.statusCode).toBe(422);
    expect(await countRows()).toEqual(before);
    // The code survived the refusals that came before it was checked.
    const good = await byMobile({ mobile, otp: code, category: 'other', description });
    expect(good.statusCode, good.body).toBe(200);
  });
});

describe('the staff queue', () => {
  it('pages, filters, searches and sorts on the server, with mobiles masked and the clock in India days', async () => {
    const asha = await customer();
    const made: Grievance[] = [];
    for (const category of ['data_privacy', 'data_privacy', 'data_privacy'] as const) {
      made.push(await filed(asha.token, { category }));
    }
    const [oldest] = made;
    if (!oldest) throw new Error('none filed');
    await fileDaysAgo(oldest.reference, 12);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances?category=data_privacy&pageSize=2&sort=due_on',
      headers: bearer(staff),
    });
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data as Page<GrievanceQueueRow>;
    expect(data.total).toBe(3);
    expect(data.items).toHaveLength(2);
    expect(data.items[0]).toMatchObject({
      reference: oldest.reference,
      ageDays: 12,
      daysLeft: 18,
      mobile: `******${asha.mobile.slice(-4)}`,
    });
    expect(JSON.stringify(data)).not.toContain(asha.mobile);

    const second = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances?category=data_privacy&pageSize=2&page=2&sort=due_on',
      headers: bearer(staff),
    });
    expect((second.json().data as Page<GrievanceQueueRow>).items).toHaveLength(1);

    const newest = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances?category=data_privacy&sort=-created_at',
      headers: bearer(staff),
    });
    expect((newest.json().data as Page<GrievanceQueueRow>).items.at(-1)?.reference).toBe(oldest.reference);

    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/grievances?q=${made[1]?.reference.slice(3).toLowerCase()}`,
      headers: bearer(staff),
    });
    expect((search.json().data as Page<GrievanceQueueRow>).items.map((row) => row.reference)).toEqual([
      made[1]?.reference,
    ]);

    await fileDaysAgo(oldest.reference, 40);
    const overdue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances?overdue=1&category=data_privacy',
      headers: bearer(staff),
    });
    expect((overdue.json().data as Page<GrievanceQueueRow>).items).toMatchObject([
      { reference: oldest.reference, daysLeft: -10 },
    ]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/grievances?status=lost', headers: bearer(staff) });
    expect(bad.statusCode).toBe(422);
  });

  it("forwards to the lender's nodal officer, answers by SMS, notes and closes, each audited, and refuses a closed one", async () => {
    const asha = await customer();
    const grievance = await filed(asha.token, { lenderId: lender.id, category: 'recovery' });
    const id = await idOf(grievance.reference);

    const forwarded = await act(id, { action: 'forward', text: 'Please reply within a week.' });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json().data).toMatchObject({ status: 'forwarded', lenderNodalEmail: 'nodal@kestrel.example' });
    const mail = t.deps.messaging.lastMessageTo('email', 'nodal@kestrel.example');
    expect(mail?.subject).toContain(grievance.reference);
    expect(mail?.text).toContain(description);

    const noted = await act(id, { action: 'note', text: 'Called the lender.' });
    expect(noted.json().data).toMatchObject({ status: 'forwarded' });

    const answered = await act(id, { action: 'answer', text: 'The lender has stopped the calls.' });
    const detail = answered.json().data as GrievanceDetail;
    expect(detail).toMatchObject({
      status: 'answered',
      answer: 'The lender has stopped the calls.',
      customerName: 'Asha Rao',
    });
    expect(detail.events.map((e) => [e.kind, e.actor])).toEqual([
      ['filed', null],
      ['forwarded', 'Meera Staff'],
      ['note', 'Meera Staff'],
      ['answered', 'Meera Staff'],
    ]);
    expect(t.deps.messaging.lastMessageTo('sms', asha.mobile)?.text).toBe(
      `Saakh has answered your complaint ${grievance.reference}. Open your account to read it and tell us if it resolves your complaint`,
    );
    // The customer does not see staff notes.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/grievances/${grievance.reference}`,
      headers: bearer(asha.token),
    });
    expect((own.json().data as Grievance).events.map((e) => e.kind)).toEqual(['filed', 'forwarded', 'answered']);

    const read = await t.app.inject({ method: 'GET', url: `/api/admin/grievances/${id}`, headers: bearer(staff) });
    expect(read.json().data).toMatchObject({ reference: grievance.reference, description });
    const closed = await act(id, { action: 'close' });
    expect(closed.json().data).toMatchObject({ status: 'closed' });
    const late = await act(id, { action: 'note', text: 'Too late.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This complaint is closed');

    const audits = await t.db
      .select({ action: audit_log.action, old: audit_log.old_value })
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'grievance'), eq(audit_log.entity_id, String(id))))
      .orderBy(audit_log.id);
    expect(audits.filter((row) => row.action !== 'grievance.view')).toEqual([
      { action: 'grievance.forward', old: 'open' },
      { action: 'grievance.note', old: 'forwarded' },
      { action: 'grievance.answer', old: 'forwarded' },
      { action: 'grievance.close', old: 'answered' },
    ]);
    expect(audits.filter((row) => row.action === 'grievance.view')).toHaveLength(1);
  });

  it('refuses an action without its text with 422 and changes nothing; an unknown complaint is 404', async () => {
    const asha = await customer();
    const id = await idOf((await filed(asha.token)).reference);
    const before = await countRows();
    expect((await act(id, { action: 'answer', text: 'short' })).statusCode).toBe(422);
    expect((await act(id, { action: 'note' })).statusCode).toBe(422);
    expect((await act(id, { action: 'escalate' })).statusCode).toBe(422);
    expect(await countRows()).toEqual(before);
    expect((await act(999_999, { action: 'close' })).statusCode).toBe(404);
  });

  it('is open to every staff role, customer service included, and to no customer or partner', async () => {
    const asha = await customer();
    const id = await idOf((await filed(asha.token)).reference);
    for (const [roleId, status] of [
      [2, 200],
      [3, 200],
    ] as const) {
      const admin = await createAdmin(t.db, { role_id: roleId });
      const token = await createSession(t.db, 'admin', admin.id);
      for (const url of ['/api/admin/grievances', `/api/admin/grievances/${id}`, '/api/admin/grievances/ageing']) {
        const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
        expect(response.statusCode, `${roleId} ${url}`).toBe(status);
      }
      expect((await act(id, { action: 'note', text: 'A note.' }, token)).statusCode).toBe(status);
    }
    const customerCall = await t.app.inject({
      method: 'GET',
      url: '/api/admin/grievances',
      headers: bearer(asha.token),
    });
    expect(customerCall.statusCode).toBe(403);
    const partnerCall = await t.app.inject({
      method: 'GET',
      url: `/api/admin/grievances/${id}`,
      headers: bearer(await partnerToken(t)),
    });
    expect(partnerCall.statusCode).toBe(403);
  });

  it("counts complaints on the clock in the dashboard's ageing bands", async () => {
    const ageing = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/grievances/ageing',
        headers: bearer(staff),
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as GrievanceAgeing;
      return { ...Object.fromEntries(data.bands.map((b) => [b.band, b.count])), open: data.open };
    };
    const before = await ageing();
    const asha = await customer();
    const ages = [0, 7, 8, 21, 22, 29, 31];
    for (const age of ages) await fileDaysAgo((await filed(asha.token)).reference, age);
    const answered = await filed(asha.token);
    await act(await idOf(answered.reference), { action: 'answer', text: 'Answered at once, thank you.' });
    const after = await ageing();
    const delta = Object.fromEntries(
      Object.entries(after).map(([k, v]) => [k, v - (before[k as keyof typeof before] ?? 0)]),
    );
    expect(delta).toEqual({ '0-7': 2, '8-21': 2, '22-28': 1, '29-30': 1, overdue: 1, open: 7 });
  });
});

describe('reminders', () => {
  it('sends the officer exactly one reminder at 7, 21 and 28 days by a controlled clock', async () => {
    // Only this complaint is on the clock here: the others are closed first.
    await t.db.update(grievances).set({ status: 'closed' });
    const asha = await customer();
    const grievance = await filed(asha.token);
    const filedAt = new Date();
    const at = (days: number) => ({ ...t.deps, clock: { now: () => new Date(filedAt.getTime() + days * 86_400_000) } });
    const officer = t.config.grievance.officer.email;
    const reminders = async () =>
      (
        await t.db
          .select({ text: grievance_events.text })
          .from(grievance_events)
          .where(
            and(
              eq(grievance_events.grievance_id, await idOf(grievance.reference)),
              eq(grievance_events.kind, 'reminder'),
            ),
          )
      ).map((row) => row.text);

    expect(await runGrievanceReminders(at(6))).toBe(0);
    expect(await runGrievanceReminders(at(7))).toBe(1);
    const mail = t.deps.messaging.lastMessageTo('email', officer);
    expect(mail?.text).toContain(`${grievance.reference}: day 7, 23 days left`);
    expect(await runGrievanceReminders(at(7))).toBe(0);
    expect(await runGrievanceReminders(at(20))).toBe(0);
    expect(await runGrievanceReminders(at(21))).toBe(1);
    expect(t.deps.messaging.lastMessageTo('email', officer)?.text).toContain(
      `${grievance.reference}: day 21, 9 days left`,
    );
    expect(await runGrievanceReminders(at(22))).toBe(0);
    expect(await runGrievanceReminders(at(28))).toBe(1);
    expect(t.deps.messaging.lastMessageTo('email', officer)?.text).toContain(
      `${grievance.reference}: day 28, 2 days left`,
    );
    expect(await runGrievanceReminders(at(29))).toBe(0);
    expect(await runGrievanceReminders(at(45))).toBe(0);
    expect(await reminders()).toEqual(['Day 7 of 30', 'Day 21 of 30', 'Day 28 of 30']);
    const [row] = await t.db.select().from(grievances).where(eq(grievances.reference, grievance.reference));
    expect(row?.reminded_day).toBe(28);
  });

  it('does not remind of an answered complaint', async () => {
    const asha = await customer();
    const grievance = await filed(asha.token);
    await act(await idOf(grievance.reference), { action: 'answer', text: 'Answered within the week.' });
    await t.db
      .update(grievances)
      .set({ status: 'closed' })
      .where(sql`${grievances.reference} <> ${grievance.reference}`);
    const later = { ...t.deps, clock: { now: () => new Date(Date.now() + 8 * 86_400_000) } };
    expect(await runGrievanceReminders(later)).toBe(0);
  });

  it('runs daily at 09:00 India time, asked for once however many instances start', async () => {
    expect(nextDailyRun(new Date('2026-11-28T10:00:00Z'), 210).toISOString()).toBe('2026-11-29T03:30:00.000Z');
    expect(nextDailyRun(new Date('2026-11-28T03:29:00Z'), 210).toISOString()).toBe('2026-11-28T03:30:00.000Z');
    const clock = { now: () => new Date('2031-01-01T10:00:00Z') };
    await scheduleGrievanceReminders({ ...t.deps, clock });
    await scheduleGrievanceReminders({ ...t.deps, clock });
    const rows = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, 'grievances.reminders:2031-01-02T03:30:00.000Z'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.queue).toBe(grievanceRemindersJob.queue);
  });
});
