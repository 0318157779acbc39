// The sandbox lender's three auth kinds (decision 044), each accepted and refused over real HTTP, and the loopback
// check of its control routes.
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback, safeEqual, sign, timestampProblem } from './auth.mjs';
import { API_KEY, apply, application, cleanUp, get, hmacHeaders, OAUTH, startSandbox } from './testing.mjs';

afterEach(cleanUp);

describe('API key tenants', () => {
  it('accept the tenant’s key in X-Api-Key', async () => {
    const sandbox = await startSandbox();
    const answer = await apply(sandbox, application());
    expect(answer.status).toBe(201);
  });

  it('refuse a wrong key, a missing one, and another tenant’s kind of credentials', async () => {
    const sandbox = await startSandbox();
    expect(await apply(sandbox, application(), { headers: { 'x-api-key': `${API_KEY}x` } })).toMatchObject({
      status: 401,
      body: { error: { code: 'BAD_API_KEY' } },
    });
    expect(await apply(sandbox, application(), { headers: {} })).toMatchObject({
      status: 401,
      body: { error: { code: 'MISSING_CREDENTIALS' } },
    });
    expect((await get(sandbox, '/t/key/v1/events', { authorization: 'Bearer anything' })).status).toBe(401);
    expect(sandbox.tenant('key')?.applications.size).toBe(0);
  });
});

describe('HMAC tenants', () => {
  const body = JSON.stringify(application());

  it('accept a call signed over "<timestamp>.<raw body>" with the key id', async () => {
    const sandbox = await startSandbox();
    const answer = await apply(sandbox, body, { tenant: 'mac', headers: hmacHeaders(body) });
    expect(answer.status).toBe(201);
    // A GET signs its empty body.
    expect((await get(sandbox, '/t/mac/v1/events', hmacHeaders(''))).status).toBe(200);
  });

  it('refuse a wrong secret, a changed body, a wrong key id and missing headers', async () => {
    const sandbox = await startSandbox();
    const refused = async (headers, sent = body) =>
      (await apply(sandbox, sent, { tenant: 'mac', headers })).body.error.code;
    expect(await refused(hmacHeaders(body, Date.now(), 'another-secret'))).toBe('BAD_SIGNATURE');
    expect(await refused(hmacHeaders(body), body.replace('Asha', 'Usha'))).toBe('BAD_SIGNATURE');
    expect(await refused(hmacHeaders(body, Date.now(), undefined, 'key-2'))).toBe('UNKNOWN_KEY_ID');
    expect(await refused({ 'x-key-id': 'key-1' })).toBe('MISSING_SIGNATURE');
    expect(sandbox.tenant('mac')?.applications.size).toBe(0);
  });

  it('refuse a timestamp more than 300 s from the lender’s clock, either way', async () => {
    const sandbox = await startSandbox();
    const now = sandbox.now();
    const status = async (atMs) =>
      (await apply(sandbox, body, { tenant: 'mac', headers: hmacHeaders(body, atMs) })).body;
    expect((await status(now - 301_000)).error.code).toBe('STALE_TIMESTAMP');
    expect((await status(now + 301_000)).error.code).toBe('STALE_TIMESTAMP');
    expect((await status(now - 299_000)).application_ref).toMatch(/^SBX-/);
  });

  it('refuse a signature used before, even with a valid timestamp', async () => {
    const sandbox = await startSandbox();
    const headers = hmacHeaders(body);
    expect((await apply(sandbox, body, { tenant: 'mac', headers })).status).toBe(201);
    expect(await apply(sandbox, body, { tenant: 'mac', headers })).toMatchObject({
      status: 401,
      body: { error: { code: 'REPLAYED_SIGNATURE' } },
    });
    // Signed again (a second later), the same request is the same application answered again.
    const again = await apply(sandbox, body, { tenant: 'mac', headers: hmacHeaders(body, Date.now() + 1000) });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
  });

  it('check timestamps against the sandbox’s own clock, which a test can move', async () => {
    const sandbox = await startSandbox();
    await sandbox.advance(600_000);
    expect((await apply(sandbox, body, { tenant: 'mac', headers: hmacHeaders(body) })).status).toBe(401);
    expect((await apply(sandbox, body, { tenant: 'mac', headers: hmacHeaders(body, sandbox.now()) })).status).toBe(201);
  });
});

describe('OAuth tenants', () => {
  /** @param {{ url: string }} sandbox */
  const token = async (sandbox, init) => {
    const response = await fetch(`${sandbox.url}/t/oa/oauth/token`, { method: 'POST', ...init });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const form = (fields) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const credentials = {
    grant_type: 'client_credentials',
    client_id: OAUTH.clientId,
    client_secret: OAUTH.clientSecret,
  };

  it('issue a Bearer token for client credentials sent as a form, as JSON or by Basic auth', async () => {
    const sandbox = await startSandbox();
    const byForm = await token(sandbox, form(credentials));
    expect(byForm).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 3600 } });
    expect(byForm.headers.get('cache-control')).toBe('no-store');
    const byJson = await token(sandbox, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    expect(byJson.status).toBe(200);
    const basic = Buffer.from(`${OAUTH.clientId}:${OAUTH.clientSecret}`).toString('base64');
    const byBasic = await token(sandbox, {
      ...form({ grant_type: 'client_credentials' }),
      headers: { ...form({}).headers, authorization: `Basic ${basic}` },
    });
    expect(byBasic.status).toBe(200);
    expect(new Set([byForm.body.access_token, byJson.body.access_token, byBasic.body.access_token]).size).toBe(3);

    const answer = await apply(sandbox, application(), {
      tenant: 'oa',
      headers: { authorization: `Bearer ${byForm.body.access_token}` },
    });
    expect(answer.status).toBe(201);
  });

  it('refuse a wrong client secret and another grant type', async () => {
    const sandbox = await startSandbox();
    expect(await token(sandbox, form({ ...credentials, client_secret: 'wrong' }))).toMatchObject({
      status: 401,
      body: { error: { code: 'INVALID_CLIENT' } },
    });
    expect(await token(sandbox, form({ ...credentials, grant_type: 'password' }))).toMatchObject({
      status: 400,
      body: { error: { code: 'UNSUPPORTED_GRANT_TYPE' } },
    });
  });

  it('refuse an unknown token, a missing one, and a token once it has expired', async () => {
    const sandbox = await startSandbox();
    const { access_token: issued } = (await token(sandbox, form(credentials))).body;
    const call = (authorization) => get(sandbox, '/t/oa/v1/events', authorization ? { authorization } : {});
    expect((await call('Bearer not-a-token')).body.error.code).toBe('INVALID_TOKEN');
    expect((await call(undefined)).body.error.code).toBe('MISSING_TOKEN');
    expect((await call(`Bearer ${issued}`)).status).toBe(200);
    await sandbox.advance(3_599_000);
    expect((await call(`Bearer ${issued}`)).status).toBe(200);
    await sandbox.advance(1000);
    const expired = await call(`Bearer ${issued}`);
    expect(expired).toMatchObject({ status: 401, body: { error: { code: 'TOKEN_EXPIRED' } } });
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('has no token endpoint for a tenant that does not use OAuth', async () => {
    const sandbox = await startSandbox();
    const response = await fetch(`${sandbox.url}/t/key/oauth/token`, { method: 'POST', ...form(credentials) });
    expect(response.status).toBe(404);
  });
});

describe('the signing helpers', () => {
  it('sign as Saakh’s signed calls do: sha256= and the hex HMAC of "<timestamp>.<body>"', () => {
    // echo -n '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(sign('secret', '1700000000', '{"a":1}')).toBe(
      'sha256=49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
  });
});

describe('the control routes’ loopback check', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.5', false],
    ['fe80::1', false],
    ['128.0.0.1', false],
    ['', false],
    [undefined, false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});

describe('secret comparison and timestamps', () => {
  it('compares secrets whole, whatever their length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'abc')).toBe(false);
    expect(safeEqual(undefined, 'abc')).toBe(false);
  });

  it('finds a timestamp missing, stale or within the window', () => {
    const now = 1_700_000_000_000;
    expect(timestampProblem(undefined, now)).toBe('missing');
    expect(timestampProblem('12.5', now)).toBe('missing');
    expect(timestampProblem('1700000300', now)).toBeNull();
    expect(timestampProblem('1700000301', now)).toBe('stale');
    expect(timestampProblem('1699999699', now)).toBe('stale');
  });
});
