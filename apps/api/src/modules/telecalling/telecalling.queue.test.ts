/** The queue rules, the build job, sticky assignment, concurrent "Next customer" and callbacks coming due. */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadSummary, QueueBuild } from '@saakh/domain/telecalling';
import { users } from '../../db/schema/users';
import { job_outbox } from '../../db/schema/jobs';
import { telecalling_leads, telecalling_queue_builds } from '../../db/schema/telecalling';
import { createCustomer } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { raiseCallback } from './callbacks';
import { runQueueBuild, scheduleQueueBuilds } from './telecalling.service';
import * as repo from './telecalling.repository';
import {
  DAY,
  HOUR,
  api,
  applicationOf,
  closeAllLeads,
  customerAt,
  openLead,
  pinClock,
  staff,
} from './telecalling-test-support';

let t: TestApp;
let clock: ReturnType<typeof pinClock>;
// 10:30 in India: a callback two hours later is still today.
const NOW = new Date('2026-11-24T05:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  t = await createTestApp({ TELECALLING_STICKY_DAYS: '7' }, { jobs: true });
  clock = pinClock(t, NOW);
});
afterAll(async () => t?.close());

async function build(): Promise<number> {
  return runQueueBuild(t.deps, await repo.insertBuild(t.db, null, clock.now()));
}

async function leadsOf(userIds: number[]) {
  return t.db
    .select({ user_id: telecalling_leads.user_id, reason: telecalling_leads.reason, status: telecalling_leads.status })
    .from(telecalling_leads)
    .where(inArray(telecalling_leads.user_id, userIds));
}

describe('queue rules', () => {
  beforeEach(async () => {
    clock.set(NOW);
    // Whatever an earlier test left eligible is added now, so each test counts only its own customers.
    await build();
  });

  it('adds each drop-off with its reason, and only customers idle long enough inside the look-back window', async () => {
    const otp = await customerAt(t.db, { otp: ago(DAY) });
    const otpActive = await customerAt(t.db, { otp: ago(30 * 60_000) });
    const otpOld = await customerAt(t.db, { otp: ago(10 * DAY) });
    const profile = await customerAt(t.db, { otp: ago(2 * DAY), profile: ago(DAY) });
    const offers = await customerAt(t.db, { otp: ago(2 * DAY), profile: ago(2 * DAY), offers: ago(DAY) });
    const rejected = await createCustomer(t.db);
    await applicationOf(t.db, rejected.id, ago(5 * DAY), { rejectedAt: ago(3 * DAY) });
    const goldRejected = await createCustomer(t.db);
    await applicationOf(t.db, goldRejected.id, ago(5 * DAY), { rejectedAt: ago(3 * DAY), product: 'gl' });
    const minor = await createCustomer(t.db, { birth_date: '2010-01-01' });
    await applicationOf(t.db, minor.id, ago(5 * DAY), { rejectedAt: ago(3 * DAY) });

    expect(await build()).toBe(4);
    const rows = await leadsOf([
      otp.id,
      otpActive.id,
      otpOld.id,
      profile.id,
      offers.id,
      rejected.id,
      goldRejected.id,
      minor.id,
    ]);
    expect(new Map(rows.map((row) => [row.user_id, row.reason]))).toEqual(
      new Map([
        [otp.id, 'otp_no_profile'],
        [profile.id, 'profile_no_application'],
        [offers.id, 'offers_not_chosen'],
        [rejected.id, 'rejected_gold_eligible'],
      ]),
    );
  });

  it('never adds an erased customer, one who applied since, or one with an open lead, and never twice', async () => {
    const erased = await customerAt(t.db, { otp: ago(DAY) });
    await t.db
      .update(users)
      .set({ erased_at: ago(HOUR) })
      .where(eq(users.id, erased.id));
    const applied = await customerAt(t.db, { otp: ago(3 * DAY), profile: ago(3 * DAY), offers: ago(2 * DAY) });
    await applicationOf(t.db, applied.id, ago(DAY));
    const reapplied = await createCustomer(t.db);
    await applicationOf(t.db, reapplied.id, ago(10 * DAY), { rejectedAt: ago(3 * DAY) });
    await applicationOf(t.db, reapplied.id, ago(2 * DAY));
    const withLead = await customerAt(t.db, { otp: ago(DAY) });
    await openLead(t.db, { userId: withLead.id, dueAt: ago(HOUR) });
    const fresh = await customerAt(t.db, { otp: ago(DAY) });

    expect(await build()).toBe(1);
    expect(await build()).toBe(0);
    const rows = await leadsOf([erased.id, applied.id, reapplied.id, withLead.id, fresh.id]);
    expect(rows.filter((row) => row.user_id === withLead.id)).toHaveLength(1);
    expect(rows.map((row) => row.user_id).sort()).toEqual([withLead.id, fresh.id].sort());

    // Once the lead is closed, the same drop-off does not bring the customer back.
    await t.db.update(telecalling_leads).set({ status: 'done' }).where(eq(telecalling_leads.user_id, fresh.id));
    expect(await build()).toBe(0);
  });

  it('follows what role 1 sets: a rule switched off adds no one, a shorter window leaves older drop-offs out', async () => {
    const { token } = await staff(t, 1);
    const off = await api(t, token, 'POST', '/api/admin/telecalling/rules/otp_no_profile', {
      enabled: false,
      lookback_days: 7,
      min_idle_hours: 2,
    });
    expect(off.statusCode, off.body).toBe(200);
    const narrow = await api(t, token, 'POST', '/api/admin/telecalling/rules/offers_not_chosen', {
      enabled: true,
      lookback_days: 1,
      min_idle_hours: 1,
    });
    expect(narrow.statusCode, narrow.body).toBe(200);
    const otp = await customerAt(t.db, { otp: ago(DAY) });
    const oldOffers = await customerAt(t.db, { otp: ago(3 * DAY), profile: ago(3 * DAY), offers: ago(2 * DAY) });
    const newOffers = await customerAt(t.db, { otp: ago(5 * HOUR), profile: ago(4 * HOUR), offers: ago(3 * HOUR) });

    expect(await build()).toBe(1);
    expect((await leadsOf([otp.id, oldOffers.id, newOffers.id])).map((row) => row.user_id)).toEqual([newOffers.id]);

    const rules = await api(t, token, 'GET', '/api/admin/telecalling/rules');
    expect(rules.json().data.rules).toContainEqual(
      expect.objectContaining({ reason: 'otp_no_profile', enabled: false, lookback_days: 7, min_idle_hours: 2 }),
    );
    const invalid = await api(t, token, 'POST', '/api/admin/telecalling/rules/otp_no_profile', {
      enabled: true,
      lookback_days: 0,
      min_idle_hours: 9999,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      lookback_days: ['Enter a look-back of 1 to 90 days'],
      min_idle_hours: ['Enter an idle time of 0 to 720 hours'],
    });
    for (const reason of ['otp_no_profile', 'offers_not_chosen']) {
      await api(t, token, 'POST', `/api/admin/telecalling/rules/${reason}`, {
        enabled: true,
        lookback_days: 7,
        min_idle_hours: reason === 'otp_no_profile' ? 2 : 4,
      });
    }
  });

  it('"Build queue now" runs the build as a job and answers the count it added', async () => {
    const { token } = await staff(t, 1);
    await customerAt(t.db, { otp: ago(DAY) });
    await customerAt(t.db, { otp: ago(2 * DAY) });
    const started = await api(t, token, 'POST', '/api/admin/telecalling/builds');
    expect(started.statusCode, started.body).toBe(200);
    const build = started.json().data as QueueBuild;
    expect(build.status).toBe('pending');
    await t.deps.jobs.idle(10_000);
    const done = await api(t, token, 'GET', `/api/admin/telecalling/builds/${build.id}`);
    expect(done.json().data).toMatchObject({ id: build.id, status: 'done', added: 2 });
    // The next scheduled build waits for its slot (a day ahead of the real time, so it does not run during the
    // test); the last build shown is still the one that ran.
    clock.set(new Date(Date.now() + DAY));
    await scheduleQueueBuilds(t.deps);
    const rules = await api(t, token, 'GET', '/api/admin/telecalling/rules');
    expect(rules.json().data.lastBuild).toMatchObject({ id: build.id, added: 2, status: 'done' });
  });

  it('schedules one build per slot, however often it is asked, to start at the slot', async () => {
    // A day ahead of the real time, so the queue does not run the build during the test.
    const later = new Date(Date.now() + DAY);
    clock.set(later);
    await scheduleQueueBuilds(t.deps);
    await scheduleQueueBuilds(t.deps);
    const slot = new Date(Math.floor(later.getTime() / HOUR + 1) * HOUR);
    const rows = await t.db
      .select()
      .from(job_outbox)
      .where(eq(job_outbox.idempotency_key, `telecalling.build:${slot.toISOString()}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.start_after).toEqual(slot);
    const builds = await t.db
      .select()
      .from(telecalling_queue_builds)
      .where(eq(telecalling_queue_builds.created_at, slot));
    expect(builds).toEqual([expect.objectContaining({ status: 'pending', requested_by: null })]);
  });
});

describe('assignment', () => {
  beforeEach(async () => {
    clock.set(NOW);
    await closeAllLeads(t.db);
  });

  const next = async (token: string) => {
    const response = await api(t, token, 'POST', '/api/admin/telecalling/next');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.lead as LeadSummary | null;
  };

  it('gives the due lead, one at a time, and none before it is due', async () => {
    const caller = await staff(t, 3);
    const later = await openLead(t.db, { dueAt: new Date(NOW.getTime() + HOUR) });
    const due = await openLead(t.db, { dueAt: ago(HOUR) });
    expect((await next(caller.token))?.id).toBe(due.id);
    // The lead stays theirs until they dispose of it: asking again gives the same one.
    expect((await next(caller.token))?.id).toBe(due.id);
    clock.set(new Date(NOW.getTime() + 2 * HOUR));
    await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${due.id}/call`);
    await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${due.id}/disposition`, {
      disposition: 'interested',
    });
    expect((await next(caller.token))?.id).toBe(later.id);
  });

  it('never gives two telecallers asking at once the same lead', async () => {
    const callers = await Promise.all([staff(t, 3), staff(t, 3), staff(t, 3), staff(t, 1)]);
    const leads = await Promise.all([0, 1, 2].map(() => openLead(t.db, { dueAt: ago(HOUR) })));
    const given = await Promise.all(callers.map((caller) => next(caller.token)));
    const ids = given.filter((lead): lead is LeadSummary => lead !== null).map((lead) => lead.id);
    expect(ids.sort()).toEqual(leads.map((lead) => lead.id).sort());
    expect(given.filter((lead) => lead === null)).toHaveLength(1);
    const rows = await t.db
      .select({ id: telecalling_leads.id, assigned_to: telecalling_leads.assigned_to })
      .from(telecalling_leads)
      .where(inArray(telecalling_leads.id, ids));
    expect(new Set(rows.map((row) => row.assigned_to)).size).toBe(3);
  });

  it('keeps a customer with the telecaller who had them within the sticky days, and frees them after', async () => {
    const [first, second] = await Promise.all([staff(t, 3), staff(t, 3)]);
    const customer = await createCustomer(t.db);
    const old = await openLead(t.db, { userId: customer.id, dueAt: ago(2 * DAY), assignedTo: first.id });
    await t.db.update(telecalling_leads).set({ status: 'done' }).where(eq(telecalling_leads.id, old.id));
    const fresh = await openLead(t.db, { userId: customer.id, dueAt: ago(HOUR) });

    expect(await next(second.token)).toBeNull();
    // Their own customer comes back to them before an older lead of a customer no one had.
    const older = await openLead(t.db, { dueAt: ago(2 * HOUR) });
    expect((await next(first.token))?.id).toBe(fresh.id);
    expect((await next(second.token))?.id).toBe(older.id);
    await t.db.update(telecalling_leads).set({ status: 'done' }).where(eq(telecalling_leads.id, older.id));

    // Eight days after the first telecaller last had them, anyone may take the customer.
    await t.db.update(telecalling_leads).set({ status: 'done' }).where(eq(telecalling_leads.id, fresh.id));
    const later = await openLead(t.db, { userId: customer.id, dueAt: ago(HOUR) });
    clock.set(new Date(NOW.getTime() + 8 * DAY));
    expect((await next(second.token))?.id).toBe(later.id);
  });

  it('lets another telecaller take a lead its holder has not touched for longer than the sticky days', async () => {
    const [holder, other] = await Promise.all([staff(t, 3), staff(t, 3)]);
    const recent = await openLead(t.db, { dueAt: ago(HOUR), assignedTo: holder.id, assignedAt: ago(6 * DAY) });
    const stale = await openLead(t.db, { dueAt: ago(HOUR), assignedTo: holder.id, assignedAt: ago(8 * DAY) });
    expect((await next(other.token))?.id).toBe(stale.id);
    expect(await next(other.token)).toMatchObject({ id: stale.id, assigned_to: other.id });
    expect((await next(holder.token))?.id).toBe(recent.id);
  });

  it('brings a callback back to the same telecaller at its time, and only then', async () => {
    const [holder, other] = await Promise.all([staff(t, 3), staff(t, 3)]);
    const lead = await openLead(t.db, { dueAt: ago(HOUR) });
    expect((await next(holder.token))?.id).toBe(lead.id);
    const at = new Date(NOW.getTime() + 2 * HOUR);
    await api(t, holder.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/call`);
    const disposed = await api(t, holder.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/disposition`, {
      disposition: 'call_back',
      callback_at: at.toISOString(),
    });
    expect(disposed.statusCode, disposed.body).toBe(200);
    expect(disposed.json().data).toMatchObject({ open: true, lead: { due_at: at.toISOString() } });

    const queue = await api(t, holder.token, 'GET', '/api/admin/telecalling/queue');
    expect(queue.json().data.dueNow).toEqual([]);
    expect(queue.json().data.laterToday.map((row: LeadSummary) => row.id)).toEqual([lead.id]);
    expect(await next(holder.token)).toBeNull();

    clock.set(new Date(at.getTime() + 60_000));
    expect(await next(other.token)).toBeNull();
    expect((await next(holder.token))?.id).toBe(lead.id);
    const due = await api(t, holder.token, 'GET', '/api/admin/telecalling/queue');
    expect(due.json().data.dueNow.map((row: LeadSummary) => row.id)).toEqual([lead.id]);
  });

  it('lets a team lead give a lead to another telecaller, who then has it', async () => {
    const [lead1, caller, other] = await Promise.all([staff(t, 1), staff(t, 3), staff(t, 3)]);
    const lead = await openLead(t.db, { dueAt: ago(HOUR), assignedTo: other.id });
    const moved = await api(t, lead1.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/assign`, {
      admin_id: caller.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.assigned_to).toBe(caller.id);
    expect((await next(caller.token))?.id).toBe(lead.id);
    expect(await next(other.token)).toBeNull();
    const ops = await staff(t, 2);
    const wrong = await api(t, lead1.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/assign`, {
      admin_id: ops.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ admin_id: ['Choose an active telecaller or team lead'] });
  });
});

describe('raiseCallback (the CSR portal)', () => {
  beforeEach(async () => {
    clock.set(NOW);
    await closeAllLeads(t.db);
  });

  it('opens a callback lead due at the time asked, or moves the open one, never opening a second', async () => {
    const { id: csr } = await staff(t, 3);
    const customer = await createCustomer(t.db);
    const dueAt = new Date(NOW.getTime() + 3 * HOUR);
    const first = await raiseCallback(t.deps, t.db, {
      userId: customer.id,
      dueAt,
      note: 'Asked for a call',
      raisedBy: csr,
    });
    const later = new Date(NOW.getTime() + 5 * HOUR);
    const second = await t.db.transaction((tx) =>
      raiseCallback(t.deps, tx, { userId: customer.id, dueAt: later, raisedBy: csr }),
    );
    expect(second.leadId).toBe(first.leadId);
    const rows = await t.db.select().from(telecalling_leads).where(eq(telecalling_leads.user_id, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'csr_callback',
      status: 'open',
      due_at: later,
      note: 'Asked for a call',
      raised_by: csr,
    });
  });
});
