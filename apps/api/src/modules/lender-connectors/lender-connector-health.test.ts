/**
 * The connectors' health (decision 044, `GET /api/admin/lender-connectors/health`) from real sends to the sandbox
 * lender and its signed webhooks: counts, failure reasons most frequent first, the median time to a decision, the last
 * event, the error-rate alert at its thresholds and the "callbacks stopped" alert, with the app's clock moved (in step
 * with the sandbox's) instead of waiting.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTOR_ALERT_ERROR_RATE,
  CONNECTOR_ALERT_MIN_SENDS,
  CONNECTOR_ALERT_SILENT_HOURS,
  type ConnectorHealth,
} from '@saakh/domain/lender-connectors';
import { lender_events, lender_submissions } from '../../db/schema/lender-connectors';
import { adminToken, bearer, type TestApp } from '../../test/test-app';
import {
  applicationRow,
  connectedLender,
  controlClock,
  submissionOf,
  submit,
  startConnectorTestbed,
  type ConnectorContext,
  type ConnectorTestbed,
  type Sandbox,
} from './lender-connectors-test-support';

const HOUR_MS = 60 * 60 * 1000;

let bed: ConnectorTestbed;
let t: TestApp;
let sandbox: Sandbox;
let context: ConnectorContext;
let clock: ReturnType<typeof controlClock>;
let operator: string;

beforeAll(async () => {
  bed = await startConnectorTestbed();
  ({ t, sandbox } = bed);
  context = bed;
  clock = controlClock(t, sandbox);
  operator = await adminToken(t, 2);
});
afterAll(() => bed?.close());

async function healthOf(lenderId: number, token = operator): Promise<ConnectorHealth | undefined> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/admin/lender-connectors/health',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as ConnectorHealth[]).find((row) => row.lenderId === lenderId);
}

/** Submits applications one after the other and waits for each to be sent (its tries included). */
async function submitAll(lenderId: number, count: number, overrides: Parameters<typeof submit>[2] = {}) {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push(await submit(t, lenderId, overrides));
    await t.deps.jobs.idle(20_000);
  }
  return ids;
}

const refusedProfile = { tin: 'ZZ', postal_code: null };

describe('the connectors’ health', () => {
  it('counts sends, acceptances and failures with their reasons most frequent first, the median time to a decision and the last event', async () => {
    // A lender that decides ten minutes after it receives an application.
    const { lenderId, tenant } = await connectedLender(context, 'api_key', {
      webhooks: true,
      tenant: { decisionDelayMs: 10 * 60_000 },
    });
    const accepted = await submitAll(lenderId, 3);
    // Two fail after their four tries at a lender answering 500; one is refused at once.
    sandbox.setFault(tenant, 'error_500', 8);
    const unanswered = await submitAll(lenderId, 2);
    const refused = await submitAll(lenderId, 1, refusedProfile);
    for (const id of unanswered) {
      expect(await submissionOf(t, id)).toMatchObject({
        state: 'failed',
        attempts: 4,
        last_error: 'HTTP 500 INTERNAL',
      });
    }
    expect(await submissionOf(t, refused[0]!)).toMatchObject({ state: 'failed', last_error: 'HTTP 422 VALIDATION' });

    const before = await healthOf(lenderId);
    expect(before).toMatchObject({
      sendMode: 'api',
      sent: 6,
      accepted: 3,
      failed: 3,
      // Not alphabetical: the reason seen twice comes first.
      failureReasons: [
        { reason: 'HTTP 500 INTERNAL', count: 2 },
        { reason: 'HTTP 422 VALIDATION', count: 1 },
      ],
      medianDecisionSeconds: null,
      lastEventAt: null,
    });
    expect(before?.alerts).toContain('error_rate');

    // Ten minutes on, the lender's decisions arrive by webhook.
    await clock.move(10 * 60_000 + 1000);
    for (const id of accepted) expect((await applicationRow(t, id)).status).toBe('approved');
    const submissions = await t.db
      .select()
      .from(lender_submissions)
      .where(inArray(lender_submissions.application_id, accepted));
    const decisions = await t.db
      .select()
      .from(lender_events)
      .where(and(inArray(lender_events.application_id, accepted), eq(lender_events.status, 'approved')));
    // The median by hand: of the three, the middle wait from acceptance to the sanction's arrival.
    const waits = submissions
      .map((row) => {
        const decided = decisions.find((event) => event.application_id === row.application_id)!;
        return (decided.received_at.getTime() - row.accepted_at!.getTime()) / 1000;
      })
      .sort((a, b) => a - b);
    const allEvents = await t.db.select().from(lender_events).where(eq(lender_events.lender_id, lenderId));
    const lastEvent = Math.max(...allEvents.map((event) => event.received_at.getTime()));

    const after = await healthOf(lenderId);
    expect(after?.medianDecisionSeconds).toBe(Math.round(waits[1]!));
    expect(after?.medianDecisionSeconds).toBeGreaterThanOrEqual(10 * 60);
    expect(after?.medianDecisionSeconds).toBeLessThan(10 * 60 + 60);
    expect(after?.lastEventAt).toBe(new Date(lastEvent).toISOString());
    expect(after).toMatchObject({ sent: 6, accepted: 3, failed: 3 });
  });

  it(`raises error_rate at ${CONNECTOR_ALERT_ERROR_RATE * 100}% failed with at least ${CONNECTOR_ALERT_MIN_SENDS} sends, and not below either`, async () => {
    const { lenderId } = await connectedLender(context, 'api_key');
    await submitAll(lenderId, 3);
    await submitAll(lenderId, 1, refusedProfile);
    // One in four failed, but four sends are too few to judge by.
    expect(await healthOf(lenderId)).toMatchObject({ sent: 4, failed: 1, alerts: [] });
    await submitAll(lenderId, 1);
    // One in five: exactly the rate.
    expect(await healthOf(lenderId)).toMatchObject({ sent: 5, failed: 1, alerts: ['error_rate'] });
    await submitAll(lenderId, 1);
    // One in six is below it.
    expect(await healthOf(lenderId)).toMatchObject({ sent: 6, failed: 1, alerts: [] });
  });

  it(`raises callbacks_stopped once accepted applications waited ${CONNECTOR_ALERT_SILENT_HOURS} hours with no event, and drops it when one comes`, async () => {
    // A lender that takes a day to decide: nothing happens on its own while the clock moves a few hours.
    const { lenderId, tenant } = await connectedLender(context, 'api_key', {
      webhooks: true,
      tenant: { decisionDelayMs: 24 * HOUR_MS },
    });
    const [applicationId] = await submitAll(lenderId, 1);
    await sandbox.advance(0);
    const received = await healthOf(lenderId);
    expect(received?.lastEventAt).not.toBeNull();
    expect(received?.alerts).toEqual([]);

    await clock.move((CONNECTOR_ALERT_SILENT_HOURS - 1) * HOUR_MS);
    expect((await healthOf(lenderId))?.alerts).toEqual([]);
    await clock.move(HOUR_MS + 60_000);
    const silent = await healthOf(lenderId);
    expect(silent?.alerts).toEqual(['callbacks_stopped']);
    expect(silent?.lastEventAt).toBe(received?.lastEventAt);
    expect((await applicationRow(t, applicationId!)).status).toBe('submitted');

    // The lender speaks again: the application is still waiting, but the lender is not silent.
    const reference = (await submissionOf(t, applicationId!))!.lender_reference!;
    const emitted = await fetch(`${sandbox.url}/_control/tenants/${tenant}/applications/${reference}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'UNDER_REVIEW' }),
    });
    expect(emitted.status).toBe(201);
    expect((await applicationRow(t, applicationId!)).status).toBe('in_review');
    expect((await healthOf(lenderId))?.alerts).toEqual([]);
  });

  it('answers roles 1 and 2, and refuses role 3 and callers without a session', async () => {
    const url = '/api/admin/lender-connectors/health';
    for (const role of [1, 2] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(await adminToken(t, role)) });
      expect(response.statusCode).toBe(200);
    }
    const viewer = await t.app.inject({ method: 'GET', url, headers: bearer(await adminToken(t, 3)) });
    expect(viewer.statusCode).toBe(403);
    expect(viewer.body).not.toContain('lenderName');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
