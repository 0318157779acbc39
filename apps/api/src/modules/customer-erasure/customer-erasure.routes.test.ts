import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErasureCustomer,
  ErasurePreview,
  ErasureRecord,
  ErasureRequestPage,
} from '@saakh/domain/customer-erasure';
import { erasureRequestReference, type MyErasureRequest } from '@saakh/domain/data-rights';
import type { Dashboard } from '@saakh/domain/reporting';
import { application_status_history, applications, intake_submissions } from '../../db/schema/applications';
import { audit_log } from '../../db/schema/audit';
import { sessions } from '../../db/schema/auth';
import { customer_profile_details, help_requests, tracking_events } from '../../db/schema/customer';
import { insurance_requests } from '../../db/schema/products';
import { dedupe_logs } from '../../db/schema/dedupe';
import { customer_erasures, erasure_requests } from '../../db/schema/erasure';
import { commission_ledger, ingest_files, mis_rows } from '../../db/schema/ingestion';
import { message_opt_outs, messages } from '../../db/schema/messaging';
import { customer_journeys } from '../../db/schema/reporting';
import {
  customer_notes,
  telecalling_calls,
  telecalling_dispositions,
  telecalling_leads,
} from '../../db/schema/telecalling';
import { consents, data_exports, users } from '../../db/schema/users';
import {
  createAdmin,
  createApplication,
  createAuditEntry,
  createCustomer,
  createLedgerRow,
  createLender,
  createPartner,
  type ApplicationRow,
  type LenderRow,
  type PartnerRow,
} from '../../test/factories';
import { columnsHolding } from '../../test/personal-data-scan';
import { bearer, createTestApp, loginCustomer, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';
import { rebuildJourneys, rebuildRollupDay } from '../reporting/rollup.repository';

let t: TestApp;
let tokens: CatalogueTokens;
let lender: LenderRow;
let partner: PartnerRow;

const get = (url: string, token: string | null = tokens.admin) => call(t, token, { method: 'GET', url });
const post = (url: string, payload: Record<string, unknown> = {}, token: string | null = tokens.admin) =>
  call(t, token, { method: 'POST', url, payload });

/** The day every seeded record happened on (midday in India), well away from any "today". */
const DAY = '2026-10-15';
const at = (time: string) => new Date(`${DAY}T${time}:00+05:30`);

/** A person's identifying values, unusual enough that finding one anywhere in the database means it leaked. */
type Person = { mobile: string; pan: string; email: string; first: string; last: string };

const zara: Person = {
  mobile: '9812345670',
  pan: 'ZQXPQ4321K',
  email: 'zephyrine.q@example.in',
  first: 'Zephyrine',
  last: 'Quillfeather',
};
const bob: Person = {
  mobile: '9811112222',
  pan: 'BOBPB1234B',
  email: 'bobbington.b@example.in',
  first: 'Bobbington',
  last: 'Brackenridge',
};

type Seeded = { userId: number; token: string; disbursed: ApplicationRow };

/** A customer with a record in every table that can hold their data, as real use would leave them. */
async function seedCustomer(person: Person): Promise<Seeded> {
  const { token, userId } = await loginCustomer(t, person.mobile);
  await t.db
    .update(users)
    .set({
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      tin: person.pan,
      birth_date: '1990-04-12',
      employer_name: `${person.last} Textiles`,
      address1: `12 ${person.last} Lane`,
      postal_code: '560001',
      monthly_income: 60_000,
      partner_id: partner.id,
      utms: { utm_source: 'whatsapp', utm_campaign: 'diwali' },
      created_at: at('10:00'),
    })
    .where(eq(users.id, userId));
  await t.db
    .insert(customer_profile_details)
    .values({ user_id: userId, locality: 'Indiranagar', bank_ifsc: 'HDFC0001234' });
  await t.db.insert(help_requests).values({
    user_id: userId,
    name: `${person.first} ${person.last}`,
    email: person.email,
    phone: person.mobile,
    description: `Please call ${person.first}`,
    ip: '203.0.113.7',
    forward_status: 'not_configured',
  });
  // Asked for help before logging in: the same person by phone, without the account.
  await t.db.insert(help_requests).values({
    name: person.first,
    email: person.email,
    phone: person.mobile,
    description: 'Before I signed up',
    forward_status: 'not_configured',
  });
  await t.db.insert(insurance_requests).values({
    user_id: userId,
    kind: 'health',
    request_type: 'callback',
    preferred_time: 'evening',
    consent_version: 'insurance-request-2026-11',
    ip: '203.0.113.7',
  });
  for (const [event, time] of [
    ['landing', '10:00'],
    ['otp_verified', '10:01'],
    ['profile_complete', '10:05'],
    ['offers_viewed', '10:06'],
    ['offer_selected', '10:07'],
  ] as const) {
    await t.db.insert(tracking_events).values({
      event,
      category_id: 1,
      goal_id: 3,
      user_id: userId,
      partner_id: partner.id,
      product: 'pl',
      utms: { utm_source: 'whatsapp' },
      ip: '203.0.113.7',
      created_at: at(time),
    });
  }
  const disbursed = await createApplication(t.db, {
    userId,
    lenderId: lender.id,
    partnerId: partner.id,
    status: 'disbursed',
    lender_reference: `LR-${userId}`,
    disbursed_amount: '200000',
    disbursed_on: DAY,
    expected_commission: '2500',
    remarks: `Disbursed to ${person.first} ${person.last}`,
    created_at: at('10:07'),
    submitted_at: at('10:08'),
  });
  await t.db.insert(application_status_history).values([
    { application_id: disbursed.id, status: 'submitted', source: 'customer', created_at: at('10:08') },
    {
      application_id: disbursed.id,
      from_status: 'submitted',
      status: 'disbursed',
      source: 'admin',
      note: `Spoke to ${person.first} on ${person.mobile}`,
      created_at: at('11:00'),
    },
  ]);
  await t.db.insert(intake_submissions).values({
    application_id: disbursed.id,
    user_id: userId,
    lender_id: lender.id,
    fields: { full_name: `${person.first} ${person.last}`, pan: person.pan, email: person.email, income: 60000 },
    outcome: 'accepted',
    ip: '203.0.113.7',
  });
  const [file] = await t.db
    .insert(ingest_files)
    .values({
      kind: 'mis',
      file_name: 'mis-october.csv',
      format: 'csv',
      sha256: `sha-${userId}`,
      size_bytes: 100,
      status: 'completed',
    })
    .returning();
  if (!file) throw new Error('No file');
  await t.db.insert(mis_rows).values({
    file_id: file.id,
    row_number: 2,
    lender_id: lender.id,
    values: {
      'Customer Name': `${person.first.toUpperCase()} ${person.last.toUpperCase()}`,
      Mobile: `+91 ${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}`,
      PAN: person.pan.toLowerCase(),
      'Loan Amount': 200000,
      'Disbursal Date': DAY,
    },
    disbursed_amount: '200000',
    disbursed_on: DAY,
    lender_reference: `LR-${userId}`,
    match: 'matched',
    score: 100,
    application_id: disbursed.id,
  });
  await createLedgerRow(t.db, {
    partner_id: partner.id,
    application_id: disbursed.id,
    lender_id: lender.id,
    status: 'pending',
    base_amount: '2500',
    amount: '1500',
    disbursed_on: DAY,
  });
  await createAuditEntry(t.db, {
    action: 'customer.journey_view',
    entity: 'customer',
    entity_id: String(userId),
    field: 'mobile',
    old_value: person.mobile,
    new_value: null,
  });
  await createAuditEntry(t.db, { entity: 'mis_row', field: 'pan', old_value: null, new_value: person.pan });
  // Customer service: a staff note, a status message, a STOP reply, and a telecalling lead with a call and its outcome.
  const staff = await createAdmin(t.db, { role_id: 3 });
  await t.db
    .insert(customer_notes)
    .values({ user_id: userId, admin_id: staff.id, text: `${person.first} asked for EMI` });
  await t.db.insert(messages).values({
    channel: 'email',
    category: 'transactional',
    source: 'status_change',
    user_id: userId,
    application_id: disbursed.id,
    language: 'en',
    to_address: person.email,
    subject: `Dear ${person.first}`,
    body: `Dear ${person.first} ${person.last}, your loan is disbursed`,
    status: 'delivered',
  });
  await t.db.insert(message_opt_outs).values({ channel: 'sms', address: person.mobile, source: 'stop_reply' });
  const [lead] = await t.db
    .insert(telecalling_leads)
    .values({ user_id: userId, reason: 'offers_not_chosen', note: `Call ${person.first}` })
    .returning();
  if (!lead) throw new Error('No lead');
  await t.db
    .insert(telecalling_calls)
    .values({ lead_id: lead.id, user_id: userId, admin_id: staff.id, provider: 'local' });
  await t.db.insert(telecalling_dispositions).values({
    lead_id: lead.id,
    user_id: userId,
    admin_id: staff.id,
    disposition: 'call_back',
    note: `${person.last} busy`,
  });
  return { userId, token, disbursed };
}

/** Every text or JSON column anywhere in the database (every schema, every table) that holds one of their values. */
function leaks(person: Person): Promise<string[]> {
  return columnsHolding(t.db, [person.mobile, person.pan, person.email, person.first, person.last]);
}

/** The dashboard of the seeded day, once every day it reads has been counted. */
async function dashboard(): Promise<Omit<Dashboard, 'refreshedAt'>> {
  const url = `/api/admin/dashboard?preset=custom_range&from=${DAY}&to=${DAY}`;
  await get(url);
  await t.deps.jobs.idle();
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  const { refreshedAt: _refreshed, ...figures } = response.json().data as Dashboard;
  return figures;
}

/** Every figure the reports give for the seeded day, without the names they show beside them. */
async function reportFigures() {
  const range = `preset=custom_range&from=${DAY}&to=${DAY}`;
  const internal = (await get(`/api/admin/reports/internal?${range}&pageSize=200`)).json().data as {
    items: { application_id?: string; id?: string; status: string; amount: number | string }[];
    total: number;
  };
  const products = (await get(`/api/admin/reports/products?${range}`)).json().data as unknown;
  const vendors = (await get(`/api/admin/reports/vendors-products?${range}`)).json().data as unknown;
  const journeys = (await get(`/api/admin/customers-journey?${range}&pageSize=200`)).json().data as {
    items: { user_id: number; furthest_step: string }[];
    total: number;
  };
  return {
    dashboard: await dashboard(),
    internalTotal: internal.total,
    internal: internal.items.map(({ status, amount }) => ({ status, amount })),
    products,
    vendors,
    journeysTotal: journeys.total,
    journeys: journeys.items.map(({ user_id, furthest_step }) => ({ user_id, furthest_step })),
  };
}

function preview(userId: number) {
  return get(`/api/admin/customer-erasure/customers/${userId}`);
}

function erase(userId: number, payload: Record<string, unknown>, token = tokens.admin) {
  return post(`/api/admin/customer-erasure/customers/${userId}/erase`, payload, token);
}

let zaraSeed: Seeded;
let bobSeed: Seeded;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  tokens = await loginEveryone(t);
  lender = await createLender(t.db, { name: 'Erasure_Lender' });
  partner = await createPartner(t.db, { name: 'Erasure Partner' });
  zaraSeed = await seedCustomer(zara);
  bobSeed = await seedCustomer(bob);
  // Bob's later application was found a duplicate of Zara's (they share nothing but this test's wish): kept.
  const later = await createApplication(t.db, {
    userId: bobSeed.userId,
    lenderId: lender.id,
    status: 'rejected',
    created_at: at('12:00'),
  });
  await t.db.insert(dedupe_logs).values({
    application_id: later.id,
    first_application_id: zaraSeed.disbursed.id,
    user_id: bobSeed.userId,
    product: 'pl',
    matched_on: 'pan',
    first_partner_id: partner.id,
    window_days: 30,
  });
  await rebuildJourneys(t.db);
  await rebuildRollupDay(t.db, DAY);
});
afterAll(async () => t.close());

describe('GET /api/admin/customer-erasure/search', () => {
  it('finds a customer by mobile number, PAN (any case) or application id, masked', async () => {
    for (const q of [zara.mobile, zara.pan.toLowerCase(), zaraSeed.disbursed.id.toUpperCase()]) {
      const response = await get(`/api/admin/customer-erasure/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      const found = response.json().data as ErasureCustomer[];
      expect(found).toEqual([
        {
          id: zaraSeed.userId,
          name: 'Z******** Q***********',
          mobile: '******5670',
          pan: '******321K',
          email: 'z***@example.in',
          created_at: at('10:00').toISOString(),
          erased_at: null,
        },
      ]);
      expect(response.body).not.toContain(zara.mobile);
      expect(response.body).not.toContain(zara.first);
    }
  });

  it('answers 404 when nobody has the value, 422 for text that is none of the three', async () => {
    const none = await get('/api/admin/customer-erasure/search?q=9000000001');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No customer has this mobile number, PAN or application id');
    for (const q of ['', '12345', 'ABCDE', '5812345670', "9812345670' or 1=1"]) {
      const response = await get(`/api/admin/customer-erasure/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(422);
      expect(response.json().errors).toEqual({
        q: ['Enter a 10-digit mobile number, a PAN or a whole application id'],
      });
    }
  });
});

describe('GET /api/admin/customer-erasure/customers/:userId', () => {
  it('lists, kind by kind, how many records will be erased and which are kept', async () => {
    const response = await preview(zaraSeed.userId);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as ErasurePreview;
    const counts = Object.fromEntries(data.lines.map((line) => [line.category, [line.action, line.count]]));
    expect(counts).toEqual({
      profile: ['erase', 1],
      profile_details: ['erase', 1],
      help_requests: ['erase', 2],
      insurance_requests: ['erase', 1],
      intake_fields: ['erase', 1],
      consents: ['erase', 1],
      otp_codes: ['erase', 1],
      sessions: ['erase', 1],
      tracking_events: ['erase', 5],
      audit_values: ['erase', 2],
      staff_notes: ['erase', 1],
      messages: ['erase', 1],
      opt_outs: ['erase', 1],
      telecalling: ['erase', 3],
      applications: ['keep', 1],
      status_history: ['keep', 2],
      lender_mis_rows: ['keep', 1],
      commission_records: ['keep', 1],
      dedupe_logs: ['keep', 1],
      journeys: ['keep', 1],
    });
    expect(data.in_flight).toEqual([]);
    expect(data.erasure).toBeNull();
    expect(response.body).not.toContain(zara.mobile);
  });

  it('answers 404 for an unknown customer and 422 for an id that is not one', async () => {
    expect((await preview(999_999)).statusCode).toBe(404);
    expect((await get('/api/admin/customer-erasure/customers/abc')).statusCode).toBe(422);
    expect((await get('/api/admin/customer-erasure/customers/99999999999')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/customer-erasure/customers/:userId/erase', () => {
  it('refuses a wrong confirmation or no reason with 422 and changes nothing', async () => {
    const wrong = await erase(zaraSeed.userId, { confirmation: '1111', reason: 'customer_request' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ confirmation: ["Type the last 4 digits of the customer's mobile number"] });
    const noReason = await erase(zaraSeed.userId, { confirmation: '5670' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Choose a reason'] });
    const freeText = await erase(zaraSeed.userId, { confirmation: '5670', reason: 'Zephyrine asked by phone' });
    expect(freeText.statusCode).toBe(422);
    const [stored] = await t.db.select().from(users).where(eq(users.id, zaraSeed.userId));
    expect(stored).toMatchObject({ mobile_phone_number: zara.mobile, first_name: zara.first, erased_at: null });
    expect(await t.db.select().from(customer_erasures)).toEqual([]);
  });

  it('refuses while an application is still with the lender, and says which', async () => {
    const customer = await createCustomer(t.db, { first_name: 'Inflight' });
    const app = await createApplication(t.db, { userId: customer.id, lenderId: lender.id, status: 'in_review' });
    const shown = (await preview(customer.id)).json().data as ErasurePreview;
    expect(shown.in_flight).toEqual([
      { id: app.id, status: 'in_review', lender_name: 'Erasure_Lender', created_at: app.created_at.toISOString() },
    ]);
    const response = await erase(customer.id, {
      confirmation: customer.mobile_phone_number.slice(-4),
      reason: 'customer_request',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This customer has an application the lender is still deciding or paying out: erase once it ends',
    );
    const [stored] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(stored?.erased_at).toBeNull();
  });

  it("erases every personal value of the customer from every table, keeps the other customer's, and the reports give the same figures", async () => {
    const before = await reportFigures();
    expect(before.internalTotal).toBeGreaterThan(0);
    expect(before.dashboard.kpis).toBeDefined();
    const bobLeaksBefore = await leaks(bob);
    expect(await leaks(zara)).not.toEqual([]);

    const response = await erase(zaraSeed.userId, { confirmation: ' 5670 ', reason: 'customer_request' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe("The customer's personal data was erased");
    const record = response.json().data as ErasureRecord;
    expect(record).toMatchObject({ user_id: zaraSeed.userId, reason: 'customer_request' });
    expect(record.pseudonym).toMatch(/^erased-[0-9a-f]{12}$/);
    expect(record.counts).toMatchObject({ help_requests: 2, applications: 1, lender_mis_rows: 1 });

    // Nothing of Zara is left anywhere; Bob's data is all where it was.
    expect(await leaks(zara)).toEqual([]);
    expect(await leaks(bob)).toEqual(bobLeaksBefore);

    // Her row stays as a tombstone under the pseudonym; the records law keeps are there, emptied of her.
    const [tombstone] = await t.db.select().from(users).where(eq(users.id, zaraSeed.userId));
    expect(tombstone).toMatchObject({
      mobile_phone_number: record.pseudonym,
      first_name: null,
      email: null,
      tin: null,
      birth_date: null,
      address1: null,
      monthly_income: null,
      utms: null,
      partner_id: partner.id,
    });
    expect(tombstone?.erased_at).not.toBeNull();
    const [kept] = await t.db.select().from(applications).where(eq(applications.id, zaraSeed.disbursed.id));
    expect(kept).toMatchObject({ status: 'disbursed', disbursed_amount: '200000.00', remarks: null });
    const [mis] = await t.db.select().from(mis_rows).where(eq(mis_rows.application_id, zaraSeed.disbursed.id));
    expect(mis?.values).toEqual({
      'Customer Name': record.pseudonym,
      Mobile: record.pseudonym,
      PAN: record.pseudonym,
      'Loan Amount': 200000,
      'Disbursal Date': DAY,
    });
    expect(
      await t.db.select().from(intake_submissions).where(eq(intake_submissions.user_id, zaraSeed.userId)),
    ).toMatchObject([{ fields: {}, ip: null, outcome: 'accepted' }]);
    expect(
      await t.db.select().from(customer_profile_details).where(eq(customer_profile_details.user_id, zaraSeed.userId)),
    ).toEqual([]);
    expect(await t.db.select().from(consents).where(eq(consents.user_id, zaraSeed.userId))).toMatchObject([
      { ip: null },
    ]);
    expect(
      await t.db
        .select({ ip: tracking_events.ip })
        .from(tracking_events)
        .where(eq(tracking_events.user_id, zaraSeed.userId)),
    ).toEqual(Array.from({ length: 5 }, () => ({ ip: null })));
    expect(
      await t.db.select().from(commission_ledger).where(eq(commission_ledger.application_id, zaraSeed.disbursed.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(customer_journeys).where(eq(customer_journeys.user_id, zaraSeed.userId)),
    ).toHaveLength(1);
    expect(await t.db.select().from(dedupe_logs)).toHaveLength(1);
    expect(await t.db.select().from(help_requests).where(eq(help_requests.phone, bob.mobile))).toHaveLength(2);
    const requestsOf = (userId: number) =>
      t.db.select().from(insurance_requests).where(eq(insurance_requests.user_id, userId));
    expect(await requestsOf(zaraSeed.userId)).toEqual([]);
    expect(await requestsOf(bobSeed.userId)).toHaveLength(1);

    // The reports read the same, before and after every rollup and journey is counted again from the raw rows.
    expect(await reportFigures()).toEqual(before);
    await rebuildJourneys(t.db);
    await rebuildRollupDay(t.db, DAY);
    expect(await reportFigures()).toEqual(before);
  });

  it('ended her sessions at once: her token is refused', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(zaraSeed.token) });
    expect(response.statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'customer'), eq(sessions.subject_id, zaraSeed.userId)));
    expect(live.every((row) => row.revoked_at !== null && row.ip === null)).toBe(true);
    const bobs = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(bobSeed.token) });
    expect(bobs.statusCode).toBe(200);
  });

  it('keeps an erasure record and an audit row that hold no personal data', async () => {
    const [audit] = await t.db.select().from(audit_log).where(eq(audit_log.action, 'customer.erase'));
    expect(audit).toMatchObject({ actor_kind: 'admin', entity: 'customer', entity_id: String(zaraSeed.userId) });
    const [record] = await t.db.select().from(customer_erasures);
    expect(JSON.parse(audit?.new_value ?? '{}')).toEqual({
      erasure_id: record?.id,
      reason: 'customer_request',
      counts: record?.counts,
    });
    const [request] = await t.db.select().from(erasure_requests).where(eq(erasure_requests.user_id, zaraSeed.userId));
    expect(request).toMatchObject({ source: 'admin', status: 'done', erasure_id: record?.id });
  });

  it('answers 409 when erasing twice; the preview then shows the erasure made', async () => {
    const again = await erase(zaraSeed.userId, { confirmation: '5670', reason: 'customer_request' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This customer's data was already erased");
    const data = (await preview(zaraSeed.userId)).json().data as ErasurePreview;
    expect(data.lines).toEqual([]);
    expect(data.customer.erased_at).not.toBeNull();
    expect(data.erasure).toMatchObject({
      user_id: zaraSeed.userId,
      reason: 'customer_request',
      counts: { applications: 1 },
    });
    // Her application id still finds the erased tombstone; her old mobile number finds nobody.
    const byApplication = await get(`/api/admin/customer-erasure/search?q=${zaraSeed.disbursed.id}`);
    expect((byApplication.json().data as ErasureCustomer[])[0]?.erased_at).not.toBeNull();
    expect((await get(`/api/admin/customer-erasure/search?q=${zara.mobile}`)).statusCode).toBe(404);
  });

  it('lets the mobile number sign up again, as a new customer', async () => {
    const again = await loginCustomer(t, zara.mobile);
    expect(again.userId).not.toBe(zaraSeed.userId);
  });
});

describe('erasure requests', () => {
  it("records a signed-in customer's request once while it is pending, due in 30 days", async () => {
    const customer = await createCustomer(t.db, { first_name: 'Requesting', last_name: 'Person' });
    const token = (await loginCustomer(t, customer.mobile_phone_number)).token;
    const first = await post('/api/customer/erasure-request', {}, token);
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json().data as MyErasureRequest;
    expect(made).toMatchObject({
      status: 'pending',
      reference: erasureRequestReference(made.id),
      completed_at: null,
      reject_reason: null,
    });
    expect(made.reference).toMatch(/^ER-\d{6}$/);
    expect(new Date(made.due_at).getTime() - new Date(made.requested_at).getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    const second = await post('/api/customer/erasure-request', {}, token);
    expect(second.json().data).toEqual(made);
    expect(await t.db.select().from(erasure_requests).where(eq(erasure_requests.user_id, customer.id))).toHaveLength(1);

    const list = (await get('/api/admin/customer-erasure/requests?status=pending')).json().data as ErasureRequestPage;
    expect(list.items).toContainEqual(
      expect.objectContaining({
        id: made.id,
        reference: made.reference,
        user_id: customer.id,
        customer_mobile: `******${customer.mobile_phone_number.slice(-4)}`,
        customer_name: 'R********* P*****',
        source: 'customer',
        overdue: false,
      }),
    );
    const shown = (await preview(customer.id)).json().data as ErasurePreview;
    expect(shown.pending_request).toEqual({
      id: made.id,
      requested_at: made.requested_at,
      due_at: made.due_at,
      source: 'customer',
    });

    // Erasing completes the customer's request with the erasure, and deletes their downloads of My data.
    await t.db.insert(data_exports).values({
      user_id: customer.id,
      status: 'ready',
      progress: 100,
      json_file: Buffer.from('{"first_name":"Requesting"}'),
    });
    const erased = await erase(customer.id, {
      confirmation: customer.mobile_phone_number.slice(-4),
      reason: 'customer_request',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [done] = await t.db.select().from(erasure_requests).where(eq(erasure_requests.id, made.id));
    expect(done).toMatchObject({ status: 'done', erasure_id: (erased.json().data as ErasureRecord).id });
    expect(done?.completed_at).not.toBeNull();
    expect(await t.db.select().from(data_exports).where(eq(data_exports.user_id, customer.id))).toEqual([]);
    const pending = (await get('/api/admin/customer-erasure/requests?status=pending')).json()
      .data as ErasureRequestPage;
    expect(pending.items.map((item) => item.id)).not.toContain(made.id);
  });

  it('lists overdue requests first and marks them; a pending request can be rejected with a reason, once', async () => {
    const late = await createCustomer(t.db);
    const soon = await createCustomer(t.db);
    const now = Date.now();
    const [overdue] = await t.db
      .insert(erasure_requests)
      .values({
        user_id: late.id,
        source: 'customer',
        requested_at: new Date(now - 40 * 86_400_000),
        due_at: new Date(now - 10 * 86_400_000),
      })
      .returning();
    await t.db.insert(erasure_requests).values({
      user_id: soon.id,
      source: 'customer',
      requested_at: new Date(now),
      due_at: new Date(now + 30 * 86_400_000),
    });
    const list = (await get('/api/admin/customer-erasure/requests?status=pending')).json().data as ErasureRequestPage;
    expect(list.items[0]).toMatchObject({ id: overdue?.id, overdue: true });
    expect(list.items.find((item) => item.user_id === soon.id)?.overdue).toBe(false);

    const rejected = await post(`/api/admin/customer-erasure/requests/${overdue?.id}/reject`, {
      reason: 'identity_not_confirmed',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(erasure_requests)
      .where(eq(erasure_requests.id, overdue?.id ?? 0));
    expect(row).toMatchObject({ status: 'rejected', reject_reason: 'identity_not_confirmed' });
    const [audit] = await t.db.select().from(audit_log).where(eq(audit_log.action, 'erasure_request.reject'));
    expect(audit).toMatchObject({ entity: 'erasure_request', entity_id: String(overdue?.id) });
    const twice = await post(`/api/admin/customer-erasure/requests/${overdue?.id}/reject`, { reason: 'legal_hold' });
    expect(twice.statusCode).toBe(409);
    const bad = await post(`/api/admin/customer-erasure/requests/${overdue?.id}/reject`, { reason: 'because' });
    expect(bad.statusCode).toBe(422);
    expect(
      (await post('/api/admin/customer-erasure/requests/999999/reject', { reason: 'legal_hold' })).statusCode,
    ).toBe(404);
    expect((await get('/api/admin/customer-erasure/requests?status=maybe')).statusCode).toBe(422);
  });

  it('refuses the request to anyone but a signed-in customer', async () => {
    expect((await post('/api/customer/erasure-request', {}, null)).statusCode).toBe(401);
    expect((await post('/api/customer/erasure-request', {}, tokens.admin)).statusCode).toBe(403);
    expect((await post('/api/customer/erasure-request', {}, tokens.partner)).statusCode).toBe(403);
  });
});

describe('access', () => {
  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/customer-erasure/search?q=9812345670' },
      { method: 'GET', url: '/api/admin/customer-erasure/customers/1' },
      {
        method: 'POST',
        url: '/api/admin/customer-erasure/customers/1/erase',
        payload: { confirmation: '0000', reason: 'customer_request' },
      },
      { method: 'GET', url: '/api/admin/customer-erasure/requests' },
      { method: 'POST', url: '/api/admin/customer-erasure/requests/1/reject', payload: { reason: 'legal_hold' } },
    ],
  );
});
