import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsrCustomer, CsrCustomerView } from '@saakh/domain/csr';
import type { Page } from '@saakh/domain/lists';
import { application_status_history } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { customer_apps } from '../../db/schema/applications';
import { help_requests } from '../../db/schema/customer';
import { message_opt_outs, message_templates, messages } from '../../db/schema/messaging';
import { customer_notes, telecalling_leads } from '../../db/schema/telecalling';
import { consents, users } from '../../db/schema/users';
import { languages } from '../../db/schema/reference';
import {
  createApplication,
  createCustomer,
  createLender,
  createSession,
  freshMobile,
  type ApplicationRow,
  type CustomerRow,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, loginEveryone, type CatalogueTokens, type RouteCall } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;
let meera: CustomerRow;
let ravi: CustomerRow;
let approved: ApplicationRow;
let ravisApplication: ApplicationRow;

const get = (url: string, token: string | null = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown>, token: string | null = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

async function search(q: string, token = tokens.admin): Promise<Page<CsrCustomer>> {
  const response = await get(`/api/admin/csr/customers?q=${encodeURIComponent(q)}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function view(userId: number, token = tokens.admin): Promise<CsrCustomerView> {
  const response = await get(`/api/admin/csr/customers/${userId}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
  const [hindi] = await t.db.select().from(languages).where(eq(languages.code, 'hi'));
  meera = await createCustomer(t.db, {
    mobile_phone_number: '9876501234',
    first_name: 'Meerabai',
    last_name: 'Kulkarni',
    email: 'Meera.Kulkarni@Example.in',
    tin: 'MKLPK4321Q',
    birth_date: '1991-02-03',
    monthly_income: 55_000,
    postal_code: '411001',
    language: hindi?.id ?? null,
    pl_completed: 1,
    url_segment: 'diwali-offer',
  });
  ravi = await createCustomer(t.db, { first_name: 'Ravindra', last_name: 'Menon', tin: 'RVMPM1234R' });
  const lender = await createLender(t.db, { name: 'Kulkarni_Finance', display_name: 'Kulkarni Finance' });
  approved = await createApplication(t.db, { userId: meera.id, lenderId: lender.id, status: 'approved' });
  await t.db.insert(application_status_history).values([
    { application_id: approved.id, from_status: null, status: 'created', source: 'customer' },
    { application_id: approved.id, from_status: 'created', status: 'submitted', source: 'customer' },
    {
      application_id: approved.id,
      from_status: 'submitted',
      status: 'approved',
      source: 'lender_file',
      note: 'Approved by credit desk',
    },
  ]);
  ravisApplication = await createApplication(t.db, { userId: ravi.id, lenderId: lender.id });
  await t.db.insert(consents).values([
    { user_id: meera.id, purpose: 'terms_privacy', kind: 'terms_privacy', text_version: 'v3' },
    {
      user_id: meera.id,
      purpose: 'marketing_sms',
      kind: 'marketing_sms',
      text_version: 'v1',
      withdrawn_at: new Date('2026-11-01T10:00:00Z'),
    },
  ]);
  await t.db
    .insert(message_opt_outs)
    .values({ channel: 'sms', address: meera.mobile_phone_number, source: 'stop_reply' });
  await t.db.insert(help_requests).values({
    user_id: meera.id,
    name: 'Meerabai Kulkarni',
    email: 'meera.kulkarni@example.in',
    phone: meera.mobile_phone_number,
    description: 'My EMI date is wrong',
    forward_status: 'not_configured',
  });
  await t.db.insert(messages).values({
    channel: 'sms',
    category: 'transactional',
    source: 'status_change',
    user_id: meera.id,
    application_id: approved.id,
    language: 'hi',
    to_address: meera.mobile_phone_number,
    body: 'आपका आवेदन स्वीकृत हो गया है',
    status: 'delivered',
    delivered_at: new Date(),
  });
});

afterAll(async () => t?.close());

describe('who may use the CSR portal', () => {
  const routes = (): RouteCall[] => [
    { method: 'GET', url: '/api/admin/csr/customers?q=9876501234' },
    { method: 'GET', url: `/api/admin/csr/customers/${meera.id}` },
    {
      method: 'POST',
      url: `/api/admin/csr/customers/${meera.id}/reveal`,
      payload: { field: 'pan', reason: 'Caller asked' },
    },
    { method: 'POST', url: `/api/admin/csr/customers/${meera.id}/notes`, payload: { text: 'Called about EMI' } },
    {
      method: 'POST',
      url: `/api/admin/csr/customers/${meera.id}/update-flag`,
      payload: { flag: 'pl_update_required', value: false },
    },
  ];

  it('refuses anonymous callers, customers and partners on every route', async () => {
    for (const route of routes()) {
      for (const [token, status] of [
        [null, 401],
        [tokens.customer, 403],
        [tokens.partner, 403],
      ] as const) {
        const response = await call(t, token, route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(status);
        expect(response.json()).toEqual({ success: false, message: expect.any(String) });
      }
    }
  });

  it('lets every admin role search and open a customer', async () => {
    for (const token of [tokens.admin, tokens.ops, tokens.csr]) {
      expect((await search('9876501234', token)).total).toBe(1);
      expect((await view(meera.id, token)).profile.id).toBe(meera.id);
    }
  });
});

describe('finding a customer', () => {
  it('finds by mobile number, PAN in any case, application id, e-mail in any case and the start of a name', async () => {
    const ids = async (q: string) => (await search(q)).items.map((customer) => customer.id);
    expect(await ids('9876501234')).toEqual([meera.id]);
    expect(await ids('mklpk4321q')).toEqual([meera.id]);
    expect(await ids(approved.id.toUpperCase())).toEqual([meera.id]);
    expect(await ids('meera.kulkarni@example.IN')).toEqual([meera.id]);
    expect(await ids('meera')).toEqual([meera.id]);
    expect(await ids('Kulk')).toEqual([meera.id]);
    expect(await ids('meerabai kul')).toEqual([meera.id]);
    expect(await ids('meerabai menon')).toEqual([]);
    expect(await ids('9999999999')).toEqual([]);
  });

  it('finds by the short application reference the customer reads out, with or without the dash, in any case', async () => {
    const ids = async (q: string) => (await search(q)).items.map((customer) => customer.id);
    const reference = approved.reference;
    expect(reference).toMatch(/^SK-[2-9A-HJKMNP-Z]{6}$/);
    expect(await ids(reference)).toEqual([meera.id]);
    expect(await ids(reference.replace('-', ''))).toEqual([meera.id]);
    expect(await ids(` ${reference.toLowerCase()} `)).toEqual([meera.id]);
    expect(await ids(reference.replace('-', '').toLowerCase())).toEqual([meera.id]);
    // Another reference (the same letters in another order, or another application's) finds nobody else.
    expect(await ids(`SK-${[...reference.slice(3)].reverse().join('')}`)).not.toContain(meera.id);
  });

  it('lists each found customer with their application count and latest application', async () => {
    const [found] = (await search('9876501234')).items;
    expect(found).toMatchObject({
      name: 'Meerabai Kulkarni',
      applications: 1,
      latest_application_id: approved.id,
      latest_application_reference: approved.reference,
      latest_status: 'approved',
      erased: false,
    });
  });

  it('answers no customers without search text, and a field message for text that cannot be searched', async () => {
    expect((await search('')).total).toBe(0);
    for (const q of ['k', '12345', '%%']) {
      const response = await get(`/api/admin/csr/customers?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.q).toEqual([expect.stringContaining('mobile number, PAN')]);
    }
  });

  it('refuses characters no name has, LIKE wildcards included', async () => {
    const response = await get('/api/admin/csr/customers?q=m_era');
    expect(response.statusCode).toBe(422);
  });

  it('shows role 3 the mobile, PAN and e-mail masked, and roles 1 and 2 whole', async () => {
    const [masked] = (await search('MKLPK4321Q', tokens.csr)).items;
    expect(masked).toMatchObject({ mobile: '******1234', pan: '******321Q', email: 'M***@Example.in', masked: true });
    expect(JSON.stringify(masked)).not.toContain('9876501234');
    for (const token of [tokens.admin, tokens.ops]) {
      const [whole] = (await search('MKLPK4321Q', token)).items;
      expect(whole).toMatchObject({ mobile: '9876501234', pan: 'MKLPK4321Q', masked: false });
    }
  });
});

describe('a customer’s view', () => {
  it('shows the profile, applications with their timeline, consents, opt-outs, messages, help requests and source', async () => {
    const seen = await view(meera.id);
    expect(seen.profile).toMatchObject({
      first_name: 'Meerabai',
      mobile: '9876501234',
      pan: 'MKLPK4321Q',
      birth_date: '1991-02-03',
      language: 'hi',
      pl_completed: true,
      pl_update_required: false,
      masked: false,
    });
    expect(seen.applications).toHaveLength(1);
    expect(seen.applications[0]).toMatchObject({
      id: approved.id,
      reference: approved.reference,
      lender_name: 'Kulkarni Finance',
      status: 'approved',
    });
    expect(seen.applications[0]?.timeline.map((step) => step.status)).toEqual(['created', 'submitted', 'approved']);
    expect(seen.applications[0]?.timeline[2]).toMatchObject({
      source: 'lender_file',
      remarks: 'Approved by credit desk',
    });
    expect(seen.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'terms_privacy', withdrawn_at: null }),
        expect.objectContaining({ kind: 'marketing_sms', withdrawn_at: '2026-11-01T10:00:00.000Z' }),
      ]),
    );
    expect(seen.opt_outs).toEqual([expect.objectContaining({ channel: 'sms', source: 'stop_reply' })]);
    expect(seen.messages).toEqual([expect.objectContaining({ status: 'delivered', body: 'आपका आवेदन स्वीकृत हो गया है' })]);
    expect(seen.help_requests).toEqual([expect.objectContaining({ description: 'My EMI date is wrong' })]);
    expect(seen.source.url_segment).toBe('diwali-offer');
    expect(seen.telecalling).toEqual({ open_lead: null, dispositions: [] });
  });

  it('shows the open journey’s offers as the customer’s offers page matches them, or none before the profile is done', async () => {
    const customer = await createCustomer(t.db, { first_name: 'Anil' });
    await t.db.insert(customer_apps).values({ user_id: customer.id, product: 'pl', desired_amount: 100_000 });
    const seen = await view(customer.id);
    expect(seen.journeys).toEqual([expect.objectContaining({ product: 'pl', desired_amount: 100_000, offers: [] })]);
  });

  it('masks role 3’s view of the mobile, PAN, e-mail and birth date, and audits every view', async () => {
    const before = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'customer.view'), eq(audit_log.entity_id, String(meera.id))));
    const seen = await view(meera.id, tokens.csr);
    expect(seen.profile).toMatchObject({
      mobile: '******1234',
      pan: '******321Q',
      email: 'M***@Example.in',
      birth_date: '**/**/1991',
      masked: true,
    });
    expect(JSON.stringify(seen.profile)).not.toContain('MKLPK4321Q');
    const after = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'customer.view'), eq(audit_log.entity_id, String(meera.id))));
    expect(after.length).toBe(before.length + 1);
  });

  it('answers 404 for a customer who does not exist, and 422 for an id no column can hold', async () => {
    expect((await get('/api/admin/csr/customers/2147483000')).statusCode).toBe(404);
    expect((await get('/api/admin/csr/customers/2147483648')).statusCode).toBe(422);
  });
});

describe('revealing a masked value', () => {
  it('answers the whole PAN to role 3 with a reason, and audits the field and reason but not the value', async () => {
    const response = await post(
      `/api/admin/csr/customers/${meera.id}/reveal`,
      { field: 'pan', reason: 'Customer confirming identity on call' },
      tokens.csr,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ value: 'MKLPK4321Q' });
    const [entry] = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'customer.reveal'), eq(audit_log.entity_id, String(meera.id))));
    expect(entry).toMatchObject({
      field: 'pan',
      new_value: 'Customer confirming identity on call',
      actor_kind: 'admin',
    });
    expect(JSON.stringify(entry)).not.toContain('MKLPK4321Q');
  });

  it('refuses a reveal without a real reason, and audits nothing', async () => {
    const count = async () =>
      (await t.db.select().from(audit_log).where(eq(audit_log.action, 'customer.reveal'))).length;
    const before = await count();
    const response = await post(
      `/api/admin/csr/customers/${meera.id}/reveal`,
      { field: 'mobile', reason: 'hi' },
      tokens.csr,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reason).toEqual(['Say why you need to see it (5 to 200 characters)']);
    expect(await count()).toBe(before);
  });
});

describe('notes', () => {
  it('adds a note with its author, shown first in the view', async () => {
    const response = await post(`/api/admin/csr/customers/${meera.id}/notes`, {
      text: '  Promised a call back on Monday ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ text: 'Promised a call back on Monday', author: expect.any(String) });
    expect((await view(meera.id)).notes[0]?.text).toBe('Promised a call back on Monday');
  });

  it('refuses an empty or too long note and saves nothing', async () => {
    const before = (await t.db.select().from(customer_notes).where(eq(customer_notes.user_id, ravi.id))).length;
    for (const text of [' ', 'x'.repeat(2001)]) {
      const response = await post(`/api/admin/csr/customers/${ravi.id}/notes`, { text });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.text).toEqual(['Write a note of 2 to 2,000 characters']);
    }
    expect((await t.db.select().from(customer_notes).where(eq(customer_notes.user_id, ravi.id))).length).toBe(before);
  });

  it('refuses notes on a customer whose data was erased', async () => {
    const erased = await createCustomer(t.db, { erased_at: new Date() });
    const response = await post(`/api/admin/csr/customers/${erased.id}/notes`, { text: 'Hello there' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This customer’s data was erased');
  });
});

describe('sending a customer back to update their profile', () => {
  it('sets pl_update_required, audits old and new, and the customer’s offers then send them to the detail page', async () => {
    const customer = await createCustomer(t.db, {
      mobile_phone_number: freshMobile(),
      pl_completed: 1,
      monthly_income: 60_000,
      birth_date: '1990-01-01',
      employment_status_code: 1,
      credit_score_band: 4,
      se_loan_amount: 100_000,
    });
    const [journey] = await t.db
      .insert(customer_apps)
      .values({ user_id: customer.id, product: 'pl', desired_amount: 100_000 })
      .returning();
    const customerToken = await createSession(t.db, 'customer', customer.id);
    expect((await get(`/api/offers/${journey?.id}`, customerToken)).statusCode).toBe(200);

    const response = await post(`/api/admin/csr/customers/${customer.id}/update-flag`, {
      flag: 'pl_update_required',
      value: true,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.pl_update_required).toBe(1);
    const [entry] = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'customer.flag'), eq(audit_log.entity_id, String(customer.id))));
    expect(entry).toMatchObject({ field: 'pl_update_required', old_value: '0', new_value: '1' });
    const offers = await get(`/api/offers/${journey?.id}`, customerToken);
    expect(offers.statusCode).toBe(409);
  });

  it('refuses a flag that is not one of the two', async () => {
    const response = await post(`/api/admin/csr/customers/${meera.id}/update-flag`, { flag: 'allow_sms', value: true });
    expect(response.statusCode).toBe(422);
  });
});

describe('resending a status message', () => {
  it('queues the current status’s message for the customer as a CSR message, audited', async () => {
    await t.db.insert(message_templates).values({
      channel: 'sms',
      name: `approved-${meera.id}`,
      category: 'transactional',
      event: 'approved',
      body_en: 'Hi {{first_name}}, your application is approved.',
      body_hi: 'नमस्ते {{first_name}}, आपका आवेदन स्वीकृत हो गया है।',
      dlt_entity_id: '1201159100000000001',
      dlt_header: 'SAAKHF',
      dlt_template_id: '1207169100000000001',
    });
    const response = await post(`/api/admin/csr/customers/${meera.id}/resend-status`, { application_id: approved.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ queued: 1 });
    const queued = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.user_id, meera.id), eq(messages.source, 'csr')));
    expect(queued).toEqual([expect.objectContaining({ channel: 'sms', language: 'hi', application_id: approved.id })]);
    const [entry] = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.action, 'customer.resend_status'), eq(audit_log.entity_id, String(meera.id))));
    expect(entry?.new_value).toBe(approved.id);
  });

  it('refuses another customer’s application, and a status no template serves', async () => {
    const other = await post(`/api/admin/csr/customers/${meera.id}/resend-status`, {
      application_id: ravisApplication.id,
    });
    expect(other.statusCode).toBe(404);
    const none = await post(`/api/admin/csr/customers/${ravi.id}/resend-status`, {
      application_id: ravisApplication.id,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('No active message template serves this status yet');
    expect(await t.db.select().from(messages).where(eq(messages.user_id, ravi.id))).toEqual([]);
  });
});

describe('raising a callback for telecalling', () => {
  it('puts the customer in the queue as a callback at the chosen time, shown in their view', async () => {
    const dueAt = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString();
    const response = await post(
      `/api/admin/csr/customers/${ravi.id}/callback`,
      { due_at: dueAt, note: 'Wants to talk about the EMI' },
      tokens.csr,
    );
    expect(response.statusCode).toBe(200);
    const leadId = response.json().data.lead_id as number;
    const [lead] = await t.db.select().from(telecalling_leads).where(eq(telecalling_leads.id, leadId));
    expect(lead).toMatchObject({ user_id: ravi.id, status: 'open', reason: 'csr_callback' });
    expect(lead?.due_at.toISOString()).toBe(dueAt);
    expect((await view(ravi.id)).telecalling.open_lead).toMatchObject({ id: leadId, reason: 'csr_callback' });
  });

  it('refuses a time in the past or beyond 30 days, and queues nothing', async () => {
    const customer = await createCustomer(t.db);
    for (const dueAt of [new Date(Date.now() - 60_000), new Date(Date.now() + 31 * 24 * 60 * 60 * 1000)]) {
      const response = await post(`/api/admin/csr/customers/${customer.id}/callback`, { due_at: dueAt.toISOString() });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.due_at).toEqual(['Choose a time in the future, within 30 days']);
    }
    expect(await t.db.select().from(telecalling_leads).where(eq(telecalling_leads.user_id, customer.id))).toEqual([]);
  });
});
