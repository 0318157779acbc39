/**
 * The connector against the sandbox lender (apps/sandbox-lender) over real HTTP: sending with each sign-in, retries
 * after 5xx answers and timeouts without a second application, a 4xx failing at once, polling and signed webhooks.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorAuthKind, LenderConnectorInput } from '@saakh/domain/lender-connectors';
import { application_status_history, applications } from '../../db/schema/applications';
import { lender_events, lender_submissions } from '../../db/schema/lender-connectors';
import { createApplication, createCustomer, createLender, unique } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { recordStatusChange } from '../applications/applications.service';
import { pollLender } from './lender-events.service';

type SandboxApplication = { partner_reference: string; idempotency_key: string; posts: number; replays: number };
type Sandbox = {
  url: string;
  now: () => number;
  advance: (ms: number) => Promise<number>;
  setTenant: (id: string, config: Record<string, unknown>) => unknown;
  setFault: (tenant: string, fault: 'timeout' | 'error_500', times?: number) => unknown;
  close: () => Promise<void>;
};
type SandboxModule = {
  startSandboxLender: (options: {
    port?: number;
    clock?: 'manual';
    tenants?: Record<string, unknown>;
  }) => Promise<Sandbox>;
};

let t: TestApp;
let sandbox: Sandbox;
let editor: string;
let appUrl: string;

beforeAll(async () => {
  t = await createTestApp({ CONNECTOR_RETRY_BASE_MS: '50' }, { jobs: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // Plain ESM with JSDoc types, outside this project's sources: loaded by path.
  const module = (await import(
    new URL('../../../../sandbox-lender/sandbox.mjs', import.meta.url).href
  )) as SandboxModule;
  sandbox = await module.startSandboxLender({ port: 0, clock: 'manual' });
  editor = await adminToken(t, 1);
});
afterAll(async () => {
  await sandbox?.close();
  await t?.close();
});

const credentials = {
  api_key: { keyId: null, secret: 'sbx-api-key-0001', tenant: { auth: 'api_key', apiKey: 'sbx-api-key-0001' } },
  hmac: {
    keyId: 'saakh-key-1',
    secret: 'sbx-hmac-secret-0002',
    tenant: { auth: 'hmac', keyId: 'saakh-key-1', hmacSecret: 'sbx-hmac-secret-0002' },
  },
  oauth: {
    keyId: 'saakh-client',
    secret: 'sbx-client-secret-0003',
    tenant: { auth: 'oauth', clientId: 'saakh-client', clientSecret: 'sbx-client-secret-0003', tokenTtlSeconds: 3600 },
  },
} as const;

/** A lender connected to a tenant of its own on the sandbox, deciding at 4 s and disbursing 8 s later. */
async function connectedLender(
  authKind: ConnectorAuthKind,
  options: { webhooks?: boolean; autosubmission?: boolean; timeoutMs?: number } = {},
) {
  const lender = await createLender(t.db);
  const tenant = `lender-${lender.id}`;
  const webhookSecret = `hook-secret-${unique()}-xyz`;
  const { keyId, secret, tenant: auth } = credentials[authKind];
  sandbox.setTenant(tenant, {
    ...auth,
    decisionDelayMs: 4000,
    disburseDelayMs: 8000,
    ...(options.webhooks ? { webhookUrl: `${appUrl}/api/lender-hooks/${lender.id}`, webhookSecret } : {}),
  });
  const input: LenderConnectorInput = {
    sendMode: 'api',
    autosubmission: options.autosubmission ?? true,
    endpointUrl: `${sandbox.url}/t/${tenant}`,
    authKind,
    keyId,
    secret,
    tokenUrl: authKind === 'oauth' ? `${sandbox.url}/t/${tenant}/oauth/token` : null,
    fieldMap: {},
    timeoutMs: options.timeoutMs ?? 5000,
    maxAttempts: 4,
    webhooks: options.webhooks ?? false,
    ...(options.webhooks ? { webhookSecret } : {}),
    pollMinutes: options.webhooks ? null : 1,
  };
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/${lender.id}/connector`,
    headers: bearer(editor),
    payload: input,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return { lenderId: lender.id, tenant };
}

/** A customer whose profile the sandbox approves, overridable to be refused. */
async function customer(overrides: Parameters<typeof createCustomer>[1] = {}) {
  return createCustomer(t.db, {
    first_name: 'Asha',
    last_name: 'Verma',
    tin: 'ABCPV1234K',
    birth_date: '1990-05-01',
    monthly_income: 60_000,
    employment_status_code: 1,
    postal_code: '560001',
    ...overrides,
  });
}

/** An application the customer submits now, through the lifecycle (its `submitted` event reaches the subscribers). */
async function submit(lenderId: number, overrides: Parameters<typeof createCustomer>[1] = {}): Promise<string> {
  const person = await customer(overrides);
  const application = await createApplication(t.db, { userId: person.id, lenderId, status: 'created' });
  await t.db.transaction((tx) =>
    recordStatusChange(
      t.deps,
      tx,
      { applicationId: application.id, from: 'created', to: 'submitted', actorId: person.id },
      'customer',
    ),
  );
  return application.id;
}

async function submission(applicationId: string) {
  const [row] = await t.db
    .select()
    .from(lender_submissions)
    .where(eq(lender_submissions.application_id, applicationId));
  return row;
}

async function applicationRow(applicationId: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
  return row!;
}

async function sandboxApplications(tenant: string): Promise<SandboxApplication[]> {
  const response = await fetch(`${sandbox.url}/_control/tenants/${tenant}/applications`);
  const body = (await response.json()) as { applications?: SandboxApplication[] } | SandboxApplication[];
  return Array.isArray(body) ? body : (body.applications ?? []);
}

describe('sending to the sandbox lender', () => {
  for (const authKind of ['api_key', 'hmac', 'oauth'] as const) {
    it(`sends a submitted application with ${authKind} sign-in and keeps the lender's reference`, async () => {
      const { lenderId, tenant } = await connectedLender(authKind);
      const applicationId = await submit(lenderId);
      await t.deps.jobs.idle(20_000);
      const sent = await submission(applicationId);
      expect(sent).toMatchObject({ state: 'accepted', attempts: 1, last_error: null });
      expect(sent?.lender_reference).toMatch(/^SBX-/);
      expect((await applicationRow(applicationId)).lender_reference).toBe(sent?.lender_reference);
      const received = await sandboxApplications(tenant);
      expect(received.map((row) => [row.partner_reference, row.idempotency_key])).toEqual([
        [applicationId, applicationId],
      ]);
    });
  }

  it('tries a 5xx again with backoff until accepted, without a second application at the lender', async () => {
    const { lenderId, tenant } = await connectedLender('api_key');
    sandbox.setFault(tenant, 'error_500', 2);
    const applicationId = await submit(lenderId);
    await t.deps.jobs.idle(20_000);
    const sent = await submission(applicationId);
    expect(sent).toMatchObject({ state: 'accepted', attempts: 3 });
    expect(await sandboxApplications(tenant)).toHaveLength(1);
  });

  it('tries a timed-out send again, and the same idempotency key finds the first application', async () => {
    const { lenderId, tenant } = await connectedLender('hmac', { timeoutMs: 1000 });
    sandbox.setFault(tenant, 'timeout', 1);
    const applicationId = await submit(lenderId);
    await t.deps.jobs.idle(20_000);
    const sent = await submission(applicationId);
    expect(sent).toMatchObject({ state: 'accepted', attempts: 2 });
    const received = await sandboxApplications(tenant);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ partner_reference: applicationId, replays: 1 });
    expect((await applicationRow(applicationId)).lender_reference).toBe(sent?.lender_reference);
  });

  it('fails a refused application at once with the status and the lender’s code, no personal data', async () => {
    const { lenderId, tenant } = await connectedLender('api_key');
    const applicationId = await submit(lenderId, { postal_code: null, tin: 'ZZ' });
    await t.deps.jobs.idle(20_000);
    const failed = await submission(applicationId);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, last_error: 'HTTP 422 VALIDATION' });
    expect(await sandboxApplications(tenant)).toEqual([]);
    // An admin sends it again once the profile is right.
    await t.db.update(applications).set({ status: 'submitted' }).where(eq(applications.id, applicationId));
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${applicationId}/lender-submission`,
      headers: bearer(editor),
    });
    expect(state.json().data).toMatchObject({ sendable: true, submission: { state: 'failed' } });
  });

  it('waits for an admin when autosubmission is off, and sends when asked', async () => {
    const { lenderId, tenant } = await connectedLender('oauth', { autosubmission: false });
    const applicationId = await submit(lenderId);
    await t.deps.jobs.idle(20_000);
    expect(await submission(applicationId)).toBeUndefined();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${applicationId}/send-to-lender`,
      headers: bearer(await adminToken(t, 2)),
    });
    expect(sent.statusCode).toBe(202);
    await t.deps.jobs.idle(20_000);
    expect(await submission(applicationId)).toMatchObject({ state: 'accepted' });
    expect(await sandboxApplications(tenant)).toHaveLength(1);
  });
});

describe('hearing back from the sandbox lender', () => {
  it('picks up the decision and the disbursal by polling once the lender’s clock has moved', async () => {
    const { lenderId } = await connectedLender('hmac');
    const applicationId = await submit(lenderId);
    await t.deps.jobs.idle(20_000);
    await sandbox.advance(4000);
    const first = await pollLender(t.deps, lenderId);
    expect(first.outcomes).toMatchObject({ applied: 3 });
    await t.deps.jobs.idle(20_000);
    expect((await applicationRow(applicationId)).status).toBe('approved');
    await sandbox.advance(8000);
    await pollLender(t.deps, lenderId);
    const row = await applicationRow(applicationId);
    expect([row.status, row.disbursed_amount]).toEqual(['disbursed', '200000.00']);
    const history = await t.db
      .select()
      .from(application_status_history)
      .where(eq(application_status_history.application_id, applicationId));
    expect(history.filter((entry) => entry.source === 'lender_callback').map((entry) => entry.lender_status)).toEqual([
      'UNDER_REVIEW',
      'SANCTIONED',
      'DISBURSED',
    ]);
    // Nothing new: the cursor moved past what was read.
    expect((await pollLender(t.deps, lenderId)).events).toBe(0);
  });

  it('applies the lender’s signed webhooks', async () => {
    const { lenderId } = await connectedLender('api_key', { webhooks: true });
    const applicationId = await submit(lenderId);
    await t.deps.jobs.idle(20_000);
    await sandbox.advance(0);
    await sandbox.advance(4000);
    await t.deps.jobs.idle(20_000);
    expect((await applicationRow(applicationId)).status).toBe('approved');
    const events = await t.db.select().from(lender_events).where(eq(lender_events.application_id, applicationId));
    expect(events.map((event) => [event.lender_status, event.channel, event.outcome])).toEqual(
      expect.arrayContaining([
        ['RECEIVED', 'webhook', 'applied'],
        ['UNDER_REVIEW', 'webhook', 'applied'],
        ['SANCTIONED', 'webhook', 'applied'],
      ]),
    );
  });
});
