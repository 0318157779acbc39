/**
 * A lender's events applied together (decision 052): a batch decides each event as if it came alone after the ones
 * before it, and the webhook's intake puts the calls that arrive while a batch is applied into the next one, bounded
 * by how long the oldest has waited.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LenderEventInput } from '@saakh/domain/lender-connectors';
import { application_events, application_status_history, applications } from '../../db/schema/applications';
import { AppError } from '../../lib/app-error';
import { createApplication, createCustomer, createLender, unique } from '../../test/factories';
import { adminToken, bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signingSecond } from './lender-calls';
import { lenderEvent, webhookOnlyConnector } from './lender-connectors-test-support';
import { signCall } from '../../lib/http/signed-calls';
import type { SignatureUse } from '../../lib/http/signed-calls';
import { createLenderEventIntake, type LenderEventIntake } from './lender-event-intake';
import { applyLenderEvent, applyLenderEvents } from './lender-events.service';

let t: TestApp;
let lenderId: number;
const HOOK_SECRET = 'lender-hook-secret-for-batch-tests';

const connector = webhookOnlyConnector(HOOK_SECRET);

beforeAll(async () => {
  t = await createTestApp();
  const lender = await createLender(t.db);
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/${lender.id}/connector`,
    headers: bearer(await adminToken(t, 1)),
    payload: connector,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  lenderId = lender.id;
});
afterAll(async () => {
  await t?.close();
});

async function application(status: 'submitted' | 'in_review' = 'submitted') {
  const customer = await createCustomer(t.db);
  return (await createApplication(t.db, { userId: customer.id, lenderId, status })).id;
}

/** What a batch's or a single event's work left on an application: its row and its history. */
async function stateOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  const history = await t.db
    .select()
    .from(application_status_history)
    .where(eq(application_status_history.application_id, id))
    .orderBy(asc(application_status_history.id));
  return {
    row: [row?.status, row?.lender_reference, row?.disbursed_amount, row?.disbursed_on, row?.remark_code],
    history: history.map((entry) => [entry.from_status, entry.status, entry.source, entry.lender_status, entry.note]),
  };
}

async function outboxBatches(ids: string[]) {
  const rows = await t.db
    .selectDistinct({ batch: application_events.batch })
    .from(application_events)
    .where(inArray(application_events.application_id, ids));
  return rows.length;
}

/** One lender's day, interleaved across four applications, with a repeat and an event for no application. */
async function scenario() {
  const a = await application();
  const b = await application('in_review');
  const c = await application();
  const ids = { a, b, c };
  const repeat = lenderEvent(a, 'SANCTIONED', { application_ref: 'SBX-A', occurred_at: '2026-12-01T10:01:00Z' });
  const events = [
    lenderEvent(a, 'RECEIVED', { application_ref: 'SBX-A', occurred_at: '2026-12-01T10:00:00Z' }),
    // A disbursal the lender reported before its sanction: through approved, and the late sanction is stale.
    lenderEvent(b, 'DISBURSED', { application_ref: 'SBX-B', amount: 195000.5, occurred_at: '2026-12-03T20:00:00Z' }),
    repeat,
    lenderEvent(c, 'SOMETHING_THE_MAP_LACKS', { application_ref: 'SBX-C' }),
    lenderEvent(b, 'SANCTIONED', { application_ref: 'SBX-B', occurred_at: '2026-12-03T19:00:00Z' }),
    lenderEvent('00000000-0000-4000-8000-000000000000', 'SANCTIONED', { application_ref: 'SBX-D' }),
    repeat,
    lenderEvent(a, 'SANCTIONED', { application_ref: 'SBX-A', occurred_at: '2026-12-01T10:02:00Z' }),
    lenderEvent(a, 'DECLINED', {
      application_ref: 'SBX-A',
      reason_code: 'low_income',
      occurred_at: '2026-12-01T10:03:00Z',
    }),
    lenderEvent(c, 'UNDER_REVIEW', { application_ref: 'SBX-C', occurred_at: '2026-12-01T10:04:00Z' }),
    // A move the lifecycle allows, but older than the newest applied event: stale by the lender's clock alone.
    lenderEvent(c, 'SANCTIONED', { application_ref: 'SBX-C', occurred_at: '2026-12-01T10:02:00Z' }),
  ];
  return { ids, events };
}

describe('a batch of a lender’s events', () => {
  it('decides every event as it would alone after the ones before it, in one outbox batch per round', async () => {
    const together = await scenario();
    const alone = await scenario();
    const outcomes = await applyLenderEvents(t.deps, lenderId, together.events, 'webhook');
    expect(outcomes).toEqual([
      'applied',
      'applied',
      'applied',
      'unmapped',
      'stale',
      'unknown',
      'duplicate',
      'applied',
      'applied',
      'applied',
      'stale',
    ]);
    const one: string[] = [];
    for (const item of alone.events) one.push(await applyLenderEvent(t.deps, lenderId, item, 'webhook'));
    expect(one).toEqual(outcomes);
    for (const key of ['a', 'b', 'c'] as const) {
      expect(await stateOf(together.ids[key])).toEqual(await stateOf(alone.ids[key]));
    }
    expect((await stateOf(together.ids.a)).row).toEqual(['rejected', 'SBX-A', null, null, 'INCOME_BELOW_POLICY']);
    expect((await stateOf(together.ids.c)).row[0]).toBe('in_review');
    expect((await stateOf(together.ids.b)).row).toEqual(['disbursed', 'SBX-B', '195000.50', '2026-12-04', null]);
    // Rounds: each application's first event, then each one's second (a's decline is its fourth, in its own round).
    const ids = Object.values(together.ids);
    expect(await outboxBatches(ids)).toBe(3);
    expect(await outboxBatches(Object.values(alone.ids))).toBe(4);
  });

  it('keeps nothing of a batch an event breaks, and records nothing for an empty one', async () => {
    const id = await application();
    const good = lenderEvent(id, 'SANCTIONED');
    // Past the ledger's amount column: the statement fails, and the whole batch with it.
    const broken = lenderEvent(id, 'DISBURSED', { amount: 1e15 });
    await expect(applyLenderEvents(t.deps, lenderId, [good, broken], 'webhook')).rejects.toThrow();
    expect((await stateOf(id)).row[0]).toBe('submitted');
    expect(await applyLenderEvents(t.deps, lenderId, [], 'webhook')).toEqual([]);
    expect(await applyLenderEvent(t.deps, lenderId, good, 'webhook')).toBe('applied');
  });
});

/** Deps whose transactions wait for `open()` while `hold()` is in force, counting the transactions begun. */
function gatedDeps() {
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  const counter = { transactions: 0 };
  const db = Object.create(t.deps.db) as typeof t.deps.db;
  db.transaction = (async (work: Parameters<typeof t.deps.db.transaction>[0]) => {
    counter.transactions += 1;
    await gate;
    return t.deps.db.transaction(work);
  }) as typeof t.deps.db.transaction;
  return {
    deps: { ...t.deps, db },
    counter,
    hold() {
      gate = new Promise((resolve) => {
        release = resolve;
      });
    },
    open: () => release(),
  };
}

/** A call to the intake with a signature of its own (or the one given: a replay). */
function receive(
  intake: LenderEventIntake,
  lender: number,
  body: LenderEventInput,
  signature: SignatureUse = { key: `signature-${unique()}` },
) {
  return intake.receive(lender, body, signature);
}

describe('the webhook intake', () => {
  it('sends an event that finds the lane idle at once, and those that come meanwhile together in the next batch', async () => {
    const gated = gatedDeps();
    const intake = createLenderEventIntake(gated.deps);
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => application()));
    gated.hold();
    const first = receive(intake, lenderId, lenderEvent(ids[0]!, 'SANCTIONED'));
    const rest = ids.slice(1).map((id) => receive(intake, lenderId, lenderEvent(id, 'SANCTIONED')));
    expect(intake.stats()).toEqual({ waiting: 5, lanes: 1 });
    gated.open();
    expect(await Promise.all([first, ...rest])).toEqual(Array(6).fill('applied'));
    expect(gated.counter.transactions).toBe(2);
    expect(await outboxBatches(ids.slice(1))).toBe(1);
    await intake.settled();
    expect(intake.stats()).toEqual({ waiting: 0, lanes: 0 });
  });

  it('refuses with 503 and Retry-After once the oldest waiting call has waited too long, or the lane is full', async () => {
    const gated = gatedDeps();
    let now = 0;
    const intake = createLenderEventIntake(gated.deps, { batch: 200, waitMs: 2_000, queue: 3 }, () => now);
    const id = await application();
    const otherLender = (await createLender(t.db)).id;
    gated.hold();
    const sent = [
      receive(intake, lenderId, lenderEvent(id, 'RECEIVED')),
      receive(intake, lenderId, lenderEvent(id, 'UNDER_REVIEW')),
    ];
    now = 2_000;
    sent.push(receive(intake, lenderId, lenderEvent(id, 'SANCTIONED')));
    now = 2_600;
    const late = await receive(intake, lenderId, lenderEvent(id, 'DISBURSED')).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(AppError);
    expect(late).toMatchObject({ status: 503, retryAfterSeconds: 3 });
    // Another lender's lane is its own (the application is not that lender's: unknown to it).
    const elsewhere = receive(intake, otherLender, lenderEvent(id, 'RECEIVED'));
    now = 0;
    sent.push(receive(intake, lenderId, lenderEvent(id, 'DECLINED')));
    const full = await receive(intake, lenderId, lenderEvent(id, 'DECLINED')).catch((error: unknown) => error);
    expect(full).toMatchObject({ status: 503, retryAfterSeconds: 1 });
    gated.open();
    expect(await Promise.all(sent)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(await elsewhere).toBe('unknown');
    expect((await stateOf(id)).row[0]).toBe('rejected');
  });

  it('applies each event of a batch that fails alone, so one bad event refuses only its own call', async () => {
    const gated = gatedDeps();
    const intake = createLenderEventIntake(gated.deps);
    const [first, good, other] = await Promise.all([application(), application(), application()]);
    gated.hold();
    const answers = [
      receive(intake, lenderId, lenderEvent(first!, 'SANCTIONED')),
      receive(intake, lenderId, lenderEvent(good!, 'SANCTIONED')),
      receive(intake, lenderId, lenderEvent(good!, 'DISBURSED', { amount: 1e15 })),
      receive(intake, lenderId, lenderEvent(other!, 'SANCTIONED')),
    ];
    gated.open();
    const settled = await Promise.allSettled(answers);
    expect(settled.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await stateOf(good!)).row[0]).toBe('approved');
    expect((await stateOf(other!)).row[0]).toBe('approved');
    // The first alone, the failed batch of three, then its three one by one.
    expect(gated.counter.transactions).toBe(5);
  });
});

describe('a replayed call', () => {
  it('is refused in the batch that records its signature, and its event is not applied; the others are', async () => {
    const gated = gatedDeps();
    const intake = createLenderEventIntake(gated.deps);
    const [first, second, third] = await Promise.all([application(), application(), application()]);
    const used: SignatureUse = { key: `signature-${unique()}` };
    expect(await receive(intake, lenderId, lenderEvent(first!, 'SANCTIONED'), used)).toBe('applied');
    gated.hold();
    const lead = receive(intake, lenderId, lenderEvent(third!, 'UNDER_REVIEW'));
    const twice: SignatureUse = { key: `signature-${unique()}` };
    const answers = Promise.allSettled([
      receive(intake, lenderId, lenderEvent(second!, 'SANCTIONED'), used),
      receive(intake, lenderId, lenderEvent(second!, 'UNDER_REVIEW'), twice),
      receive(intake, lenderId, lenderEvent(third!, 'SANCTIONED'), twice),
    ]);
    gated.open();
    expect(await lead).toBe('applied');
    const settled = await answers;
    expect(settled.map((answer) => answer.status)).toEqual(['rejected', 'fulfilled', 'rejected']);
    expect(settled[0]).toMatchObject({ reason: { status: 401, message: 'signedCallReplayed' } });
    expect((await stateOf(second!)).row[0]).toBe('in_review');
    expect((await stateOf(third!)).row[0]).toBe('in_review');
  });

  it('may be sent again with the same signature when its batch failed', async () => {
    const id = await application();
    const intake = createLenderEventIntake(t.deps);
    const signature: SignatureUse = { key: `signature-${unique()}` };
    await expect(
      receive(intake, lenderId, lenderEvent(id, 'DISBURSED', { amount: 1e15 }), signature),
    ).rejects.toThrow();
    expect(await receive(intake, lenderId, lenderEvent(id, 'SANCTIONED'), signature)).toBe('applied');
  });
});

describe('a burst of webhook calls', () => {
  it('answers each call with its own outcome, applied in fewer transactions than calls', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => application()));
    const answers = await Promise.all(
      ids.map((id) => {
        const raw = JSON.stringify(lenderEvent(id, 'SANCTIONED'));
        const timestamp = signingSecond(`hook ${lenderId}\n${raw}`, Date.now());
        return t.app.inject({
          method: 'POST',
          url: `/api/lender-hooks/${lenderId}`,
          payload: raw,
          headers: {
            'content-type': 'application/json',
            'x-signature-timestamp': timestamp,
            'x-signature': signCall(HOOK_SECRET, timestamp, raw),
          },
        });
      }),
    );
    expect(answers.map((answer) => [answer.statusCode, answer.json().data?.outcome])).toEqual(
      Array(20).fill([200, 'applied']),
    );
    for (const id of ids) expect((await stateOf(id)).row[0]).toBe('approved');
    expect(await outboxBatches(ids)).toBeLessThanOrEqual(10);
  });
});
