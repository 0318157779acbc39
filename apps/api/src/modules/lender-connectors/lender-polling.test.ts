/**
 * Reading lenders' event feeds (decision 044) against the sandbox lender over HTTP: the scheduled job reads only the
 * feeds that are due, a feed longer than a page is read page after page, a lender's 5xx leaves the cursor for the next
 * run, and HMAC-signed reads in quick succession are not refused as replays.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job_outbox } from '../../db/schema/jobs';
import { lender_events } from '../../db/schema/lender-connectors';
import type { TestApp } from '../../test/test-app';
import {
  applicationRow,
  connectedLender,
  connectorRow,
  controlClock,
  submissionOf,
  submit,
  startConnectorTestbed,
  type ConnectorContext,
  type ConnectorTestbed,
  type Sandbox,
} from './lender-connectors-test-support';
import { pollLender, scheduleLenderPolls } from './lender-events.service';

let bed: ConnectorTestbed;
let t: TestApp;
let sandbox: Sandbox;
let recorder: ConnectorTestbed['recorder'];
let context: ConnectorContext;
let clock: ReturnType<typeof controlClock>;

beforeAll(async () => {
  bed = await startConnectorTestbed();
  ({ t, sandbox, recorder } = bed);
  context = bed;
  clock = controlClock(t, sandbox);
});
afterAll(() => bed?.close());

/** A polled lender behind the recording relay, with one application it has received (its RECEIVED event). */
async function polledLender(
  options: Parameters<typeof connectedLender>[2] = {},
  authKind: 'api_key' | 'hmac' = 'api_key',
) {
  const lender = await connectedLender(context, authKind, { endpointBase: recorder.url, ...options });
  const applicationId = await submit(t, lender.lenderId);
  await t.deps.jobs.idle(20_000);
  const sent = await submissionOf(t, applicationId);
  if (sent?.state !== 'accepted') throw new Error(`not sent: ${JSON.stringify(sent)}`);
  return { ...lender, applicationId, reference: sent.lender_reference! };
}

/** The lender's staff record a status now: one more event in the tenant's feed. */
async function emit(tenant: string, reference: string, status: string) {
  const response = await fetch(`${sandbox.url}/_control/tenants/${tenant}/applications/${reference}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  if (response.status !== 201) throw new Error(await response.text());
}

const feedReads = (tenant: string) =>
  recorder.calls.filter((call) => call.method === 'GET' && call.path === `/t/${tenant}/v1/events`);

async function eventCount(lenderId: number) {
  return (await t.db.select().from(lender_events).where(eq(lender_events.lender_id, lenderId))).length;
}

describe('reading a feed', () => {
  it('reads a feed longer than a page page after page, and keeps the cursor at its end', async () => {
    const { lenderId, tenant, reference } = await polledLender();
    // The RECEIVED event and 102 more: a full page of 100 and a page of 3.
    for (let n = 0; n < 102; n += 1) await emit(tenant, reference, n % 2 === 0 ? 'UNDER_REVIEW' : 'DOCS_REQUIRED');
    const read = await pollLender(t.deps, lenderId);
    expect(read).toMatchObject({ pages: 2, events: 103 });
    expect(feedReads(tenant).map((call) => [call.query, call.status])).toEqual([
      ['?limit=100', 200],
      ['?after=100&limit=100', 200],
    ]);
    expect((await connectorRow(t, lenderId)).poll_cursor).toBe('103');
    expect(await eventCount(lenderId)).toBe(103);
    // The next read starts after the last event and finds nothing new.
    expect(await pollLender(t.deps, lenderId)).toMatchObject({ pages: 1, events: 0 });
    expect(feedReads(tenant).at(-1)?.query).toBe('?after=103&limit=100');
  });

  it('leaves the cursor where it was when the lender answers 5xx, and the next run reads what it missed', async () => {
    const { lenderId, tenant, reference } = await polledLender();
    await pollLender(t.deps, lenderId);
    expect((await connectorRow(t, lenderId)).poll_cursor).toBe('1');
    await emit(tenant, reference, 'UNDER_REVIEW');
    await emit(tenant, reference, 'SANCTIONED');
    sandbox.setFault(tenant, 'error_500', 1);
    expect(await pollLender(t.deps, lenderId)).toMatchObject({ pages: 0, events: 0 });
    expect(feedReads(tenant).at(-1)).toMatchObject({ query: '?after=1&limit=100', status: 500 });
    const after500 = await connectorRow(t, lenderId);
    expect(after500.poll_cursor).toBe('1');
    expect(await eventCount(lenderId)).toBe(1);
    const next = await pollLender(t.deps, lenderId);
    expect(next).toMatchObject({ pages: 1, events: 2, outcomes: { applied: 2 } });
    expect((await connectorRow(t, lenderId)).poll_cursor).toBe('3');
  });
});

describe('the scheduled poll', () => {
  it('reads only the feeds whose poll minutes have passed since their last read, once per minute', async () => {
    // The job's minute must have come already (it would wait in the queue otherwise): the clock is pinned a little
    // before the start of the current minute, and the job runs once since its next run would be the same minute.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const at = new Date(minute - 59_000);
    const twoMinutesBefore = new Date(at.getTime() - 2 * 60_000);
    const everyMinute = await polledLender({ pollMinutes: 1 });
    const everyFive = await polledLender({ pollMinutes: 5 });
    const neverRead = await polledLender({ pollMinutes: 10 });
    const hooksOnly = await polledLender({ webhooks: true, pollMinutes: null });
    clock.pin(twoMinutesBefore);
    try {
      for (const lender of [everyMinute, everyFive]) await pollLender(t.deps, lender.lenderId);
      for (const lender of [everyMinute, everyFive, neverRead, hooksOnly]) {
        await emit(lender.tenant, lender.reference, 'UNDER_REVIEW');
      }
      const readsBefore = recorder.calls.length;
      clock.pin(at);
      await scheduleLenderPolls(t.deps);
      await scheduleLenderPolls(t.deps);
      const key = `lender-connectors.poll:${new Date(minute).toISOString()}`;
      expect(await t.db.select().from(job_outbox).where(eq(job_outbox.idempotency_key, key))).toHaveLength(1);
      await t.deps.jobs.idle(20_000);

      expect(await connectorRow(t, everyMinute.lenderId)).toMatchObject({ poll_cursor: '2', last_polled_at: at });
      expect(await connectorRow(t, neverRead.lenderId)).toMatchObject({ poll_cursor: '2', last_polled_at: at });
      expect(await connectorRow(t, everyFive.lenderId)).toMatchObject({
        poll_cursor: '1',
        last_polled_at: twoMinutesBefore,
      });
      expect(await connectorRow(t, hooksOnly.lenderId)).toMatchObject({ poll_cursor: null, last_polled_at: null });
      expect(recorder.calls.slice(readsBefore).map((call) => call.path)).toEqual(
        expect.arrayContaining([`/t/${everyMinute.tenant}/v1/events`, `/t/${neverRead.tenant}/v1/events`]),
      );
      expect(recorder.calls.slice(readsBefore).some((call) => call.path.includes(everyFive.tenant))).toBe(false);
      // The applications moved with the events the job read; the one not due waits for its next read.
      expect((await applicationRow(t, everyMinute.applicationId)).status).toBe('in_review');
      expect((await applicationRow(t, everyFive.applicationId)).status).toBe('submitted');
    } finally {
      clock.unpin();
    }
  });
});

describe('HMAC-signed reads and sends', () => {
  it('reads the same feed page twice in the same second without the lender refusing the second as a replay', async () => {
    const { lenderId, tenant } = await polledLender({}, 'hmac');
    clock.pin(new Date());
    try {
      await pollLender(t.deps, lenderId);
      // Nothing new: each read asks for the same page (`after=1`) at the same instant.
      for (let n = 0; n < 3; n += 1) await pollLender(t.deps, lenderId);
    } finally {
      clock.unpin();
    }
    expect(feedReads(tenant).map((call) => [call.query, call.status])).toEqual([
      ['?limit=100', 200],
      ['?after=1&limit=100', 200],
      ['?after=1&limit=100', 200],
      ['?after=1&limit=100', 200],
    ]);
    expect((await connectorRow(t, lenderId)).poll_cursor).toBe('1');
  });

  it('tries a send again within the same second with a signature the lender has not seen', async () => {
    const { lenderId, tenant } = await connectedLender(context, 'hmac', {
      endpointBase: recorder.url,
      timeoutMs: 1000,
    });
    // The lender takes the held call's signature, then never answers; the retry is signed at the same instant.
    sandbox.setFault(tenant, 'timeout', 1);
    clock.pin(new Date());
    let applicationId: string;
    try {
      applicationId = await submit(t, lenderId);
      await t.deps.jobs.idle(20_000);
    } finally {
      clock.unpin();
    }
    expect(await submissionOf(t, applicationId)).toMatchObject({ state: 'accepted', attempts: 2, last_error: null });
    const sends = recorder.calls.filter((call) => call.path === `/t/${tenant}/v1/loan-applications`);
    expect(sends.map((call) => call.status)).toEqual([200]);
  });
});
