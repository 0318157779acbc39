import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LenderEventInput } from '@saakh/domain/lender-connectors';
import { application_status_history, applications } from '../../db/schema/applications';
import { lender_events } from '../../db/schema/lender-connectors';
import { signCall } from '../../lib/http/signed-calls';
import { createApplication, createCustomer, createLender } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signingSecond } from './lender-calls';
import { lenderEvent, webhookOnlyConnector } from './lender-connectors-test-support';

let t: TestApp;
let editor: string;
let lenderId: number;
const HOOK_SECRET = 'lender-hook-secret-for-tests';

const connector = webhookOnlyConnector(HOOK_SECRET);

async function connectedLender(): Promise<number> {
  const lender = await createLender(t.db);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/${lender.id}/connector`,
    headers: bearer(editor),
    payload: connector,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return lender.id;
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await adminToken(t, 1);
  lenderId = await connectedLender();
});
afterAll(async () => {
  await t?.close();
});

const nowSeconds = () => String(Math.floor(Date.now() / 1000));

function post(raw: string, options: { lender?: number; secret?: string; timestamp?: string; signature?: string } = {}) {
  const timestamp = options.timestamp ?? nowSeconds();
  return t.app.inject({
    method: 'POST',
    url: `/api/lender-hooks/${options.lender ?? lenderId}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-signature-timestamp': timestamp,
      'x-signature': options.signature ?? signCall(options.secret ?? HOOK_SECRET, timestamp, raw),
    },
  });
}

/**
 * A lender sending an event again signs it again, in a second of its own: the same body signed in the same second is
 * the same signature, which the hook takes once (counting seconds back from a changing "now" could land on one twice).
 */
async function send(body: LenderEventInput, lender = lenderId): Promise<string> {
  const raw = JSON.stringify(body);
  const timestamp = signingSecond(`hook ${lender}\n${raw}`, Date.now());
  const response = await post(raw, { lender, timestamp });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.outcome as string;
}

async function submittedApplication(status: 'submitted' | 'in_review' = 'submitted', lender = lenderId) {
  const customer = await createCustomer(t.db);
  return createApplication(t.db, { userId: customer.id, lenderId: lender, status });
}

async function applicationRow(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function historyOf(id: string) {
  return t.db
    .select()
    .from(application_status_history)
    .where(eq(application_status_history.application_id, id))
    .orderBy(asc(application_status_history.id));
}

describe('applying a lender’s events', () => {
  it('moves the application with the lender’s word on the history, and records a repeat once as a duplicate', async () => {
    const application = await submittedApplication();
    const received = lenderEvent(application.id, 'RECEIVED', { application_ref: 'SBX-7K3P9Q2A' });
    expect(await send(received)).toBe('applied');
    expect((await applicationRow(application.id)).status).toBe('submitted');
    expect((await applicationRow(application.id)).lender_reference).toBe('SBX-7K3P9Q2A');
    const sanctioned = lenderEvent(application.id, 'sanctioned', { application_ref: 'SBX-7K3P9Q2A' });
    expect(await send(sanctioned)).toBe('applied');
    expect(await send(sanctioned)).toBe('duplicate');
    expect((await applicationRow(application.id)).status).toBe('approved');
    const history = await historyOf(application.id);
    expect(history.map((row) => [row.status, row.source, row.lender_status])).toEqual([
      ['approved', 'lender_callback', 'SANCTIONED'],
    ]);
    const rows = await t.db.select().from(lender_events).where(eq(lender_events.application_id, application.id));
    expect(rows.map((row) => [row.lender_status, row.outcome, row.status, row.channel])).toEqual(
      expect.arrayContaining([
        ['RECEIVED', 'applied', null, 'webhook'],
        ['SANCTIONED', 'applied', 'approved', 'webhook'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('keeps the lender’s reason as the application’s reason code, or as its own words when unmapped', async () => {
    const declined = await submittedApplication('in_review');
    expect(await send(lenderEvent(declined.id, 'DECLINED', { reason_code: 'low_income' }))).toBe('applied');
    const row = await applicationRow(declined.id);
    expect([row.status, row.remark_code, row.remarks]).toEqual(['rejected', 'INCOME_BELOW_POLICY', null]);
    const other = await submittedApplication();
    expect(await send(lenderEvent(other.id, 'DECLINED', { reason_code: 'BLACKLISTED_EMPLOYER' }))).toBe('applied');
    const otherRow = await applicationRow(other.id);
    expect([otherRow.status, otherRow.remark_code, otherRow.remarks]).toEqual([
      'rejected',
      null,
      'BLACKLISTED_EMPLOYER',
    ]);
    expect((await historyOf(other.id)).at(-1)?.note).toBe('BLACKLISTED_EMPLOYER');
  });

  it('ends a disbursal reported before its sanction disbursed, through approved, and records the late sanction as stale', async () => {
    const application = await submittedApplication('in_review');
    // 20:00 UTC on 3 Dec is 4 Dec in India: the disbursal's day is the lender's, in India.
    const disbursed = lenderEvent(application.id, 'DISBURSED', {
      amount: 195000.5,
      occurred_at: '2026-12-03T20:00:00Z',
    });
    const sanctioned = lenderEvent(application.id, 'SANCTIONED', { occurred_at: '2026-12-03T19:00:00Z' });
    expect(await send(disbursed)).toBe('applied');
    expect(await send(sanctioned)).toBe('stale');
    const row = await applicationRow(application.id);
    expect([row.status, row.disbursed_amount, row.disbursed_on]).toEqual(['disbursed', '195000.50', '2026-12-04']);
    const history = await historyOf(application.id);
    expect(history.map((entry) => [entry.from_status, entry.status, entry.lender_status])).toEqual([
      ['in_review', 'approved', null],
      ['approved', 'disbursed', 'DISBURSED'],
    ]);
    // A sanction after the disbursal by the lender's clock is a move the lifecycle refuses: stale too.
    expect(await send(lenderEvent(application.id, 'SANCTIONED', { occurred_at: '2026-12-05T10:00:00Z' }))).toBe(
      'stale',
    );
    expect((await applicationRow(application.id)).status).toBe('disbursed');
  });

  it('records an event older than the newest applied one as stale, without moving the application back', async () => {
    const application = await submittedApplication();
    expect(await send(lenderEvent(application.id, 'UNDER_REVIEW', { occurred_at: '2026-12-01T10:00:00Z' }))).toBe(
      'applied',
    );
    expect(await send(lenderEvent(application.id, 'RECEIVED', { occurred_at: '2026-12-01T09:00:00Z' }))).toBe('stale');
    expect((await applicationRow(application.id)).status).toBe('in_review');
  });

  it('records a word the map lacks as unmapped, a word mapped to nothing as applied without a move', async () => {
    const application = await submittedApplication();
    expect(await send(lenderEvent(application.id, 'ON_HOLD'))).toBe('unmapped');
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/lenders/${lenderId}/code-map`,
      headers: bearer(editor),
      payload: {
        statuses: [
          { lenderCode: 'ON_HOLD', value: null },
          { lenderCode: 'SANCTIONED', value: 'approved' },
          { lenderCode: 'UNDER_REVIEW', value: 'in_review' },
          { lenderCode: 'RECEIVED', value: 'submitted' },
          { lenderCode: 'DECLINED', value: 'rejected' },
          { lenderCode: 'DISBURSED', value: 'disbursed' },
        ],
        reasons: [{ lenderCode: 'LOW_INCOME', value: 'INCOME_BELOW_POLICY' }],
      },
    });
    expect(await send(lenderEvent(application.id, 'ON_HOLD'))).toBe('applied');
    expect((await applicationRow(application.id)).status).toBe('submitted');
    expect(await historyOf(application.id)).toEqual([]);
  });

  it('records an event for no application of this lender as unknown', async () => {
    expect(await send(lenderEvent('00000000-0000-4000-8000-000000000000', 'SANCTIONED'))).toBe('unknown');
    expect(await send(lenderEvent('not-a-saakh-id', 'SANCTIONED'))).toBe('unknown');
    const otherLender = await connectedLender();
    const theirs = await submittedApplication('submitted', otherLender);
    expect(await send(lenderEvent(theirs.id, 'SANCTIONED'))).toBe('unknown');
    expect((await applicationRow(theirs.id)).status).toBe('submitted');
  });

  it('lists the lender’s events newest first, by outcome', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/admin/lenders/${lenderId}/connector/events?outcome=unknown`,
      headers: bearer(await adminToken(t, 2)),
    });
    expect(page.statusCode).toBe(200);
    const { items, total } = page.json().data as { items: { outcome: string; receivedAt: string }[]; total: number };
    expect(total).toBe(3);
    expect(items.every((item) => item.outcome === 'unknown')).toBe(true);
    expect(items[0]!.receivedAt >= items[1]!.receivedAt).toBe(true);
  });
});

describe('the hook’s signature', () => {
  it('refuses a forged, unsigned, replayed or out-of-window call, and applies nothing', async () => {
    const application = await submittedApplication();
    const raw = JSON.stringify(lenderEvent(application.id, 'SANCTIONED'));
    expect((await post(raw, { secret: 'another-lenders-secret' })).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: `/api/lender-hooks/${lenderId}`,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const old = String(Math.floor(Date.now() / 1000) - 301);
    expect((await post(raw, { timestamp: old })).statusCode).toBe(401);
    const timestamp = nowSeconds();
    const signature = signCall(HOOK_SECRET, timestamp, raw);
    expect((await post(raw, { timestamp, signature })).statusCode).toBe(200);
    const replay = await post(raw, { timestamp, signature });
    expect(replay.statusCode).toBe(401);
    expect((await applicationRow(application.id)).status).toBe('approved');
  });

  it('answers 404 for a lender without webhooks, and 422 for a signed body that is not an event', async () => {
    const plain = await createLender(t.db);
    const raw = JSON.stringify(lenderEvent('00000000-0000-4000-8000-000000000000', 'SANCTIONED'));
    expect((await post(raw, { lender: plain.id })).statusCode).toBe(404);
    expect((await post(raw, { lender: 987_654_321 })).statusCode).toBe(404);
    const invalid = await post(JSON.stringify({ event_id: 'x', status: 'SANCTIONED' }));
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['partner_reference', 'occurred_at']));
  });
});
