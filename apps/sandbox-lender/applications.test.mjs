// The sandbox lender's applications (decision 044): receiving one under an Idempotency-Key, validating it field by
// field, deciding it by the contract's rules on its manual clock, and the polling feed of its events.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { ageOn, applicationProblems, newApplicationRef } from './rules.mjs';
import { API_KEY, apply, application, cleanUp, control, get, startSandbox } from './testing.mjs';

afterEach(cleanUp);

const REF = /^SBX-[0-9A-HJKMNP-TV-Z]{8}$/;

describe('receiving an application', () => {
  it('answers 201 with the reference and RECEIVED, and serves the application to its tenant only', async () => {
    const sandbox = await startSandbox();
    const answer = await apply(sandbox, application());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      application_ref: expect.stringMatching(REF),
      status: 'RECEIVED',
      received_at: new Date(sandbox.now()).toISOString(),
    });
    const ref = answer.body.application_ref;
    expect(answer.headers.get('idempotent-replay')).toBeNull();

    const read = await get(sandbox, `/t/key/v1/loan-applications/${ref}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      application_ref: ref,
      partner_reference: 'SAAKH-APP-1',
      status: 'RECEIVED',
      reason_code: null,
      requested_amount: 300_000,
      sanctioned_amount: null,
      disbursed_amount: null,
      events: [{ sequence: 1, status: 'RECEIVED', application_ref: ref }],
    });

    // Another tenant does not see it, and an unknown reference is a 404 too.
    sandbox.setTenant('other', { auth: 'api_key', apiKey: 'other-key' });
    expect((await get(sandbox, `/t/other/v1/loan-applications/${ref}`, { 'x-api-key': 'other-key' })).status).toBe(404);
    expect((await get(sandbox, '/t/key/v1/loan-applications/SBX-00000000')).body.error.code).toBe('NOT_FOUND');
  });

  it('answers the first application again for the same key and body, once only', async () => {
    const sandbox = await startSandbox();
    const first = await apply(sandbox, application(), { key: 'app-42' });
    // The same body with its keys in another order is the same body.
    const { loan, applicant, partner_reference } = application();
    const again = await apply(sandbox, { loan, partner_reference, applicant }, { key: 'app-42' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    const received = await control(sandbox, 'GET', '/tenants/key/applications');
    expect(received.body.applications).toEqual([
      expect.objectContaining({
        application_ref: first.body.application_ref,
        partner_reference: 'SAAKH-APP-1',
        idempotency_key: 'app-42',
        posts: 2,
        replays: 1,
      }),
    ]);
  });

  it('refuses the same key with another body (422) and a call without a key (400)', async () => {
    const sandbox = await startSandbox();
    await apply(sandbox, application(), { key: 'app-42' });
    expect(await apply(sandbox, application({ loan: { amount: 400_000 } }), { key: 'app-42' })).toMatchObject({
      status: 422,
      body: { error: { code: 'IDEMPOTENCY_KEY_REUSED' } },
    });
    expect(await apply(sandbox, application(), { key: null })).toMatchObject({
      status: 400,
      body: { error: { code: 'IDEMPOTENCY_KEY_REQUIRED' } },
    });
    expect(sandbox.tenant('key')?.applications.size).toBe(1);
  });

  it('creates nothing on an error_500 fault, and one application on the retry with the same key', async () => {
    const sandbox = await startSandbox();
    await control(sandbox, 'POST', '/faults', { tenant: 'key', fault: 'error_500', times: 2 });
    for (let i = 0; i < 2; i += 1) {
      expect(await apply(sandbox, application(), { key: 'app-7' })).toMatchObject({
        status: 500,
        body: { error: { code: 'INTERNAL' } },
      });
    }
    expect((await control(sandbox, 'GET', '/tenants/key/applications')).body.applications).toEqual([]);
    expect((await apply(sandbox, application(), { key: 'app-7' })).status).toBe(201);
    expect((await apply(sandbox, application(), { key: 'app-7' })).status).toBe(200);
    const { applications } = (await control(sandbox, 'GET', '/tenants/key/applications')).body;
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({ posts: 2, replays: 1 });
  });
});

describe('validation', () => {
  it('answers 422 with every wrong field by its path', async () => {
    const sandbox = await startSandbox();
    const answer = await apply(
      sandbox,
      application({
        applicant: {
          name: '',
          mobile: '5876543210',
          pan: 'abcpv1234k',
          date_of_birth: '1990-02-30',
          monthly_income: 25_000.5,
          pincode: undefined,
        },
        loan: { amount: '300000', tenure_months: 0 },
        partner_reference: undefined,
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: {
        code: 'VALIDATION',
        message: expect.any(String),
        fields: {
          partner_reference: 'required',
          'applicant.name': 'invalid',
          'applicant.mobile': 'invalid',
          'applicant.pan': 'invalid',
          'applicant.date_of_birth': 'invalid',
          'applicant.monthly_income': 'invalid',
          'applicant.pincode': 'required',
          'loan.amount': 'invalid',
          'loan.tenure_months': 'invalid',
        },
      },
    });
    expect(sandbox.tenant('key')?.applications.size).toBe(0);
  });

  it.each([
    ['mobile', '9876543210', true],
    ['mobile', '6000000000', true],
    ['mobile', '987654321', false],
    ['mobile', '98765432100', false],
    ['mobile', 9876543210, false],
    ['pan', 'ABCDE1234F', true],
    ['pan', 'ABCD1234F', false],
    ['pan', 'ABCDE12345', false],
    ['date_of_birth', '2000-02-29', true],
    ['date_of_birth', '2001-02-29', false],
    ['date_of_birth', '15/06/1990', false],
    ['monthly_income', 1, true],
    ['monthly_income', 0, false],
    ['monthly_income', -5000, false],
    ['pincode', '560001', true],
    ['pincode', '060001', false],
  ])('applicant.%s %j is acceptable: %s', (field, value, ok) => {
    const problems = applicationProblems(application({ applicant: { [field]: value } }));
    expect(problems).toEqual(ok ? {} : { [`applicant.${field}`]: 'invalid' });
  });

  it('names the missing groups of a body that is not an application', () => {
    expect(applicationProblems([])).toEqual({ partner_reference: 'required', applicant: 'required', loan: 'required' });
    expect(applicationProblems({ partner_reference: 'X', applicant: 'Asha', loan: [] })).toEqual({
      applicant: 'invalid',
      loan: 'invalid',
    });
  });

  it('makes references of SBX- and 8 base32 characters', () => {
    const refs = new Set(Array.from({ length: 200 }, newApplicationRef));
    expect(refs.size).toBe(200);
    for (const ref of refs) expect(ref).toMatch(REF);
  });
});

describe('robustness', () => {
  it('answers bad JSON 400, an unknown route 404, a wrong method 405 and an unknown tenant 404, in one shape', async () => {
    const sandbox = await startSandbox();
    expect(await apply(sandbox, '{"partner_reference":')).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_JSON', message: expect.any(String) } },
    });
    expect(await get(sandbox, '/t/key/v2/whatever')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    const wrongMethod = await get(sandbox, '/t/key/v1/loan-applications');
    expect(wrongMethod).toMatchObject({ status: 405, body: { error: { code: 'METHOD_NOT_ALLOWED' } } });
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect(await apply(sandbox, application(), { tenant: 'nobody' })).toMatchObject({
      status: 404,
      body: { error: { code: 'TENANT_NOT_FOUND' } },
    });
    expect((await get(sandbox, '/t/%E0%A4/v1/events')).status).toBe(404);
  });

  it('refuses a body over 64 KB with 413, and keeps answering', async () => {
    const sandbox = await startSandbox();
    const big = application({ applicant: { notes: 'x'.repeat(70 * 1024) } });
    expect(await apply(sandbox, big)).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });

    // Sent in chunks without a length, the body is cut off as it arrives.
    const streamed = await new Promise((resolve, reject) => {
      const req = http.request(`${sandbox.url}/t/key/v1/loan-applications`, {
        method: 'POST',
        headers: { 'x-api-key': API_KEY, 'idempotency-key': 'big', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i += 1) req.write('x'.repeat(8 * 1024));
      req.end();
    });
    expect(streamed).toBe(413);
    expect((await apply(sandbox, application())).status).toBe(201);
  });
});

/** Applies, then moves the clock through the decision (4 s) and the disbursal (8 s more). */
async function decided(changes, { advanceMs = 12_000, ...options } = {}) {
  const sandbox = await startSandbox(options);
  const { application_ref: ref } = (await apply(sandbox, application(changes))).body;
  await sandbox.advance(advanceMs);
  const { body } = await get(sandbox, `/t/key/v1/loan-applications/${ref}`);
  return { sandbox, ref, body, course: body.events.map((event) => [event.status, event.reason_code, event.amount]) };
}

describe('the decision rules', () => {
  it('does nothing until the clock moves: under review at half the delay, decided at the delay', async () => {
    const sandbox = await startSandbox();
    const { application_ref: ref } = (await apply(sandbox, application())).body;
    const status = async () => (await get(sandbox, `/t/key/v1/loan-applications/${ref}`)).body.status;
    expect(await status()).toBe('RECEIVED');
    await sandbox.advance(1999);
    expect(await status()).toBe('RECEIVED');
    await sandbox.advance(1);
    expect(await status()).toBe('UNDER_REVIEW');
    await sandbox.advance(1999);
    expect(await status()).toBe('UNDER_REVIEW');
    await sandbox.advance(1);
    expect(await status()).toBe('SANCTIONED');
    await sandbox.advance(7999);
    expect(await status()).toBe('SANCTIONED');
    await sandbox.advance(1);
    expect(await status()).toBe('DISBURSED');
  });

  it('sanctions and then disburses the amount, each event at its own time', async () => {
    const { body, course } = await decided({ loan: { amount: 1_000_000 } });
    expect(course).toEqual([
      ['RECEIVED', null, null],
      ['UNDER_REVIEW', null, null],
      ['SANCTIONED', null, 1_000_000],
      ['DISBURSED', null, 1_000_000],
    ]);
    expect(body).toMatchObject({ status: 'DISBURSED', sanctioned_amount: 1_000_000, disbursed_amount: 1_000_000 });
    const times = body.events.map((event) => Date.parse(event.occurred_at) - Date.parse(body.received_at));
    expect(times).toEqual([0, 2000, 4000, 12_000]);
  });

  it.each([
    ['a monthly income under ₹15,000', { applicant: { monthly_income: 14_999 } }, 'LOW_INCOME'],
    ['an applicant under 21', { applicant: { date_of_birth: '2010-01-01' } }, 'AGE_CRITERIA'],
    ['an applicant over 60', { applicant: { date_of_birth: '1950-01-01' } }, 'AGE_CRITERIA'],
    ['a PAN whose fourth letter is not P', { applicant: { pan: 'ABCCV1234K' } }, 'PAN_INVALID'],
    ['low income before age and PAN', { applicant: { monthly_income: 100, pan: 'ABCCV1234K' } }, 'LOW_INCOME'],
  ])('declines %s', async (_name, changes, reason) => {
    const { body, course } = await decided(changes);
    expect(course.at(-1)).toEqual(['DECLINED', reason, null]);
    expect(body).toMatchObject({ status: 'DECLINED', reason_code: reason, disbursed_amount: null });
    expect(course).toHaveLength(3);
  });

  it('accepts a monthly income of exactly ₹15,000', async () => {
    expect((await decided({ applicant: { monthly_income: 15_000 } })).body.status).toBe('DISBURSED');
  });

  it('asks for income proof above ₹10 lakh, and goes no further', async () => {
    const { body, course } = await decided({ loan: { amount: 1_000_001 } }, { advanceMs: 60_000 });
    expect(course.at(-1)).toEqual(['DOCS_REQUIRED', 'INCOME_PROOF', null]);
    expect(body.status).toBe('DOCS_REQUIRED');
  });

  it('counts age on the day of the decision in India: 21 and 60 are in, the day before 21 and 61 are out', async () => {
    // The decision falls at 00:30 on 1 December 2026 in India (19:00 UTC on 30 November).
    const startAt = '2026-11-30T18:59:56.000Z';
    const status = async (dob) =>
      (await decided({ applicant: { date_of_birth: dob } }, { startAt, advanceMs: 4000 })).body;
    expect((await status('2005-12-01')).status).toBe('SANCTIONED');
    expect((await status('2005-12-02')).reason_code).toBe('AGE_CRITERIA');
    expect((await status('1965-12-02')).status).toBe('SANCTIONED');
    expect((await status('1965-12-01')).reason_code).toBe('AGE_CRITERIA');
    expect(ageOn('2005-12-01', Date.parse('2026-11-30T18:29:59Z'))).toBe(20);
    expect(ageOn('2005-12-01', Date.parse('2026-11-30T18:30:00Z'))).toBe(21);
  });
});

describe('the polling feed', () => {
  it('lists the tenant’s events in order after a cursor, a page at a time', async () => {
    const sandbox = await startSandbox();
    for (const key of ['a', 'b', 'c']) await apply(sandbox, application({ partner_reference: key }), { key });
    await sandbox.advance(12_000);
    const all = await get(sandbox, '/t/key/v1/events');
    expect(all.body.events).toHaveLength(12);
    expect(all.body.events.map((event) => event.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all.body.events.slice(0, 3).map((event) => [event.partner_reference, event.status])).toEqual([
      ['a', 'RECEIVED'],
      ['b', 'RECEIVED'],
      ['c', 'RECEIVED'],
    ]);
    expect(new Set(all.body.events.map((event) => event.event_id)).size).toBe(12);
    expect(all.body).toMatchObject({ next: 12, has_more: false });
    expect(Object.keys(all.body.events[0]).sort()).toEqual(
      [
        'event_id',
        'sequence',
        'application_ref',
        'partner_reference',
        'status',
        'reason_code',
        'amount',
        'occurred_at',
      ].sort(),
    );

    const page = await get(sandbox, '/t/key/v1/events?after=4&limit=5');
    expect(page.body.events.map((event) => event.sequence)).toEqual([5, 6, 7, 8, 9]);
    expect(page.body).toMatchObject({ next: 9, has_more: true });
    const rest = await get(sandbox, `/t/key/v1/events?after=${page.body.next}&limit=5`);
    expect(rest.body.events.map((event) => event.sequence)).toEqual([10, 11, 12]);
    const none = await get(sandbox, `/t/key/v1/events?after=${rest.body.next}`);
    expect(none.body).toEqual({ events: [], next: 12, has_more: false });

    // Another tenant's feed is its own.
    sandbox.setTenant('other', { auth: 'api_key', apiKey: 'other-key' });
    expect((await get(sandbox, '/t/other/v1/events', { 'x-api-key': 'other-key' })).body.events).toEqual([]);
  });

  it('pages 100 events by default and at most 500, and refuses a cursor that is not a number', async () => {
    const sandbox = await startSandbox();
    for (let i = 0; i < 130; i += 1)
      await apply(sandbox, application({ partner_reference: `p${i}` }), { key: `k${i}` });
    await sandbox.advance(12_000);
    expect((await get(sandbox, '/t/key/v1/events')).body.events).toHaveLength(100);
    const most = await get(sandbox, '/t/key/v1/events?limit=100000');
    expect(most.body.events).toHaveLength(500);
    expect(most.body).toMatchObject({ next: 500, has_more: true });
    expect((await get(sandbox, '/t/key/v1/events?after=500&limit=500')).body.events).toHaveLength(20);
    expect((await get(sandbox, '/t/key/v1/events?limit=0')).status).toBe(400);
    expect(await get(sandbox, '/t/key/v1/events?after=abc')).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_QUERY' } },
    });
    expect((await get(sandbox, '/t/key/v1/events?after=-1')).status).toBe(400);
  });
});
