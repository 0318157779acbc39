import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInsuranceRequest, InsuranceRequest } from '@saakh/domain/insurance-requests';
import type { Page } from '@saakh/domain/lists';
import { audit_log } from '../../db/schema/audit';
import { insurance_requests } from '../../db/schema/products';
import { createCustomer, createPartner, createSession } from '../../test/factories';
import { bearer, createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { call, itAllowsOnlyAdminRoleOne, loginEveryone, type CatalogueTokens } from '../lenders/catalogue-test-support';

let t: TestApp;
let tokens: CatalogueTokens;

const request = { kind: 'health', request_type: 'callback', preferred_time: 'evening', consent: true };

async function customer(overrides: Parameters<typeof createCustomer>[1] = {}) {
  const row = await createCustomer(t.db, { first_name: 'Asha', last_name: 'Verma', ...overrides });
  return { row, token: await createSession(t.db, 'customer', row.id) };
}

/** Each from its own address: the route's per-address limit is not what these tests are about. */
const ask = (token: string, payload: Record<string, unknown> = request, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/insurance-requests',
    payload,
    headers: { ...bearer(token), ...headers },
    remoteAddress: freshIp(),
  });
const own = async (token: string) => {
  const response = await call(t, token, { method: 'GET', url: '/api/insurance-requests' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as InsuranceRequest[];
};
const adminList = async (query = '') => {
  const response = await call(t, tokens.admin, { method: 'GET', url: `/api/admin/insurance-requests${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Page<AdminInsuranceRequest>;
};
const setStatus = (id: number, status: string, token = tokens.admin) =>
  call(t, token, { method: 'POST', url: `/api/admin/insurance-requests/${id}/status`, payload: { status } });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await loginEveryone(t);
});
afterAll(async () => {
  await t.close();
});

describe('a customer asks for an insurance quote or a call back', () => {
  it('records the request once with the customer’s partner and answers the confirmation', async () => {
    const partner = await createPartner(t.db);
    const { row, token } = await customer({ partner_id: partner.id });
    const response = await ask(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your request is recorded. Our insurance partner will call you at the time you chose.');
    expect(body.data).toMatchObject({
      duplicate: false,
      request: { kind: 'health', request_type: 'callback', preferred_time: 'evening', status: 'new' },
    });
    const [stored] = await t.db.select().from(insurance_requests).where(eq(insurance_requests.user_id, row.id));
    expect(stored).toMatchObject({ partner_id: partner.id, consent_version: 'insurance-request-2026-11' });
  });

  it('answers a repeated request within 30 minutes with the first one, in Hindi when asked, and makes no second row', async () => {
    const { row, token } = await customer();
    const first = (await ask(token)).json().data.request as InsuranceRequest;
    const again = await ask(token, request, { 'accept-language': 'hi' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'आपने कुछ मिनट पहले ही यह अनुरोध किया था; हम आपके चुने हुए समय पर एक बार कॉल करेंगे।',
      data: { duplicate: true, request: { id: first.id } },
    });
    // Two taps at once still make one request.
    await Promise.all([ask(token), ask(token)]);
    const rows = await t.db.select().from(insurance_requests).where(eq(insurance_requests.user_id, row.id));
    expect(rows).toHaveLength(1);
  });

  it('records a new request for another cover, another kind of request, or once the window has passed', async () => {
    const { row, token } = await customer();
    await ask(token);
    expect((await ask(token, { ...request, kind: 'car' })).json().data.duplicate).toBe(false);
    expect((await ask(token, { ...request, request_type: 'quote' })).json().data.duplicate).toBe(false);
    await t.db
      .update(insurance_requests)
      .set({ created_at: sql`now() - interval '31 minutes'` })
      .where(and(eq(insurance_requests.user_id, row.id), eq(insurance_requests.kind, 'health')));
    expect((await ask(token)).json().data.duplicate).toBe(false);
    const mine = await own(token);
    expect(mine).toHaveLength(4);
    expect(mine.every((item) => item.status === 'new')).toBe(true);
  });

  it('refuses bad input with a clear 422 per field and records nothing', async () => {
    const { row, token } = await customer();
    const response = await ask(token, { kind: 'boat', request_type: 'visit', preferred_time: 'night', consent: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      kind: ['Choose the cover you want'],
      request_type: ['Choose a quote or a call back'],
      preferred_time: ['Choose when we should call you'],
      consent: ['Please agree to be contacted about this cover'],
    });
    expect(await t.db.select().from(insurance_requests).where(eq(insurance_requests.user_id, row.id))).toEqual([]);
  });

  it('needs a customer session, and a customer never reads another customer’s requests', async () => {
    expect((await call(t, null, { method: 'POST', url: '/api/insurance-requests', payload: request })).statusCode).toBe(
      401,
    );
    expect((await ask(tokens.partner)).statusCode).toBe(403);
    expect((await ask(tokens.admin)).statusCode).toBe(403);
    const a = await customer();
    const b = await customer();
    await ask(a.token, { ...request, kind: 'shop' });
    expect(await own(b.token)).toEqual([]);
    expect((await own(a.token)).map((item) => item.kind)).toEqual(['shop']);
  });
});

describe('admins work through the requests', () => {
  it('lists the requests a page at a time with the customer, filtered by status and found by mobile', async () => {
    const { row, token } = await customer({ first_name: 'Kiran', last_name: 'Rao' });
    await ask(token, { ...request, kind: 'two_wheeler', request_type: 'quote', preferred_time: 'morning' });
    const page = await adminList(`?q=${row.mobile_phone_number}`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      customer_name: 'Kiran Rao',
      mobile: row.mobile_phone_number,
      kind: 'two_wheeler',
      request_type: 'quote',
      preferred_time: 'morning',
      status: 'new',
      handled_by: null,
    });
    const closed = await adminList('?status=closed');
    expect(closed.items.every((item) => item.status === 'closed')).toBe(true);
    expect((await adminList('?pageSize=1')).items).toHaveLength(1);
    expect(
      (await call(t, tokens.admin, { method: 'GET', url: '/api/admin/insurance-requests?sort=mobile' })).statusCode,
    ).toBe(422);
  });

  it('marks a request contacted then closed, forward only, shows it to the customer and audits each change', async () => {
    const { token } = await customer();
    const id = ((await ask(token, { ...request, kind: 'car' })).json().data.request as InsuranceRequest).id;
    expect((await setStatus(id, 'contacted')).statusCode).toBe(200);
    expect((await own(token))[0]?.status).toBe('contacted');
    expect((await setStatus(id, 'closed')).statusCode).toBe(200);
    const back = await setStatus(id, 'contacted');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('This request has already moved past that status');
    expect((await own(token))[0]?.status).toBe('closed');
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'insurance_request'), eq(audit_log.entity_id, String(id))))
      .orderBy(audit_log.id);
    expect(audits.map((entry) => [entry.old_value, entry.new_value])).toEqual([
      ['new', 'contacted'],
      ['contacted', 'closed'],
    ]);
    const listed = (await adminList(`?status=closed&kind=car`)).items.find((item) => item.id === id);
    expect(listed?.handled_by).not.toBeNull();
  });

  it('answers 404 for a request that does not exist and 422 for a status staff cannot set', async () => {
    expect((await setStatus(999_999, 'closed')).statusCode).toBe(404);
    expect((await setStatus(1, 'new')).statusCode).toBe(422);
  });

  itAllowsOnlyAdminRoleOne(
    () => ({ t, tokens }),
    [
      { method: 'GET', url: '/api/admin/insurance-requests' },
      { method: 'POST', url: '/api/admin/insurance-requests/1/status', payload: { status: 'closed' } },
    ],
  );
});
