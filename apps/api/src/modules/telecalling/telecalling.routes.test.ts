/** Telecalling's routes: dispositions and their rules, notes, masking, who may call what, click-to-call and its status callbacks. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TELEPHONY_SIGNATURE_HEADER, TELEPHONY_TIMESTAMP_HEADER } from '@saakh/domain/telecalling';
import { audit_log } from '../../db/schema/audit';
import { admin_users } from '../../db/schema/admins';
import { customer_notes, telecalling_calls, telecalling_leads } from '../../db/schema/telecalling';
import { silentLogger } from '../../deps';
import { signCall } from '../../lib/http/signed-calls';
import { createLocalTelephony, type TelephonyProvider } from '../../lib/telephony/telephony';
import { createCustomer, createSession } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DAY, HOUR, api, applicationOf, closeAllLeads, openLead, pinClock, staff } from './telecalling-test-support';

let t: TestApp;
let clock: ReturnType<typeof pinClock>;
const NOW = new Date('2026-11-24T05:00:00Z');
const SECRET = 'telephony-test-secret-0123456789';
const PAN = 'ABCPE1234F';

beforeAll(async () => {
  t = await createTestApp({
    TELEPHONY_WEBHOOK_SECRET: SECRET,
    TELECALLING_MAX_ATTEMPTS: '2',
    TELECALLING_RETRY_HOURS: '4',
  });
  clock = pinClock(t, NOW);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  clock.set(NOW);
  await closeAllLeads(t.db);
});

/** A telecaller holding a due lead of a new customer (with a PAN and an application). */
async function heldLead(roleId: 1 | 3 = 3) {
  const caller = await staff(t, roleId);
  const customer = await createCustomer(t.db, {
    first_name: 'Asha',
    last_name: 'Rao',
    tin: PAN,
    email: 'asha@example.in',
  });
  await applicationOf(t.db, customer.id, new Date(NOW.getTime() - 3 * DAY));
  const lead = await openLead(t.db, {
    userId: customer.id,
    dueAt: new Date(NOW.getTime() - HOUR),
    assignedTo: caller.id,
  });
  return { caller, customer, lead };
}

/** Saves an outcome as the work view does: only after a call (the local provider places it). */
const disposeOnly = (token: string, leadId: number, body: object) =>
  api(t, token, 'POST', `/api/admin/telecalling/leads/${leadId}/disposition`, body);
async function dispose(token: string, leadId: number, body: object) {
  await api(t, token, 'POST', `/api/admin/telecalling/leads/${leadId}/call`);
  return disposeOnly(token, leadId, body);
}

async function leadRow(id: number) {
  const [row] = await t.db.select().from(telecalling_leads).where(eq(telecalling_leads.id, id));
  return row;
}

describe('dispositions', () => {
  it.each(['interested', 'wrong_number', 'applied'] as const)('%s closes the lead', async (disposition) => {
    const { caller, lead } = await heldLead();
    const response = await dispose(caller.token, lead.id, { disposition });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Disposition saved', data: { open: false } });
    expect(await leadRow(lead.id)).toMatchObject({ status: 'done', last_disposition: disposition, closed_at: NOW });
  });

  it('not interested needs a reason from the list, then closes the lead with it', async () => {
    const { caller, lead } = await heldLead();
    const missing = await dispose(caller.token, lead.id, { disposition: 'not_interested' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ reason: ['Choose why the customer is not interested'] });
    const unknown = await dispose(caller.token, lead.id, { disposition: 'not_interested', reason: 'bored' });
    expect(unknown.statusCode).toBe(422);
    expect((await leadRow(lead.id))?.status).toBe('open');
    const ok = await dispose(caller.token, lead.id, { disposition: 'not_interested', reason: 'rate_too_high' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'done', last_disposition: 'not_interested' });
  });

  it('call back needs a time in the future, and keeps the lead with its holder until then', async () => {
    const { caller, lead } = await heldLead();
    const missing = await dispose(caller.token, lead.id, { disposition: 'call_back' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ callback_at: ['Choose when to call back'] });
    const past = await dispose(caller.token, lead.id, {
      disposition: 'call_back',
      callback_at: new Date(NOW.getTime() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ callback_at: ['The callback must be in the future'] });
    expect((await leadRow(lead.id))?.last_disposition).toBeNull();
    const at = new Date(NOW.getTime() + DAY);
    const ok = await dispose(caller.token, lead.id, { disposition: 'call_back', callback_at: at.toISOString() });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'open', due_at: at, assigned_to: caller.id });
  });

  it('not reachable comes back after the retry hours, until the attempts run out', async () => {
    const { caller, lead } = await heldLead();
    const first = await dispose(caller.token, lead.id, { disposition: 'not_reachable' });
    expect(first.json().data.open).toBe(true);
    expect(await leadRow(lead.id)).toMatchObject({
      status: 'open',
      attempts: 1,
      due_at: new Date(NOW.getTime() + 4 * HOUR),
    });
    clock.set(new Date(NOW.getTime() + 5 * HOUR));
    const second = await dispose(caller.token, lead.id, { disposition: 'not_reachable' });
    expect(second.json().data.open).toBe(false);
    expect(await leadRow(lead.id)).toMatchObject({ status: 'done', attempts: 2 });
    const again = await dispose(caller.token, lead.id, { disposition: 'interested' });
    expect(again.statusCode).toBe(409);
  });

  it('saves an outcome only after a call attempt since the last one, and says so in the work view', async () => {
    const { caller, lead } = await heldLead();
    const called = async () =>
      (await api(t, caller.token, 'GET', `/api/admin/telecalling/leads/${lead.id}`)).json().data.called as boolean;
    expect(await called()).toBe(false);
    const uncalled = await disposeOnly(caller.token, lead.id, { disposition: 'interested' });
    expect(uncalled.statusCode).toBe(409);
    expect(uncalled.json().message).toBe('Call the customer before saving what the call ended in');
    expect(await leadRow(lead.id)).toMatchObject({ status: 'open', last_disposition: null });

    // Another telecaller's call does not count for this one.
    const other = await staff(t, 3);
    await t.db.insert(telecalling_calls).values({
      lead_id: lead.id,
      user_id: lead.user_id,
      admin_id: other.id,
      provider: 'local',
      created_at: NOW,
    });
    expect((await disposeOnly(caller.token, lead.id, { disposition: 'interested' })).statusCode).toBe(409);

    expect((await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/call`)).statusCode).toBe(200);
    expect(await called()).toBe(true);
    // The call ends and the telecaller saves what it ended in, a minute later.
    clock.set(new Date(NOW.getTime() + 60_000));
    const later = new Date(NOW.getTime() + DAY).toISOString();
    const saved = await disposeOnly(caller.token, lead.id, { disposition: 'call_back', callback_at: later });
    expect(saved.statusCode, saved.body).toBe(200);
    // The next outcome needs the next call.
    expect(await called()).toBe(false);
    expect((await disposeOnly(caller.token, lead.id, { disposition: 'interested' })).statusCode).toBe(409);
  });

  it('audits every disposition with who, what and the callback time', async () => {
    const { caller, lead } = await heldLead();
    const at = new Date(NOW.getTime() + 2 * HOUR).toISOString();
    await dispose(caller.token, lead.id, { disposition: 'call_back', callback_at: at, note: 'After lunch' });
    const rows = await t.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.entity, 'telecalling_lead'),
          eq(audit_log.entity_id, String(lead.id)),
          eq(audit_log.action, 'telecalling.disposition'),
        ),
      );
    expect(rows).toEqual([
      expect.objectContaining({
        actor_kind: 'admin',
        actor_id: caller.id,
        action: 'telecalling.disposition',
        field: 'disposition',
        new_value: JSON.stringify({ disposition: 'call_back', callback_at: at, open: true }),
      }),
    ]);
  });
});

describe('a customer in the work view', () => {
  it('shows context with the mobile, PAN and e-mail masked, and keeps notes', async () => {
    const { caller, customer, lead } = await heldLead();
    const note = await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/notes`, {
      text: 'Wants a smaller amount',
    });
    expect(note.statusCode, note.body).toBe(200);
    const empty = await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/notes`, { text: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ text: ['Write a note'] });

    const detail = await api(t, caller.token, 'GET', `/api/admin/telecalling/leads/${lead.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data.customer).toMatchObject({
      name: 'Asha Rao',
      mobile: `******${customer.mobile_phone_number.slice(-4)}`,
      pan: '******234F',
      email: 'a***@example.in',
    });
    expect(data.applications).toHaveLength(1);
    expect(data.notes).toEqual([expect.objectContaining({ text: 'Wants a smaller amount' })]);
    const stored = await t.db.select().from(customer_notes).where(eq(customer_notes.user_id, customer.id));
    expect(stored).toHaveLength(1);
  });

  it('never answers role 3 a whole mobile number or PAN in any telecalling answer', async () => {
    const { caller, customer, lead } = await heldLead();
    const bodies = await Promise.all([
      api(t, caller.token, 'GET', '/api/admin/telecalling/queue'),
      api(t, caller.token, 'POST', '/api/admin/telecalling/next'),
      api(t, caller.token, 'GET', `/api/admin/telecalling/leads/${lead.id}`),
    ]);
    const disposed = await dispose(caller.token, lead.id, {
      disposition: 'call_back',
      callback_at: new Date(NOW.getTime() + HOUR).toISOString(),
    });
    for (const response of [...bodies, disposed]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).not.toContain(customer.mobile_phone_number);
      expect(response.body).not.toContain(PAN);
    }
    expect(bodies[0]?.body).toContain(`******${customer.mobile_phone_number.slice(-4)}`);
  });
});

describe('who may call what', () => {
  const workerRoutes = (leadId: number) => [
    { method: 'GET' as const, url: '/api/admin/telecalling/queue' },
    { method: 'POST' as const, url: '/api/admin/telecalling/next' },
    { method: 'GET' as const, url: `/api/admin/telecalling/leads/${leadId}` },
    { method: 'POST' as const, url: `/api/admin/telecalling/leads/${leadId}/notes`, payload: { text: 'x' } },
    {
      method: 'POST' as const,
      url: `/api/admin/telecalling/leads/${leadId}/disposition`,
      payload: { disposition: 'interested' },
    },
    { method: 'POST' as const, url: `/api/admin/telecalling/leads/${leadId}/call` },
    { method: 'GET' as const, url: '/api/admin/telecalling/agent' },
    { method: 'POST' as const, url: '/api/admin/telecalling/agent', payload: { phone: '9876543210' } },
  ];
  const leadRoutes = (leadId: number, adminId: number) => [
    { method: 'GET' as const, url: '/api/admin/telecalling/rules' },
    {
      method: 'POST' as const,
      url: '/api/admin/telecalling/rules/otp_no_profile',
      payload: { enabled: true, lookback_days: 7, min_idle_hours: 2 },
    },
    { method: 'POST' as const, url: '/api/admin/telecalling/builds' },
    { method: 'GET' as const, url: '/api/admin/telecalling/builds/1' },
    { method: 'GET' as const, url: '/api/admin/telecalling/team' },
    { method: 'GET' as const, url: '/api/admin/telecalling/team/leads' },
    { method: 'GET' as const, url: '/api/admin/telecalling/telecallers' },
    { method: 'POST' as const, url: `/api/admin/telecalling/leads/${leadId}/assign`, payload: { admin_id: adminId } },
  ];

  it('refuses role 2, customers and anonymous callers every telecalling route, and role 3 the team lead’s', async () => {
    const { caller, lead } = await heldLead();
    const ops = await staff(t, 2);
    const customer = await createCustomer(t.db);
    const customerToken = await createSession(t.db, 'customer', customer.id);
    for (const route of [...workerRoutes(lead.id), ...leadRoutes(lead.id, caller.id)]) {
      const asOps = await api(t, ops.token, route.method, route.url, route.payload);
      expect(asOps.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect((await api(t, customerToken, route.method, route.url, route.payload)).statusCode).toBe(403);
      expect((await api(t, null, route.method, route.url, route.payload)).statusCode).toBe(401);
    }
    for (const route of leadRoutes(lead.id, caller.id)) {
      const asCaller = await api(t, caller.token, route.method, route.url, route.payload);
      expect(asCaller.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect((await leadRow(lead.id))?.status).toBe('open');
  });

  it('refuses a telecaller another telecaller’s lead: its context, notes, disposition and call', async () => {
    const { lead, customer } = await heldLead();
    const other = await staff(t, 3);
    for (const route of workerRoutes(lead.id).filter((r) => r.url.includes('/leads/'))) {
      const response = await api(t, other.token, route.method, route.url, route.payload);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().message).toBe('This customer is with another telecaller');
    }
    expect(await leadRow(lead.id)).toMatchObject({ status: 'open', last_disposition: null });
    expect(await t.db.select().from(customer_notes).where(eq(customer_notes.user_id, customer.id))).toEqual([]);
    expect(await t.db.select().from(telecalling_calls).where(eq(telecalling_calls.lead_id, lead.id))).toEqual([]);
  });

  it('shows a team lead the team: queues, calls, connected calls and outcomes per telecaller and per day', async () => {
    const { caller, lead } = await heldLead();
    await openLead(t.db, { dueAt: new Date(NOW.getTime() + HOUR), assignedTo: caller.id });
    await t.db.insert(telecalling_calls).values([
      { lead_id: lead.id, user_id: lead.user_id, admin_id: caller.id, provider: 'local', status: 'completed' },
      { lead_id: lead.id, user_id: lead.user_id, admin_id: caller.id, provider: 'local', status: 'no_answer' },
    ]);
    await dispose(caller.token, lead.id, { disposition: 'not_interested', reason: 'other' });
    const teamLead = await staff(t, 1);
    clock.set(new Date(Date.now()));
    const response = await api(t, teamLead.token, 'GET', '/api/admin/telecalling/team?preset=today');
    expect(response.statusCode, response.body).toBe(200);
    const agent = response.json().data.agents.find((row: { admin_id: number }) => row.admin_id === caller.id);
    expect(agent).toMatchObject({ queue: 1, calls: 2, connected: 1 });
    const bad = await api(t, teamLead.token, 'GET', '/api/admin/telecalling/team?preset=custom_range&from=2026-11-10');
    expect(bad.statusCode).toBe(422);
  });
});

describe('click-to-call', () => {
  let local: ReturnType<typeof createLocalTelephony>;
  beforeAll(() => {
    local = createLocalTelephony(silentLogger, { ringingMs: 5, answeredMs: 20, completedMs: 1_040 });
    t.deps.telephony = local;
  });

  it('bridges the call through the local provider, which reports ringing, answered and completed', async () => {
    const { caller, customer, lead } = await heldLead();
    const started = await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/call`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.body).not.toContain(customer.mobile_phone_number);
    const callId = started.json().data.id as number;
    expect(local.calls.at(-1)).toMatchObject({ customerNumber: customer.mobile_phone_number });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const status = await api(t, caller.token, 'GET', `/api/admin/telecalling/calls/${callId}`);
    expect(status.json().data).toEqual({ id: callId, status: 'completed' });
    const [row] = await t.db.select().from(telecalling_calls).where(eq(telecalling_calls.id, callId));
    expect(row).toMatchObject({ provider: 'local', duration_seconds: 1, admin_id: caller.id });
  });

  it('asks for the telecaller’s own phone when the provider rings it first', async () => {
    const { caller, lead } = await heldLead();
    const placed: string[] = [];
    const bridge: TelephonyProvider = {
      name: 'http',
      needsAgentNumber: true,
      startCall: async (request) => {
        placed.push(request.agentNumber ?? '');
        return { callId: `bridge-${lead.id}` };
      },
    };
    t.deps.telephony = bridge;
    try {
      const refused = await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/call`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe('Add your own phone number first: the provider rings it before the customer');
      const bad = await api(t, caller.token, 'POST', '/api/admin/telecalling/agent', { phone: '12345' });
      expect(bad.statusCode).toBe(422);
      await api(t, caller.token, 'POST', '/api/admin/telecalling/agent', { phone: '9812345678' });
      const [admin] = await t.db.select().from(admin_users).where(eq(admin_users.id, caller.id));
      expect(admin?.phone).toBe('9812345678');
      const ok = await api(t, caller.token, 'POST', `/api/admin/telecalling/leads/${lead.id}/call`);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(placed).toEqual(['9812345678']);
    } finally {
      t.deps.telephony = local;
    }
  });
});

describe('status callbacks (POST /api/telecalling/call-events)', () => {
  async function placedCall() {
    const { caller, lead } = await heldLead();
    const [row] = await t.db
      .insert(telecalling_calls)
      .values({
        lead_id: lead.id,
        user_id: lead.user_id,
        admin_id: caller.id,
        provider: 'http',
        provider_call_id: `prov-${lead.id}`,
      })
      .returning();
    return row!;
  }
  type Signed = { timestamp: string; signature: string };
  // The pinned clock stands still; a provider signs each call afresh, so each is signed at a second of its own.
  let callsSigned = 0;
  const sign = (secret: string, body: string): Signed => {
    const timestamp = String(Math.floor(t.deps.clock.now().getTime() / 1000) - (callsSigned++ % 200));
    return { timestamp, signature: signCall(secret, timestamp, body) };
  };
  const post = (body: string, signed?: Signed) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telecalling/call-events',
      headers: {
        'content-type': 'application/json',
        ...(signed
          ? { [TELEPHONY_TIMESTAMP_HEADER]: signed.timestamp, [TELEPHONY_SIGNATURE_HEADER]: signed.signature }
          : {}),
      },
      payload: body,
    });

  it('records a signed status and refuses a missing or wrong signature without a change', async () => {
    const call = await placedCall();
    const body = JSON.stringify({ call_id: call.provider_call_id, status: 'completed', duration_seconds: 42 });
    expect((await post(body)).statusCode).toBe(401);
    const forged = await post(body, sign('another-secret-of-some-length', body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('The signature does not match');
    const tampered = await post(body.replace('42', '4200'), sign(SECRET, body));
    expect(tampered.statusCode).toBe(401);
    const [unchanged] = await t.db.select().from(telecalling_calls).where(eq(telecalling_calls.id, call.id));
    expect(unchanged?.status).toBe('initiated');

    const signed = sign(SECRET, body);
    const ok = await post(body, signed);
    expect(ok.statusCode, ok.body).toBe(200);
    // The same signed call again (a replay) is refused.
    expect((await post(body, signed)).statusCode).toBe(401);
    // A late 'ringing' does not take a finished call back.
    const late = JSON.stringify({ call_id: call.provider_call_id, status: 'ringing' });
    expect((await post(late, sign(SECRET, late))).statusCode).toBe(200);
    const [row] = await t.db.select().from(telecalling_calls).where(eq(telecalling_calls.id, call.id));
    expect(row).toMatchObject({ status: 'completed', duration_seconds: 42 });
  });

  it('answers 404 for a call nobody placed and 422 for a signed body of the wrong shape', async () => {
    const unknown = JSON.stringify({ call_id: 'nobody', status: 'answered' });
    expect((await post(unknown, sign(SECRET, unknown))).statusCode).toBe(404);
    const wrong = JSON.stringify({ call_id: 'x', status: 'exploded' });
    expect((await post(wrong, sign(SECRET, wrong))).statusCode).toBe(422);
    expect((await post('{not json', sign(SECRET, '{not json'))).statusCode).toBe(422);
  });
});
