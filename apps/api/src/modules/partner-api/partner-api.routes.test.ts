import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@saakh/domain/lists';
import {
  API_KEY_RATE_PER_MINUTE,
  WEBHOOK_MAX_ATTEMPTS,
  type ApiKey,
  type CreatedApiKey,
  type CreatedWebhook,
  type DuplicateCheck,
  type PartnerLead,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliverySummary,
} from '@saakh/domain/partner-api';
import { audit_log } from '../../db/schema/audit';
import { partner_api_keys, partner_api_leads, partner_webhook_deliveries } from '../../db/schema/partner-api';
import { users } from '../../db/schema/users';
import { job_outbox } from '../../db/schema/jobs';
import {
  createAdmin,
  createApplication,
  createCustomer,
  createLender,
  createPartner,
  createPartnerUser,
  createSession,
  freshMobile,
  type PartnerRow,
} from '../../test/factories';
import { acknowledgeKfs, createTestApp, freshIp, type TestApp } from '../../test/test-app';
import { sha256 } from '../../lib/tokens';
import { disburseApplications } from '../lender-files/lookups';
import { dispatchPendingEvents } from '../applications/application-events';
import { deliverWebhook } from './webhooks.service';

let t: TestApp;
let partnerA: PartnerRow;
let partnerB: PartnerRow;
let parent: PartnerRow;
let sub: PartnerRow;
let tokenA: string;
let tokenB: string;
let tokenParent: string;
let tokenSub: string;
let lenderId: number;

type Answer<T> = {
  statusCode: number;
  body: { success: boolean; message?: string; data: T; errors?: Record<string, string[]> };
  headers: Record<string, unknown>;
};

async function partnerCall<T>(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: freshIp(),
  });
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers } as Answer<T>;
}

async function apiCall<T>(
  key: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await t.app.inject({
    method,
    url: `/api/partner-api/v1${url}`,
    payload: payload as Record<string, unknown> | undefined,
    headers: { authorization: `Bearer ${key}`, ...headers },
    remoteAddress: freshIp(),
  });
  return { statusCode: response.statusCode, body: response.json(), headers: response.headers } as Answer<T>;
}

async function makeKey(
  token: string,
  input: { mode?: 'live' | 'sandbox'; scopes?: string[]; name?: string } = {},
): Promise<CreatedApiKey> {
  const answer = await partnerCall<CreatedApiKey>(token, 'POST', '/api/partner/api-keys', {
    name: input.name ?? 'CRM',
    mode: input.mode ?? 'live',
    scopes: input.scopes ?? ['leads:write', 'leads:read'],
  });
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
}

const lead = (overrides: Record<string, unknown> = {}) => ({
  mobile: freshMobile(),
  name: 'Asha Verma',
  product: 'pl',
  ...overrides,
});

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A local receiver: answers each request with the next status of `statuses` (then 200), keeping what it got. */
async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}
const servers: http.Server[] = [];

async function makeWebhook(
  token: string,
  url: string,
  mode: 'live' | 'sandbox',
  events = ['lead.created', 'application.status_changed'],
) {
  const answer = await partnerCall<CreatedWebhook>(token, 'POST', '/api/partner/webhooks', { url, mode, events });
  expect(answer.statusCode).toBe(200);
  return answer.body.data;
}

function independentSignature(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
  return expected === match[2];
}

async function deliveriesOf(webhookId: number) {
  return t.db
    .select()
    .from(partner_webhook_deliveries)
    .where(eq(partner_webhook_deliveries.webhook_id, webhookId))
    .orderBy(partner_webhook_deliveries.id);
}

beforeAll(async () => {
  t = await createTestApp();
  partnerA = await createPartner(t.db);
  partnerB = await createPartner(t.db);
  parent = await createPartner(t.db);
  sub = await createPartner(t.db, { parent_partner_id: parent.id, parent_split_percent: '20.00' });
  const session = async (partner: PartnerRow) =>
    createSession(t.db, 'partner', (await createPartnerUser(t.db, { partner_id: partner.id })).id);
  tokenA = await session(partnerA);
  tokenB = await session(partnerB);
  tokenParent = await session(parent);
  tokenSub = await session(sub);
  lenderId = (await createLender(t.db)).id;
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});
afterAll(async () => t?.close());

describe('API keys', () => {
  it('answers the secret once and keeps only its SHA-256 and a short prefix', async () => {
    const key = await makeKey(tokenA, { name: 'Loan desk' });
    expect(key.secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    const [row] = await t.db.select().from(partner_api_keys).where(eq(partner_api_keys.id, key.id));
    expect(row?.key_hash).toBe(sha256(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(12));
    const list = await partnerCall<Page<ApiKey>>(tokenA, 'GET', '/api/partner/api-keys?pageSize=50');
    const listed = list.body.data.items.find((item) => item.id === key.id);
    expect(listed).toMatchObject({ name: 'Loan desk', mode: 'live', revoked_at: null });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
  });

  it('notes when a key was last used', async () => {
    const key = await makeKey(tokenA);
    expect((await apiCall(key.secret, 'POST', '/leads', lead())).statusCode).toBe(201);
    const [row] = await t.db.select().from(partner_api_keys).where(eq(partner_api_keys.id, key.id));
    expect(row?.last_used_at).not.toBeNull();
  });

  it('refuses a revoked key at once (401), and audits making and revoking it, with the masquerading admin', async () => {
    const admin = await createAdmin(t.db);
    const user = await createPartnerUser(t.db, { partner_id: partnerA.id });
    const masquerade = await createSession(t.db, 'partner', user.id, { masqueradeAdminId: admin.id });
    const key = await makeKey(masquerade);
    expect((await apiCall(key.secret, 'POST', '/leads', lead())).statusCode).toBe(201);
    const revoked = await partnerCall<ApiKey>(masquerade, 'POST', `/api/partner/api-keys/${key.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    const refused = await apiCall(key.secret, 'POST', '/leads', lead());
    expect(refused.statusCode).toBe(401);
    expect(refused.body.message).toBe('The API key is missing, unknown or revoked');
    expect((await partnerCall(masquerade, 'POST', `/api/partner/api-keys/${key.id}/revoke`)).statusCode).toBe(409);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entity, 'partner'),
          eq(audit_log.entity_id, String(partnerA.id)),
          eq(audit_log.masquerade_admin_id, admin.id),
        ),
      );
    expect(audits.map((row) => row.action).sort()).toEqual(['partner_api_key.create', 'partner_api_key.revoke']);
    expect(JSON.stringify(audits)).not.toContain(key.secret);
  });

  it('refuses a call its scopes do not cover (403) and an unknown key or a session token', async () => {
    const readOnly = await makeKey(tokenA, { scopes: ['leads:read'] });
    const refused = await apiCall(readOnly.secret, 'POST', '/leads', lead());
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('This API key does not have the permission this call needs');
    expect((await apiCall('sk_live_unknown', 'GET', '/leads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      401,
    );
    expect((await apiCall(tokenA, 'GET', '/leads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
  });

  it('limits each key to its calls a minute with 429 and Retry-After, without slowing another key', async () => {
    const busy = await makeKey(tokenB, { scopes: ['leads:read'] });
    const other = await makeKey(tokenB, { scopes: ['leads:read'] });
    const check = { mobile: freshMobile(), product: 'pl' };
    for (let i = 0; i < API_KEY_RATE_PER_MINUTE; i += 1) {
      expect((await apiCall(busy.secret, 'POST', '/leads/duplicate-check', check)).statusCode).toBe(200);
    }
    const limited = await apiCall(busy.secret, 'POST', '/leads/duplicate-check', check);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apiCall(other.secret, 'POST', '/leads/duplicate-check', check)).statusCode).toBe(200);
  });

  it('refuses a bad key form with 422 and saves nothing', async () => {
    const before = await t.db.select().from(partner_api_keys).where(eq(partner_api_keys.partner_id, partnerB.id));
    const bad = await partnerCall(tokenB, 'POST', '/api/partner/api-keys', { name: 'x', mode: 'test', scopes: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['mode', 'name', 'scopes']);
    const after = await t.db.select().from(partner_api_keys).where(eq(partner_api_keys.partner_id, partnerB.id));
    expect(after.length).toBe(before.length);
  });
});

describe('two partners, a parent and its sub-partner', () => {
  it("never lets one partner's key read another's lead, nor one partner's page list another's keys", async () => {
    const keyA = await makeKey(tokenA);
    const keyB = await makeKey(tokenB);
    const keyParent = await makeKey(tokenParent);
    const keySub = await makeKey(tokenSub);
    const created = await apiCall<PartnerLead>(keyA.secret, 'POST', '/leads', lead());
    const id = created.body.data.lead_id;
    expect((await apiCall(keyA.secret, 'GET', `/leads/${id}`)).statusCode).toBe(200);
    for (const other of [keyB, keyParent, keySub]) {
      const answer = await apiCall(other.secret, 'GET', `/leads/${id}`);
      expect(answer.statusCode).toBe(404);
    }
    const subLead = await apiCall<PartnerLead>(keySub.secret, 'POST', '/leads', lead());
    expect((await apiCall(keyParent.secret, 'GET', `/leads/${subLead.body.data.lead_id}`)).statusCode).toBe(404);

    const listB = await partnerCall<Page<ApiKey>>(tokenB, 'GET', '/api/partner/api-keys?pageSize=200');
    expect(listB.body.data.items.map((key) => key.id)).not.toContain(keyA.id);
    const listParent = await partnerCall<Page<ApiKey>>(tokenParent, 'GET', '/api/partner/api-keys?pageSize=200');
    expect(listParent.body.data.items.map((key) => key.id)).toEqual([keyParent.id]);
    expect((await partnerCall(tokenB, 'POST', `/api/partner/api-keys/${keyA.id}/revoke`)).statusCode).toBe(404);
    expect((await apiCall(keyA.secret, 'GET', `/leads/${id}`)).statusCode).toBe(200);
  });

  it("never lists or touches another partner's webhooks and deliveries", async () => {
    const hook = await receiver();
    const keyA = await makeKey(tokenA, { mode: 'sandbox' });
    const webhookA = await makeWebhook(tokenA, hook.url, 'sandbox');
    await apiCall(keyA.secret, 'POST', '/leads', lead());
    const [delivery] = await deliveriesOf(webhookA.id);
    expect(delivery).toBeDefined();
    for (const token of [tokenB, tokenParent, tokenSub]) {
      const webhooks = await partnerCall<Webhook[]>(token, 'GET', '/api/partner/webhooks');
      expect(webhooks.body.data.map((item) => item.id)).not.toContain(webhookA.id);
      const deliveries = await partnerCall<Page<WebhookDelivery>>(token, 'GET', '/api/partner/webhook-deliveries');
      expect(deliveries.body.data.items.map((item) => item.id)).not.toContain(delivery?.id);
      expect(
        (await partnerCall(token, 'POST', `/api/partner/webhook-deliveries/${delivery?.id}/replay`)).statusCode,
      ).toBe(404);
      expect((await partnerCall(token, 'DELETE', `/api/partner/webhooks/${webhookA.id}`)).statusCode).toBe(404);
    }
    const own = await partnerCall<Page<WebhookDelivery>>(tokenA, 'GET', '/api/partner/webhook-deliveries');
    expect(own.body.data.items.map((item) => item.id)).toContain(delivery?.id);
  });
});

describe('leads under the de-dupe rule', () => {
  it('makes a new customer the partner’s, answers a second partner the same shape, and keeps the customer with the first', async () => {
    const keyA = await makeKey(tokenA);
    const keyB = await makeKey(tokenB);
    const mobile = freshMobile();
    const first = await apiCall<PartnerLead>(keyA.secret, 'POST', '/leads', lead({ mobile, pan: 'ABCPV1234K' }));
    expect(first.statusCode).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'received', product: 'pl', mode: 'live' });
    const [customer] = await t.db.select().from(users).where(eq(users.mobile_phone_number, mobile));
    expect(customer).toMatchObject({
      partner_id: partnerA.id,
      first_name: 'Asha',
      last_name: 'Verma',
      tin: 'ABCPV1234K',
    });

    const second = await apiCall<PartnerLead>(keyB.secret, 'POST', '/leads', lead({ mobile }));
    expect(second.statusCode).toBe(201);
    expect(Object.keys(second.body.data).sort()).toEqual(Object.keys(first.body.data).sort());
    expect(second.body.data.status).toBe('received');
    // Nothing names the partner who holds the customer: not its id, key or name.
    expect(Object.values(second.body.data)).not.toContain(partnerA.id);
    expect(JSON.stringify(second.body)).not.toContain(partnerA.key);
    expect(JSON.stringify(second.body)).not.toContain(partnerA.name);
    const [after] = await t.db.select().from(users).where(eq(users.mobile_phone_number, mobile));
    expect(after?.partner_id).toBe(partnerA.id);
    const [logged] = await t.db
      .select()
      .from(partner_api_leads)
      .where(eq(partner_api_leads.id, second.body.data.lead_id));
    expect(logged).toMatchObject({ outcome: 'duplicate', matched_on: 'mobile' });

    // By PAN alone, too; and the duplicate check tells each side only whether it may take the lead.
    const byPan = { mobile: freshMobile(), product: 'pl', pan: 'ABCPV1234K' };
    expect((await apiCall(keyB.secret, 'POST', '/leads/duplicate-check', byPan)).body.data).toEqual({
      available: false,
    });
    expect((await apiCall(keyA.secret, 'POST', '/leads/duplicate-check', { mobile, product: 'pl' })).body.data).toEqual(
      {
        available: true,
      },
    );
    // The customer is partner A's (users.partner_id): every journey of theirs goes to A, whatever the product.
    const otherProduct = { mobile, product: 'bl' };
    expect(
      (await apiCall<DuplicateCheck>(keyB.secret, 'POST', '/leads/duplicate-check', otherProduct)).body.data.available,
    ).toBe(false);
    expect(
      (await apiCall<DuplicateCheck>(keyA.secret, 'POST', '/leads/duplicate-check', otherProduct)).body.data.available,
    ).toBe(true);
    expect(
      (
        await apiCall<DuplicateCheck>(keyB.secret, 'POST', '/leads/duplicate-check', {
          mobile: freshMobile(),
          product: 'pl',
        })
      ).body.data.available,
    ).toBe(true);
  });

  it("follows the lead's status from its partner's application, and never from another partner's", async () => {
    const keyA = await makeKey(tokenA);
    const keyB = await makeKey(tokenB);
    const mobile = freshMobile();
    const leadA = (await apiCall<PartnerLead>(keyA.secret, 'POST', '/leads', lead({ mobile }))).body.data;
    const leadB = (await apiCall<PartnerLead>(keyB.secret, 'POST', '/leads', lead({ mobile }))).body.data;
    const [customer] = await t.db.select().from(users).where(eq(users.mobile_phone_number, mobile));
    expect(leadA.application_reference).toBeNull();
    const made = await createApplication(t.db, {
      userId: customer!.id,
      lenderId,
      partnerId: partnerA.id,
      status: 'approved',
    });
    expect((await apiCall<PartnerLead>(keyA.secret, 'GET', `/leads/${leadA.lead_id}`)).body.data).toMatchObject({
      status: 'approved',
      // The application's short reference, as the customer quotes it on a call.
      application_reference: made.reference,
    });
    expect((await apiCall<PartnerLead>(keyB.secret, 'GET', `/leads/${leadB.lead_id}`)).body.data.status).toBe(
      'received',
    );
  });

  it('answers the first lead again for the same Idempotency-Key and body, and 409 for another body', async () => {
    const key = await makeKey(tokenA);
    const body = lead();
    const headers = { 'idempotency-key': 'order-12345678' };
    const first = await apiCall<PartnerLead>(key.secret, 'POST', '/leads', body, headers);
    const again = await apiCall<PartnerLead>(key.secret, 'POST', '/leads', body, headers);
    expect(again.statusCode).toBe(201);
    expect(again.body.data.lead_id).toBe(first.body.data.lead_id);
    const other = await apiCall(key.secret, 'POST', '/leads', lead(), headers);
    expect(other.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(partner_api_leads)
      .where(eq(partner_api_leads.idempotency_key, 'order-12345678'));
    expect(rows.length).toBe(1);
  });

  it('refuses bad input with 422 per field and writes no customer', async () => {
    const key = await makeKey(tokenA);
    const mobile = '5123456789';
    const bad = await apiCall(key.secret, 'POST', '/leads', {
      mobile,
      name: '1',
      product: 'xx',
      pan: 'ABC',
      email: 'no',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['email', 'mobile', 'name', 'pan', 'product']);
    expect(await t.db.select().from(users).where(eq(users.mobile_phone_number, mobile))).toEqual([]);
    expect((await apiCall(key.secret, 'GET', '/leads/not-a-uuid')).statusCode).toBe(422);
    expect((await apiCall(key.secret, 'POST', '/leads', lead(), { 'idempotency-key': 'short' })).statusCode).toBe(422);
  });
});

describe('the sandbox', () => {
  it('keeps sandbox leads away from customers, and moves them along the status machine for sandbox keys only', async () => {
    const sandbox = await makeKey(tokenA, { mode: 'sandbox' });
    const live = await makeKey(tokenA);
    const mobile = freshMobile();
    const created = await apiCall<PartnerLead>(sandbox.secret, 'POST', '/leads', lead({ mobile }));
    expect(created.body.data).toMatchObject({ mode: 'sandbox', status: 'received' });
    expect(await t.db.select().from(users).where(eq(users.mobile_phone_number, mobile))).toEqual([]);
    const id = created.body.data.lead_id;
    expect((await apiCall(live.secret, 'GET', `/leads/${id}`)).statusCode).toBe(404);
    expect((await apiCall(live.secret, 'POST', `/sandbox/leads/${id}/status`, { status: 'created' })).statusCode).toBe(
      403,
    );
    expect(
      (await apiCall(sandbox.secret, 'POST', `/sandbox/leads/${id}/status`, { status: 'approved' })).statusCode,
    ).toBe(409);
    for (const status of ['created', 'submitted', 'approved', 'disbursed']) {
      const moved = await apiCall<PartnerLead>(sandbox.secret, 'POST', `/sandbox/leads/${id}/status`, { status });
      expect(moved.statusCode).toBe(200);
      expect(moved.body.data.status).toBe(status);
    }
    expect((await apiCall<PartnerLead>(sandbox.secret, 'GET', `/leads/${id}`)).body.data.status).toBe('disbursed');
    const check = await apiCall(sandbox.secret, 'POST', '/leads/duplicate-check', {
      mobile: '9876540000',
      product: 'pl',
    });
    expect(check.body.data).toEqual({ available: false });
  });

  it('serves its own OpenAPI document with the partner API calls only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { info: { title: string }; paths: Record<string, unknown> };
    expect(doc.info.title).toBe('Saakh partner API');
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/partner-api/v1/leads',
      '/api/partner-api/v1/leads/duplicate-check',
      '/api/partner-api/v1/leads/{id}',
      '/api/partner-api/v1/sandbox/leads/{id}/status',
    ]);
  });
});

describe('webhooks', () => {
  it('refuses an http address that is not localhost, and bad events, with 422 and nothing saved', async () => {
    const bad = await partnerCall(tokenB, 'POST', '/api/partner/webhooks', {
      url: 'http://example.com/hooks',
      mode: 'live',
      events: ['lead.created'],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body.message).toBeDefined();
    expect(bad.body.errors?.url).toEqual(['Use an https:// address (http:// only for localhost while testing)']);
    const noEvents = await partnerCall(tokenB, 'POST', '/api/partner/webhooks', {
      url: 'https://b.example/h',
      mode: 'live',
      events: [],
    });
    expect(noEvents.statusCode).toBe(422);
    expect((await partnerCall<Webhook[]>(tokenB, 'GET', '/api/partner/webhooks')).body.data).toEqual([]);
  });

  it('signs each delivery with HMAC-SHA256 over the timestamp and body, checked independently', async () => {
    const hook = await receiver();
    const key = await makeKey(tokenB, { mode: 'sandbox' });
    const webhook = await makeWebhook(tokenB, hook.url, 'sandbox');
    expect(webhook.secret).toMatch(/^whsec_/);
    const created = await apiCall<PartnerLead>(key.secret, 'POST', '/leads', lead());
    const [delivery] = await deliveriesOf(webhook.id);
    await deliverWebhook(t.deps, delivery!.id, 1);
    expect(hook.received).toHaveLength(1);
    const got = hook.received[0]!;
    expect(independentSignature(webhook.secret, got.headers['x-saakh-signature'] as string, got.body)).toBe(true);
    expect(
      independentSignature('another-secret-of-24-chars!!', got.headers['x-saakh-signature'] as string, got.body),
    ).toBe(false);
    const event = JSON.parse(got.body) as { id: string; type: string; sandbox: boolean; data: { lead_id: string } };
    expect(event).toMatchObject({ type: 'lead.created', sandbox: true, data: { lead_id: created.body.data.lead_id } });
    expect(got.headers['x-saakh-delivery']).toBe(event.id);
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, last_status_code: 200 });
  });

  it('tries again with a doubling wait through the job queue until the receiver answers, then replays on demand', async () => {
    const hook = await receiver([500, 503]);
    const key = await makeKey(tokenB, { mode: 'sandbox' });
    const webhook = await makeWebhook(tokenB, hook.url, 'sandbox', ['lead.created']);
    await apiCall(key.secret, 'POST', '/leads', lead());
    const [delivery] = await deliveriesOf(webhook.id);
    const id = delivery!.id;
    const waits: number[] = [];
    for (const attempt of [1, 2]) {
      const before = Date.now();
      await deliverWebhook(t.deps, id, attempt);
      const [row] = await deliveriesOf(webhook.id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        last_error: `HTTP ${attempt === 1 ? 500 : 503}`,
      });
      waits.push(Math.round((row!.next_attempt_at!.getTime() - before) / 1000));
      const [job] = await t.db
        .select()
        .from(job_outbox)
        .where(eq(job_outbox.idempotency_key, `partner-webhooks.deliver:${id}:${attempt + 1}`));
      expect(job?.start_after?.getTime()).toBe(row!.next_attempt_at!.getTime());
    }
    expect(waits[0]).toBeGreaterThanOrEqual(29);
    expect(waits[0]).toBeLessThanOrEqual(31);
    expect(waits[1]).toBeGreaterThanOrEqual(59);
    expect(waits[1]).toBeLessThanOrEqual(61);
    // A try that is no longer due (a job run twice) sends nothing.
    await deliverWebhook(t.deps, id, 2);
    expect(hook.received).toHaveLength(2);
    await deliverWebhook(t.deps, id, 3);
    const [done] = await deliveriesOf(webhook.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200, next_attempt_at: null });
    expect(hook.received).toHaveLength(3);

    const replay = await partnerCall<WebhookDelivery>(tokenB, 'POST', `/api/partner/webhook-deliveries/${id}/replay`);
    expect(replay.statusCode).toBe(200);
    expect(replay.body.data).toMatchObject({ status: 'pending', attempts: 0, event_id: done!.event_id });
    await deliverWebhook(t.deps, replay.body.data.id, 1);
    expect(hook.received).toHaveLength(4);
    expect(JSON.parse(hook.received[3]!.body).id).toBe(done!.event_id);
    const log = await partnerCall<Page<WebhookDelivery>>(
      tokenB,
      'GET',
      `/api/partner/webhook-deliveries?webhook_id=${webhook.id}`,
    );
    expect(log.body.data.items.map((item) => [item.status, item.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 3],
    ]);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} tries`, async () => {
    const hook = await receiver(Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, () => 500));
    const key = await makeKey(tokenB, { mode: 'sandbox' });
    const webhook = await makeWebhook(tokenB, hook.url, 'sandbox', ['lead.created']);
    await apiCall(key.secret, 'POST', '/leads', lead());
    const [delivery] = await deliveriesOf(webhook.id);
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1)
      await deliverWebhook(t.deps, delivery!.id, attempt);
    const [row] = await deliveriesOf(webhook.id);
    expect(row).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, next_attempt_at: null });
    const next = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `partner-webhooks.deliver:${delivery!.id}:${WEBHOOK_MAX_ATTEMPTS + 1}`));
    expect(next).toEqual([]);
  });

  it("queues a live application's status change in its transaction for its own partner's webhooks only", async () => {
    const hookA = await receiver();
    const hookB = await receiver();
    const hookParent = await receiver();
    const hookSub = await receiver();
    const webhookA = await makeWebhook(tokenA, hookA.url, 'live', ['application.status_changed']);
    const webhookB = await makeWebhook(tokenB, hookB.url, 'live', ['application.status_changed']);
    const webhookParent = await makeWebhook(tokenParent, hookParent.url, 'live', ['application.status_changed']);
    const webhookSub = await makeWebhook(tokenSub, hookSub.url, 'live', ['application.status_changed']);
    const lenderSubmit = await createLender(t.db, { lender_mode: 'submit' });
    const submit = async (partnerId: number) => {
      const customer = await createCustomer(t.db, { partner_id: partnerId });
      const application = await createApplication(t.db, {
        userId: customer.id,
        lenderId: lenderSubmit.id,
        partnerId,
        status: 'created',
        lender_mode: 'submit',
        submitted_at: null,
      });
      const token = await createSession(t.db, 'customer', customer.id);
      await acknowledgeKfs(t, { token, mobile: customer.mobile_phone_number }, application.id);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${application.id}/submit`,
        payload: { consent: true },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return application.id;
    };
    const applicationA = await submit(partnerA.id);
    const applicationSub = await submit(sub.id);
    // The webhooks subscribe to the lifecycle's events: the dispatcher job hands them over (decision 031).
    await dispatchPendingEvents(t.deps);
    const [deliveryA] = await deliveriesOf(webhookA.id);
    expect(deliveryA?.payload).toMatchObject({
      application_id: applicationA,
      reference: expect.stringMatching(/^SK-[2-9A-HJKMNP-Z]{6}$/),
      from_status: 'created',
      status: 'submitted',
      source: 'customer',
    });
    expect(await deliveriesOf(webhookB.id)).toEqual([]);
    expect(await deliveriesOf(webhookParent.id)).toEqual([]);
    const [deliverySub] = await deliveriesOf(webhookSub.id);
    expect(deliverySub?.payload).toMatchObject({ application_id: applicationSub, status: 'submitted' });
    const fanOut = await t.db
      .select()
      .from(job_outbox)
      .where(sql`${job_outbox.idempotency_key} = ${`partner-webhooks.fan-out:${deliveryA?.batch}`}`);
    expect(fanOut).toHaveLength(1);
  });

  it('delivers each step a set-based writer makes in its transaction once, and never a change of an earlier one', async () => {
    const hook = await receiver();
    const webhook = await makeWebhook(tokenB, hook.url, 'live', ['application.status_changed']);
    const customer = await createCustomer(t.db, { partner_id: partnerB.id });
    const application = await createApplication(t.db, { userId: customer.id, lenderId, partnerId: partnerB.id });
    const admin = await createAdmin(t.db);
    // An earlier change of this application, written without the lifecycle: it has no event, so no delivery.
    await t.db.execute(sql`insert into application_status_history (application_id, from_status, status, source)
      values (${application.id}::uuid, 'created', 'submitted', 'customer')`);
    await t.db.transaction(async (tx) => {
      await disburseApplications(
        t.deps,
        tx,
        [{ applicationId: application.id, amount: 150_000, disbursedOn: '2026-11-20', lenderReference: null }],
        'admin',
        admin.id,
      );
    });
    await dispatchPendingEvents(t.deps);
    // The dispatcher running again (a retried job) delivers nothing twice.
    await t.db.execute(sql`update application_events set dispatched_at = null`);
    await dispatchPendingEvents(t.deps);
    const rows = await deliveriesOf(webhook.id);
    expect(rows.map((row) => [row.payload.from_status, row.payload.status, row.payload.source])).toEqual([
      ['submitted', 'approved', 'admin'],
      ['approved', 'disbursed', 'admin'],
    ]);
  });

  it("counts a partner's own deliveries per day for the chart, and no other partner's", async () => {
    const partner = await createPartner(t.db);
    const token = await createSession(t.db, 'partner', (await createPartnerUser(t.db, { partner_id: partner.id })).id);
    const hook = await receiver([500]);
    const key = await makeKey(token, { mode: 'sandbox' });
    const webhook = await makeWebhook(token, hook.url, 'sandbox', ['lead.created']);
    await apiCall(key.secret, 'POST', '/leads', lead());
    await apiCall(key.secret, 'POST', '/leads', lead());
    await apiCall(key.secret, 'POST', '/leads', lead());
    const [first, second] = await deliveriesOf(webhook.id);
    await deliverWebhook(t.deps, first!.id, 1);
    await deliverWebhook(t.deps, second!.id, 1);
    const summary = await partnerCall<WebhookDeliverySummary>(token, 'GET', '/api/partner/webhook-deliveries/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.body.data.days).toHaveLength(14);
    const total = summary.body.data.days.reduce(
      (sum, day) => ({
        delivered: sum.delivered + day.delivered,
        pending: sum.pending + day.pending,
        failed: sum.failed + day.failed,
      }),
      { delivered: 0, pending: 0, failed: 0 },
    );
    expect(total).toEqual({ delivered: 1, pending: 2, failed: 0 });
    expect(summary.body.data.days.at(-1)).toMatchObject({ delivered: 1, pending: 2 });
    const other = await partnerCall<WebhookDeliverySummary>(
      tokenParent,
      'GET',
      '/api/partner/webhook-deliveries/summary',
    );
    expect(other.body.data.days.every((day) => day.delivered + day.pending + day.failed === 0)).toBe(true);
  });
});
