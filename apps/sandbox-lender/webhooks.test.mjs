// The sandbox lender's webhooks and faults (decision 044): signed deliveries a receiver can verify, retries with
// backoff until a 2xx, the delivery log, control-emitted events, and each fault a connector must survive.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { apply, application, cleanUp, control, get, startReceiver, startSandbox, WEBHOOK_SECRET } from './testing.mjs';

afterEach(cleanUp);

/** Verifies a delivery as a receiver would, with nothing of the sandbox's code. */
function verified({ headers, raw }) {
  const timestamp = String(headers['x-signature-timestamp']);
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${raw}`).digest('hex')}`,
  );
  const given = Buffer.from(String(headers['x-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A sandbox whose `key` tenant posts to a new receiver answering `statuses` first. */
async function withReceiver(statuses = [], options = {}) {
  const receiver = await startReceiver(statuses);
  const sandbox = await startSandbox({ webhookUrl: receiver.url, ...options });
  return { receiver, sandbox };
}

const statuses = (calls) => calls.map((call) => call.body.status);

describe('webhook deliveries', () => {
  it('post each event signed over "<timestamp>.<raw body>" with the sandbox’s time, in order', async () => {
    const { receiver, sandbox } = await withReceiver();
    const { application_ref: ref } = (await apply(sandbox, application())).body;
    // Nothing is sent until the manual clock moves; advance(0) sends what is due now.
    expect(receiver.calls).toHaveLength(0);
    await sandbox.advance(0);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED']);
    await sandbox.advance(12_000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'UNDER_REVIEW', 'SANCTIONED', 'DISBURSED']);
    for (const call of receiver.calls) {
      expect(verified(call)).toBe(true);
      expect(call.headers['content-type']).toBe('application/json');
      expect(Number(call.headers['x-signature-timestamp'])).toBe(Math.floor(Date.parse(call.body.occurred_at) / 1000));
    }
    const feed = (await get(sandbox, '/t/key/v1/events')).body.events;
    expect(receiver.calls.map((call) => call.body)).toEqual(feed);
    expect(receiver.calls[3].body).toMatchObject({ application_ref: ref, status: 'DISBURSED', amount: 300_000 });

    const log = (await control(sandbox, 'GET', '/tenants/key/deliveries')).body.deliveries;
    expect(log).toHaveLength(4);
    expect(log[0]).toEqual({
      event_id: feed[0].event_id,
      sequence: 1,
      status: 'RECEIVED',
      attempt: 1,
      duplicate: false,
      bad_signature: false,
      status_code: 200,
      error: null,
      outcome: 'delivered',
      at: feed[0].occurred_at,
    });
  });

  it('retry after a 500 from the receiver, with the backoff, until a 2xx', async () => {
    const { receiver, sandbox } = await withReceiver([500, 503, 502]);
    await apply(sandbox, application());
    await sandbox.advance(0);
    await sandbox.advance(999);
    expect(receiver.calls).toHaveLength(1);
    await sandbox.advance(1); // 1 s after the first attempt
    expect(receiver.calls).toHaveLength(2);
    await sandbox.advance(1000); // the under-review event's own delivery is due at 2 s
    expect(receiver.calls).toHaveLength(3);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'RECEIVED', 'UNDER_REVIEW']);
    // At 3 s: the third attempt, 2 s after the second, then the under-review event's second, 1 s after its first.
    await sandbox.advance(1000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'RECEIVED', 'UNDER_REVIEW', 'RECEIVED', 'UNDER_REVIEW']);
    for (const call of receiver.calls) expect(verified(call)).toBe(true);
    const log = (await control(sandbox, 'GET', '/tenants/key/deliveries')).body.deliveries;
    expect(log.map((entry) => [entry.status, entry.attempt, entry.status_code, entry.outcome])).toEqual([
      ['RECEIVED', 1, 500, 'retrying'],
      ['RECEIVED', 2, 503, 'retrying'],
      ['UNDER_REVIEW', 1, 502, 'retrying'],
      ['RECEIVED', 3, 200, 'delivered'],
      ['UNDER_REVIEW', 2, 200, 'delivered'],
    ]);
    expect(log.map((entry) => Date.parse(entry.at) - Date.parse(log[0].at))).toEqual([0, 1000, 2000, 3000, 3000]);
  });

  it('log a receiver that cannot be reached, and give up after the most attempts', async () => {
    const { receiver, sandbox } = await withReceiver([], { webhookRetryDelaysMs: [100, 200], webhookMaxAttempts: 4 });
    sandbox.setTenant('key', { auth: 'api_key', apiKey: 'k', webhookUrl: 'http://127.0.0.1:9/', webhookSecret: 's' });
    await apply(sandbox, application(), { headers: { 'x-api-key': 'k' } });
    await sandbox.advance(1000);
    const log = (await control(sandbox, 'GET', '/tenants/key/deliveries')).body.deliveries;
    const received = log.filter((entry) => entry.status === 'RECEIVED');
    expect(received.map((entry) => [entry.attempt, entry.status_code, entry.outcome])).toEqual([
      [1, null, 'retrying'],
      [2, null, 'retrying'],
      [3, null, 'retrying'],
      [4, null, 'gave_up'],
    ]);
    expect(received[0].error).toBe('ECONNREFUSED');
    // 100 ms, then 200 ms, then the last delay again.
    expect(received.map((entry) => Date.parse(entry.at) - Date.parse(received[0].at))).toEqual([0, 100, 300, 500]);
    expect(receiver.calls).toHaveLength(0);
  });

  it('send an event emitted through the control API before answering', async () => {
    const { receiver, sandbox } = await withReceiver();
    const { application_ref: ref } = (await apply(sandbox, application({ loan: { amount: 2_000_000 } }))).body;
    await sandbox.advance(4000);
    expect(statuses(receiver.calls).at(-1)).toBe('DOCS_REQUIRED');
    const emitted = await control(sandbox, 'POST', `/tenants/key/applications/${ref}/events`, {
      status: 'SANCTIONED',
      amount: 1_500_000,
    });
    expect(emitted).toMatchObject({ status: 201, body: { event: { status: 'SANCTIONED', amount: 1_500_000 } } });
    expect(receiver.calls.at(-1)?.body).toEqual(emitted.body.event);
    // A sanction goes on to its disbursal, of the sanctioned amount.
    await sandbox.advance(8000);
    expect(receiver.calls.at(-1)?.body).toMatchObject({ status: 'DISBURSED', amount: 1_500_000 });
    expect((await get(sandbox, `/t/key/v1/loan-applications/${ref}`)).body).toMatchObject({
      status: 'DISBURSED',
      sanctioned_amount: 1_500_000,
      disbursed_amount: 1_500_000,
    });
  });

  it('let a control event take over from the rules, and refuse a wrong one', async () => {
    const { receiver, sandbox } = await withReceiver();
    const { application_ref: ref } = (await apply(sandbox, application())).body;
    const path = `/tenants/key/applications/${ref}/events`;
    expect(await control(sandbox, 'POST', path, { status: 'declined', amount: -1 })).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION', fields: { status: 'invalid', amount: 'invalid' } } },
    });
    expect((await control(sandbox, 'POST', '/tenants/key/applications/SBX-NOPE0000/events', {})).status).toBe(404);
    await control(sandbox, 'POST', path, { status: 'DECLINED', reason_code: 'POLICY' });
    await sandbox.advance(60_000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'DECLINED']);
    expect(receiver.calls[1].body).toMatchObject({ reason_code: 'POLICY', amount: null });
  });
});

describe('faults', () => {
  it('timeout: holds the next call unanswered (it is still processed) until the client gives up', async () => {
    const { sandbox } = await withReceiver();
    await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'timeout', times: 1 });
    await expect(apply(sandbox, application(), { key: 'app-1', signal: AbortSignal.timeout(150) })).rejects.toThrow();
    // The answer was lost, not the application: the retry with the same key finds it.
    const retry = await apply(sandbox, application(), { key: 'app-1' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    const { applications } = (await control(sandbox, 'GET', '/tenants/key/applications')).body;
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ posts: 2, replays: 1 });
  });

  it('timeout: a held call ends when the sandbox closes', async () => {
    const sandbox = await startSandbox();
    sandbox.setFault('key', 'timeout', 1);
    const pending = apply(sandbox, application());
    const outcome = pending.then(
      () => 'answered',
      () => 'ended',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sandbox.close();
    expect(await outcome).toBe('ended');
  });

  it('error_500 applies to status calls too, then stops', async () => {
    const sandbox = await startSandbox();
    await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'error_500', times: 1 });
    expect((await get(sandbox, '/t/key/v1/events')).status).toBe(500);
    expect((await get(sandbox, '/t/key/v1/events')).status).toBe(200);
  });

  it('bad_signature: the next delivery is signed wrongly, and its retry rightly', async () => {
    const { receiver, sandbox } = await withReceiver([401]);
    await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'bad_signature', times: 1 });
    await apply(sandbox, application());
    await sandbox.advance(1000);
    expect(receiver.calls).toHaveLength(2);
    expect(receiver.calls.map(verified)).toEqual([false, true]);
    expect(receiver.calls[0].headers['x-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    const log = (await control(sandbox, 'GET', '/tenants/key/deliveries')).body.deliveries;
    expect(log.map((entry) => [entry.attempt, entry.bad_signature, entry.status_code])).toEqual([
      [1, true, 401],
      [2, false, 200],
    ]);
  });

  it('duplicate_events: the next event is delivered twice, the copy a second later', async () => {
    const { receiver, sandbox } = await withReceiver();
    await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'duplicate_events', times: 1 });
    await apply(sandbox, application());
    await sandbox.advance(1000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'RECEIVED']);
    expect(receiver.calls[1].raw).toBe(receiver.calls[0].raw);
    expect(receiver.calls.map(verified)).toEqual([true, true]);
    expect(receiver.calls[1].headers['x-signature']).not.toBe(receiver.calls[0].headers['x-signature']);
    await sandbox.advance(11_000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'RECEIVED', 'UNDER_REVIEW', 'SANCTIONED', 'DISBURSED']);
  });

  it('out_of_order: the next pair of events is delivered in reverse (DISBURSED before SANCTIONED)', async () => {
    const { receiver, sandbox } = await withReceiver();
    await apply(sandbox, application());
    await sandbox.advance(2000);
    await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'out_of_order', times: 1 });
    await sandbox.advance(2000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'UNDER_REVIEW']);
    await sandbox.advance(8000);
    expect(statuses(receiver.calls)).toEqual(['RECEIVED', 'UNDER_REVIEW', 'DISBURSED', 'SANCTIONED']);
    expect(receiver.calls.map((call) => call.body.sequence)).toEqual([1, 2, 4, 3]);
    // The feed stays in order.
    const feed = (await get(sandbox, '/t/key/v1/events')).body.events;
    expect(feed.map((event) => event.status)).toEqual(['RECEIVED', 'UNDER_REVIEW', 'SANCTIONED', 'DISBURSED']);
    expect((await control(sandbox, 'GET', '/tenants/key')).body.faults.out_of_order).toBe(0);
  });

  it('refuses an unknown fault or tenant', async () => {
    const sandbox = await startSandbox();
    expect(await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'meteor' })).toMatchObject({
      status: 422,
      body: { error: { code: 'VALIDATION', fields: { fault: expect.stringContaining('timeout') } } },
    });
    expect((await control(sandbox, 'POST', '/faults', { tenant: 'nobody', fault: 'timeout' })).status).toBe(404);
  });
});

describe('the control API', () => {
  it('configures a tenant, refusing a wrong configuration with a message per setting', async () => {
    const sandbox = await startSandbox();
    const wrong = await control(sandbox, 'PUT', '/tenants/new-lender', {
      auth: 'hmac',
      keyId: 'k',
      webhookUrl: 'ftp://example.test',
      decisionDelayMs: -1,
      webhookURL: 'typo',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'BAD_CONFIG',
      fields: {
        hmacSecret: 'is required when auth is hmac',
        webhookUrl: 'must be an http or https address',
        webhookSecret: 'is required when webhookUrl is set',
        decisionDelayMs: expect.stringContaining('whole number'),
        webhookURL: expect.stringContaining('unknown setting'),
      },
    });
    expect(wrong.body.error.message).toContain('hmacSecret');
    expect((await control(sandbox, 'PUT', '/tenants/new-lender', { auth: 'magic' })).body.error.fields.auth).toBe(
      'must be one of api_key, hmac, oauth',
    );
    expect((await control(sandbox, 'PUT', '/tenants/bad%20name', { auth: 'api_key', apiKey: 'k' })).status).toBe(400);

    const created = await control(sandbox, 'PUT', '/tenants/new-lender', {
      auth: 'api_key',
      apiKey: 'secret-api-key',
      decisionDelayMs: 0,
    });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('secret-api-key');
    expect(created.body).toMatchObject({ tenant: 'new-lender', auth: 'api_key', secretsSet: { apiKey: true } });
    const { application_ref: ref } = (
      await apply(sandbox, application(), { tenant: 'new-lender', headers: { 'x-api-key': 'secret-api-key' } })
    ).body;
    await control(sandbox, 'POST', '/advance', { ms: 0 });
    expect(
      (await get(sandbox, `/t/new-lender/v1/loan-applications/${ref}`, { 'x-api-key': 'secret-api-key' })).body.status,
    ).toBe('SANCTIONED');
    expect((await control(sandbox, 'PUT', '/tenants/new-lender', { auth: 'api_key', apiKey: 'k2' })).status).toBe(200);
  });

  it('moves the clock through POST /_control/advance and answers the new time', async () => {
    const sandbox = await startSandbox({ startAt: '2026-12-01T10:00:00.000Z' });
    expect((await control(sandbox, 'GET', '/clock')).body).toEqual({
      now: '2026-12-01T10:00:00.000Z',
      clock: 'manual',
    });
    expect((await control(sandbox, 'POST', '/advance', { ms: 90_000 })).body).toEqual({
      now: '2026-12-01T10:01:30.000Z',
    });
    expect((await control(sandbox, 'POST', '/advance', { ms: -5 })).status).toBe(422);
  });

  it('refuses tenants that are not valid when started', async () => {
    await expect(startSandbox({ tenants: { x: { auth: 'api_key' } } })).rejects.toThrow(/apiKey/);
  });
});
