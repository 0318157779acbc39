/**
 * The connector against the sandbox lender (apps/sandbox-lender) over real HTTP: sending with each sign-in, retries
 * after 5xx answers and timeouts without a second application, a 4xx failing at once, polling and signed webhooks.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorAuthKind } from '@saakh/domain/lender-connectors';
import { application_status_history, applications } from '../../db/schema/applications';
import { lender_events } from '../../db/schema/lender-connectors';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { pollLender } from './lender-events.service';
import * as support from './lender-connectors-test-support';

let t: TestApp;
let sandbox: support.Sandbox;
let editor: string;
let appUrl: string;

beforeAll(async () => {
  t = await createTestApp({ CONNECTOR_RETRY_BASE_MS: '50' }, { jobs: true });
  appUrl = await support.listen(t);
  sandbox = await support.startSandbox();
  editor = await adminToken(t, 1);
});
afterAll(async () => {
  // Sends and their retries end while the lender still answers, not under a closing database.
  await t?.deps.jobs.idle(20_000).catch(() => undefined);
  await sandbox?.close();
  await t?.close();
});

const connectedLender = (authKind: ConnectorAuthKind, options: support.ConnectedLenderOptions = {}) =>
  support.connectedLender({ t, sandbox, editor, appUrl }, authKind, options);
const submit = (lenderId: number, overrides: support.CustomerOverrides = {}) => support.submit(t, lenderId, overrides);
const submission = (applicationId: string) => support.submissionOf(t, applicationId);
const applicationRow = (applicationId: string) => support.applicationRow(t, applicationId);
const sandboxApplications = (tenant: string) => support.sandboxApplications(sandbox, tenant);

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
