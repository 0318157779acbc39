import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFieldMap, type LenderConnectorInput } from '@saakh/domain/lender-connectors';
import { audit_log } from '../../db/schema/audit';
import { lenders } from '../../db/schema/catalogue';
import { lender_code_map, lender_connectors } from '../../db/schema/lender-connectors';
import { decryptSecret, encryptSecret } from '../../lib/crypto/secret-box';
import { createApplication, createCustomer, createLender } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { connectorAddressProblem } from './lender-connectors.service';

let t: TestApp;
let editor: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await adminToken(t, 1);
  operator = await adminToken(t, 2);
});
afterAll(async () => {
  await t?.close();
});

const API_SECRET = 'sandbox-api-key-0001';
const HOOK_SECRET = 'lender-hook-secret-7788';

function apiConnector(overrides: Partial<LenderConnectorInput> = {}): LenderConnectorInput {
  return {
    sendMode: 'api',
    autosubmission: true,
    endpointUrl: 'http://127.0.0.1:3100/t/demo',
    authKind: 'api_key',
    keyId: null,
    secret: API_SECRET,
    tokenUrl: null,
    fieldMap: {},
    timeoutMs: 5000,
    maxAttempts: 3,
    webhooks: true,
    webhookSecret: HOOK_SECRET,
    pollMinutes: null,
    ...overrides,
  };
}

function call(method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('the connection form', () => {
  it('answers a lender without a connector its defaults: the link, its autosubmission flag, the sandbox field names', async () => {
    const lender = await createLender(t.db, { autosubmission: 1 });
    const response = await call('GET', `/api/admin/lenders/${lender.id}/connector`, editor);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      lenderId: lender.id,
      sendMode: 'link',
      autosubmission: true,
      endpointUrl: null,
      authKind: null,
      keyId: null,
      secretHint: null,
      tokenUrl: null,
      fieldMap: defaultFieldMap,
      timeoutMs: 10_000,
      maxAttempts: 5,
      webhooks: false,
      webhookSecretHint: null,
      webhookPath: `/api/lender-hooks/${lender.id}`,
      pollMinutes: null,
      lastPolledAt: null,
      updatedAt: null,
    });
  });

  it('answers 404 for a lender that does not exist or was deleted', async () => {
    const deleted = await createLender(t.db, { deleted_at: new Date() });
    for (const id of [deleted.id, 999_999]) {
      expect((await call('GET', `/api/admin/lenders/${id}/connector`, editor)).statusCode).toBe(404);
      expect((await call('PUT', `/api/admin/lenders/${id}/connector`, editor, apiConnector())).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/lenders/${id}/code-map`, editor)).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/lenders/${id}/connector/events`, operator)).statusCode).toBe(404);
    }
  });

  it('lets role 1 alone read and write the connector and the code map; roles 1 and 2 read the feeds', async () => {
    const lender = await createLender(t.db);
    const viewer = await adminToken(t, 3);
    const base = `/api/admin/lenders/${lender.id}`;
    for (const token of [operator, viewer]) {
      expect((await call('GET', `${base}/connector`, token)).statusCode).toBe(403);
      expect((await call('PUT', `${base}/connector`, token, apiConnector())).statusCode).toBe(403);
      expect((await call('GET', `${base}/code-map`, token)).statusCode).toBe(403);
      expect((await call('PUT', `${base}/code-map`, token, { statuses: [], reasons: [] })).statusCode).toBe(403);
    }
    for (const url of [
      `${base}/connector/events`,
      `${base}/connector/submissions`,
      '/api/admin/lender-connectors/health',
    ]) {
      expect((await call('GET', url, operator)).statusCode).toBe(200);
      expect((await call('GET', url, viewer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('saves an API connector with its secrets encrypted, answers only their last four characters, and sets the lender’s flags', async () => {
    const lender = await createLender(t.db, { api: 0, autosubmission: 0 });
    const response = await call('PUT', `/api/admin/lenders/${lender.id}/connector`, editor, apiConnector());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(API_SECRET);
    expect(response.body).not.toContain(HOOK_SECRET);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      sendMode: 'api',
      secretHint: '0001',
      webhookSecretHint: '7788',
      autosubmission: true,
    });
    const [row] = await t.db.select().from(lender_connectors).where(eq(lender_connectors.lender_id, lender.id));
    expect(row?.secret_enc).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(row?.secret_enc).not.toContain(API_SECRET);
    expect(decryptSecret(t.config.connectors.secretKey, row!.secret_enc!)).toBe(API_SECRET);
    expect(decryptSecret(t.config.connectors.secretKey, row!.webhook_secret_enc!)).toBe(HOOK_SECRET);
    const [flags] = await t.db.select().from(lenders).where(eq(lenders.id, lender.id));
    expect([flags?.api, flags?.autosubmission]).toEqual([1, 1]);
    // The audit keeps who changed what, secrets by their hint only.
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity, 'lender'), eq(audit_log.entity_id, String(lender.id))));
    const fields = audit.map((entry) => entry.field);
    expect(fields).toEqual(
      expect.arrayContaining(['api', 'autosubmission', 'connector.send_mode', 'connector.secret_hint']),
    );
    expect(JSON.stringify(audit)).not.toContain(API_SECRET);
    expect(JSON.stringify(audit)).not.toContain(HOOK_SECRET);
    // A later save without secrets keeps them; the answer is the same shape again.
    const again = await call('PUT', `/api/admin/lenders/${lender.id}/connector`, editor, {
      ...apiConnector({ autosubmission: false, maxAttempts: 4 }),
      secret: undefined,
      webhookSecret: undefined,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ secretHint: '0001', webhookSecretHint: '7788', maxAttempts: 4 });
    const read = await call('GET', `/api/admin/lenders/${lender.id}/connector`, editor);
    expect(read.body).not.toContain(API_SECRET);
    expect(read.json().data).toMatchObject({ autosubmission: false, secretHint: '0001' });
    const [after] = await t.db.select().from(lenders).where(eq(lenders.id, lender.id));
    expect(after?.autosubmission).toBe(0);
  });

  it('starts a first API connector with the sandbox’s status and reason words, and leaves a lender’s own words alone', async () => {
    const lender = await createLender(t.db);
    await call('PUT', `/api/admin/lenders/${lender.id}/connector`, editor, apiConnector());
    const map = (await call('GET', `/api/admin/lenders/${lender.id}/code-map`, editor)).json().data;
    expect(map.statuses).toContainEqual({ lenderCode: 'SANCTIONED', value: 'approved' });
    expect(map.statuses).toHaveLength(6);
    expect(map.reasons).toContainEqual({ lenderCode: 'LOW_INCOME', value: 'INCOME_BELOW_POLICY' });
    const own = await createLender(t.db);
    await t.db
      .insert(lender_code_map)
      .values({ lender_id: own.id, kind: 'status', lender_code: 'OK', value: 'approved' });
    await call('PUT', `/api/admin/lenders/${own.id}/connector`, editor, apiConnector());
    const ownMap = (await call('GET', `/api/admin/lenders/${own.id}/code-map`, editor)).json().data;
    expect(ownMap).toEqual({ statuses: [{ lenderCode: 'OK', value: 'approved' }], reasons: [] });
  });

  it('refuses a first API connector without its secret, and webhooks without their secret', async () => {
    const lender = await createLender(t.db);
    const noSecret = await call('PUT', `/api/admin/lenders/${lender.id}/connector`, editor, {
      ...apiConnector(),
      secret: undefined,
    });
    expect(noSecret.statusCode).toBe(409);
    expect(noSecret.json().message).toBe('Enter the secret the lender gave: none is stored yet');
    const noHookSecret = await call('PUT', `/api/admin/lenders/${lender.id}/connector`, editor, {
      ...apiConnector({ sendMode: 'link', endpointUrl: null, authKind: null }),
      webhookSecret: undefined,
    });
    expect(noHookSecret.statusCode).toBe(409);
    expect(noHookSecret.json().message).toContain('signs its events with');
    const [row] = await t.db.select().from(lender_connectors).where(eq(lender_connectors.lender_id, lender.id));
    expect(row).toBeUndefined();
  });

  it('refuses http to another computer, and validates the form with the domain schema', async () => {
    const lender = await createLender(t.db);
    const url = `/api/admin/lenders/${lender.id}/connector`;
    const remote = await call('PUT', url, editor, apiConnector({ endpointUrl: 'http://lender.example.in/api' }));
    expect(remote.statusCode).toBe(409);
    expect(remote.json().message).toContain('https');
    expect(
      (await call('PUT', url, editor, apiConnector({ endpointUrl: 'https://lender.example.in/api' }))).statusCode,
    ).toBe(200);
    const invalid = await call('PUT', url, editor, {
      ...apiConnector({ authKind: 'oauth', keyId: null, tokenUrl: null, timeoutMs: 50 }),
      secret: 'short',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['keyId', 'tokenUrl', 'timeoutMs', 'secret']),
    );
    const credentials = await call(
      'PUT',
      url,
      editor,
      apiConnector({ endpointUrl: 'https://user:pw@lender.example.in' }),
    );
    expect(credentials.statusCode).toBe(422);
  });

  it('checks addresses against the special-purpose registry in production, and lets loopback http through elsewhere', () => {
    expect(connectorAddressProblem('https://lender.example.in/v1', true)).toBeNull();
    expect(connectorAddressProblem('https://10.0.0.5/v1', true)).toBe('connectorAddressRefused');
    expect(connectorAddressProblem('https://169.254.169.254/', true)).toBe('connectorAddressRefused');
    expect(connectorAddressProblem('https://[::1]/', true)).toBe('connectorAddressRefused');
    expect(connectorAddressProblem('https://localhost:8443/', true)).toBe('connectorAddressRefused');
    expect(connectorAddressProblem('http://lender.example.in/', true)).toBe('connectorHttpsRequired');
    expect(connectorAddressProblem('http://127.0.0.1:3100/t/demo', true)).toBe('connectorHttpsRequired');
    expect(connectorAddressProblem('http://127.0.0.1:3100/t/demo', false)).toBeNull();
    expect(connectorAddressProblem('http://localhost:3100/', false)).toBeNull();
    expect(connectorAddressProblem('http://192.168.1.10/', false)).toBe('connectorHttpsRequired');
  });
});

describe('the lender’s words', () => {
  it('replaces both lists, upper-cases the lender’s words and audits the change', async () => {
    const lender = await createLender(t.db);
    const url = `/api/admin/lenders/${lender.id}/code-map`;
    const saved = await call('PUT', url, editor, {
      statuses: [
        { lenderCode: 'approved_final', value: 'approved' },
        { lenderCode: 'KYC_PENDING', value: null },
      ],
      reasons: [{ lenderCode: 'cibil_low', value: 'LOW_CREDIT_SCORE' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      statuses: [
        { lenderCode: 'APPROVED_FINAL', value: 'approved' },
        { lenderCode: 'KYC_PENDING', value: null },
      ],
      reasons: [{ lenderCode: 'CIBIL_LOW', value: 'LOW_CREDIT_SCORE' }],
    });
    const replaced = await call('PUT', url, editor, {
      statuses: [{ lenderCode: 'DONE', value: 'disbursed' }],
      reasons: [],
    });
    expect(replaced.json().data).toEqual({ statuses: [{ lenderCode: 'DONE', value: 'disbursed' }], reasons: [] });
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(and(eq(audit_log.entity_id, String(lender.id)), eq(audit_log.field, 'connector.code_map')));
    expect(audit).toHaveLength(2);
  });

  it('refuses a word twice in one list, and a value that is not a status or reason code', async () => {
    const lender = await createLender(t.db);
    const url = `/api/admin/lenders/${lender.id}/code-map`;
    const twice = await call('PUT', url, editor, {
      statuses: [
        { lenderCode: 'ok', value: 'approved' },
        { lenderCode: 'OK', value: 'rejected' },
      ],
      reasons: [],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.statuses).toEqual(['Each of the lender’s words may appear once']);
    const wrong = await call('PUT', url, editor, { statuses: [{ lenderCode: 'OK', value: 'paid' }], reasons: [] });
    expect(wrong.statusCode).toBe(422);
    expect((await call('GET', url, editor)).json().data).toEqual({ statuses: [], reasons: [] });
  });
});

describe('sending an application', () => {
  it('answers whether an application may be sent, refuses a lender not on API, and queues a sendable one once', async () => {
    const customer = await createCustomer(t.db);
    const linked = await createLender(t.db);
    const onLink = await createApplication(t.db, { userId: customer.id, lenderId: linked.id });
    const linkState = await call('GET', `/api/admin/applications/${onLink.id}/lender-submission`, operator);
    expect(linkState.json().data).toEqual({ submission: null, sendable: false });
    const refused = await call('POST', `/api/admin/applications/${onLink.id}/send-to-lender`, operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This lender is not connected by API');

    const connected = await createLender(t.db);
    await call('PUT', `/api/admin/lenders/${connected.id}/connector`, editor, apiConnector({ autosubmission: false }));
    const created = await createApplication(t.db, { userId: customer.id, lenderId: connected.id, status: 'created' });
    expect(
      (await call('GET', `/api/admin/applications/${created.id}/lender-submission`, operator)).json().data,
    ).toEqual({
      submission: null,
      sendable: false,
    });
    expect((await call('POST', `/api/admin/applications/${created.id}/send-to-lender`, operator)).statusCode).toBe(409);

    const submitted = await createApplication(t.db, { userId: customer.id, lenderId: connected.id });
    expect(
      (await call('GET', `/api/admin/applications/${submitted.id}/lender-submission`, operator)).json().data.sendable,
    ).toBe(true);
    const sent = await call('POST', `/api/admin/applications/${submitted.id}/send-to-lender`, operator);
    expect(sent.statusCode).toBe(202);
    expect(sent.json().data).toMatchObject({
      applicationId: submitted.id,
      lenderId: connected.id,
      state: 'queued',
      attempts: 0,
    });
    const again = await call('POST', `/api/admin/applications/${submitted.id}/send-to-lender`, operator);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Only a submitted application');
    const state = (await call('GET', `/api/admin/applications/${submitted.id}/lender-submission`, operator)).json()
      .data;
    expect(state).toMatchObject({ sendable: false, submission: { state: 'queued' } });
    const page = (
      await call('GET', `/api/admin/lenders/${connected.id}/connector/submissions?state=queued`, operator)
    ).json().data;
    expect(page.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([submitted.id]);
    expect(
      (await call('GET', `/api/admin/applications/00000000-0000-4000-8000-000000000000/lender-submission`, operator))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/admin/applications/nonsense/send-to-lender`, operator)).statusCode).toBe(404);
  });
});

describe('secrets at rest', () => {
  it('open only with their key, with a fresh IV each time, and refuse a changed ciphertext', () => {
    const key = t.config.connectors.secretKey;
    const one = encryptSecret(key, 'client-secret-ॐ-1234');
    const two = encryptSecret(key, 'client-secret-ॐ-1234');
    expect(one).not.toBe(two);
    expect(decryptSecret(key, one)).toBe('client-secret-ॐ-1234');
    expect(() => decryptSecret(Buffer.alloc(32, 1), one)).toThrow('does not open');
    const [version, iv, tag, data] = one.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret(key, [version, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => decryptSecret(key, `v2:${iv}:${tag}:${data}`)).toThrow('Not a v1 secret');
  });
});
