/**
 * Sending to the sandbox lender over HTTP, through a relay that records each call it receives: an OAuth token fetched
 * once and reused, refreshed once when the lender says it expired, wrong client credentials failing at once; and
 * autosubmission, off (an admin sends) and on (sent once, however often the lifecycle's event is dispatched).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application_event_reactions, application_events } from '../../db/schema/applications';
import { job_outbox } from '../../db/schema/jobs';
import { adminToken, bearer, type TestApp } from '../../test/test-app';
import { dispatchBatch } from '../applications/application-events';
import {
  connectedLender,
  sandboxApplications,
  submissionOf,
  submit,
  startConnectorTestbed,
  type ConnectorContext,
  type ConnectorTestbed,
  type Sandbox,
} from './lender-connectors-test-support';

let bed: ConnectorTestbed;
let t: TestApp;
let sandbox: Sandbox;
let recorder: ConnectorTestbed['recorder'];
let context: ConnectorContext;

beforeAll(async () => {
  bed = await startConnectorTestbed();
  ({ t, sandbox, recorder } = bed);
  context = bed;
});
afterAll(() => bed?.close());

/** The calls the tenant received, as "METHOD path-end status". */
const callsTo = (tenant: string) =>
  recorder.calls
    .filter((call) => call.path.startsWith(`/t/${tenant}/`))
    .map((call) => `${call.method} ${call.path.slice(`/t/${tenant}`.length)} ${call.status}`);

async function sendJobsOf(applicationId: string) {
  return t.db
    .select()
    .from(job_outbox)
    .where(
      and(
        eq(job_outbox.queue, 'lender-connectors.send'),
        sql`${job_outbox.payload}->>'applicationId' = ${applicationId}`,
      ),
    );
}

async function sendNow(lenderId: number, overrides: Parameters<typeof submit>[2] = {}) {
  const applicationId = await submit(t, lenderId, overrides);
  await t.deps.jobs.idle(20_000);
  return applicationId;
}

describe('OAuth sign-in', () => {
  it('fetches a token once, reuses it, and fetches a new one once when the lender says it expired', async () => {
    const { lenderId, tenant } = await connectedLender(context, 'oauth', {
      endpointBase: recorder.url,
      tenant: { tokenTtlSeconds: 60 },
    });
    const first = await sendNow(lenderId);
    const second = await sendNow(lenderId);
    expect(callsTo(tenant)).toEqual([
      'POST /oauth/token 200',
      'POST /v1/loan-applications 201',
      'POST /v1/loan-applications 201',
    ]);
    // The lender's clock passes the token's minute; Saakh's has not, so it still holds the token as good.
    await sandbox.advance(61_000);
    const third = await sendNow(lenderId);
    const fourth = await sendNow(lenderId);
    expect(callsTo(tenant).slice(3)).toEqual([
      'POST /v1/loan-applications 401',
      'POST /oauth/token 200',
      'POST /v1/loan-applications 201',
      'POST /v1/loan-applications 201',
    ]);
    for (const id of [first, second, third, fourth]) {
      expect(await submissionOf(t, id)).toMatchObject({ state: 'accepted', attempts: 1, last_error: null });
    }
    expect(await sandboxApplications(sandbox, tenant)).toHaveLength(4);
  });

  it('fails a send at once with a clear error when the client credentials are wrong, without trying again', async () => {
    const { lenderId, tenant } = await connectedLender(context, 'oauth', {
      endpointBase: recorder.url,
      secret: 'not-the-client-secret-9999',
    });
    const applicationId = await sendNow(lenderId);
    expect(await submissionOf(t, applicationId)).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'OAuth token: HTTP 401 INVALID_CLIENT',
      lender_reference: null,
    });
    expect(callsTo(tenant)).toEqual(['POST /oauth/token 401']);
    // One try, finished: nothing is waiting to try again, and a later application asks for a token once too.
    expect((await sendJobsOf(applicationId)).map((job) => [job.status, job.attempts])).toEqual([['completed', 1]]);
    await sendNow(lenderId);
    expect(callsTo(tenant)).toEqual(['POST /oauth/token 401', 'POST /oauth/token 401']);
    expect(await sandboxApplications(sandbox, tenant)).toEqual([]);
  });
});

describe('autosubmission', () => {
  async function batchesOf(applicationId: string) {
    const rows = await t.db
      .select({ batch: application_events.batch })
      .from(application_events)
      .where(eq(application_events.application_id, applicationId));
    return [...new Set(rows.map((row) => row.batch))];
  }

  it('off: a submitted application waits for an admin, however often its event is dispatched, and is sent when asked', async () => {
    const { lenderId, tenant } = await connectedLender(context, 'api_key', {
      endpointBase: recorder.url,
      autosubmission: false,
    });
    const applicationId = await sendNow(lenderId);
    for (const batch of await batchesOf(applicationId)) await dispatchBatch(t.deps, batch);
    await t.deps.jobs.idle(20_000);
    expect(await submissionOf(t, applicationId)).toBeUndefined();
    expect(await sendJobsOf(applicationId)).toEqual([]);
    expect(callsTo(tenant)).toEqual([]);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${applicationId}/send-to-lender`,
      headers: bearer(await adminToken(t, 2)),
    });
    expect(sent.statusCode, sent.body).toBe(202);
    await t.deps.jobs.idle(20_000);
    expect(await submissionOf(t, applicationId)).toMatchObject({ state: 'accepted', attempts: 1 });
    expect(callsTo(tenant)).toEqual(['POST /v1/loan-applications 201']);
  });

  it('on: a submitted application is sent once, even when its event is dispatched again or its subscriber runs twice', async () => {
    const { lenderId, tenant } = await connectedLender(context, 'api_key', { endpointBase: recorder.url });
    const applicationId = await sendNow(lenderId);
    expect(await submissionOf(t, applicationId)).toMatchObject({ state: 'accepted', attempts: 1 });
    const batches = await batchesOf(applicationId);
    expect(batches).toHaveLength(1);

    // The dispatcher run again (a retried job, a second worker): the subscriber has reacted already.
    await dispatchBatch(t.deps, batches[0]!);
    await t.deps.jobs.idle(20_000);
    // Its reaction lost (as if recorded nowhere): the subscriber runs again and finds the submission there.
    const events = await t.db
      .select({ id: application_events.id })
      .from(application_events)
      .where(eq(application_events.application_id, applicationId));
    await t.db.delete(application_event_reactions).where(
      and(
        inArray(
          application_event_reactions.event_id,
          events.map((event) => event.id),
        ),
        eq(application_event_reactions.subscriber, 'lender-connectors'),
      ),
    );
    await dispatchBatch(t.deps, batches[0]!);
    await t.deps.jobs.idle(20_000);

    expect(callsTo(tenant)).toEqual(['POST /v1/loan-applications 201']);
    expect(await sandboxApplications(sandbox, tenant)).toMatchObject([{ partner_reference: applicationId, posts: 1 }]);
    expect(await sendJobsOf(applicationId)).toHaveLength(1);
    expect(await submissionOf(t, applicationId)).toMatchObject({ state: 'accepted', attempts: 1 });
  });
});
