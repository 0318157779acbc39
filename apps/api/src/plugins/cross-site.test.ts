import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieNames } from '@saakh/domain/auth';
import { createCustomer, createSession } from '../test/factories';
import { createTestApp, freshIp, type TestApp } from '../test/test-app';

describe('requests from another site carrying a session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function customerCookie(): Promise<string> {
    const customer = await createCustomer(t.db);
    return createSession(t.db, 'customer', customer.id);
  }

  const logout = (token: string, headers: Record<string, string>, withCookie = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/logout',
      remoteAddress: freshIp(),
      headers: { host: 'saakh.example', ...headers },
      ...(withCookie ? { cookies: { [sessionCookieNames.customer]: token } } : {}),
      payload: {},
    });

  const stillSignedIn = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { host: 'saakh.example' },
        cookies: { [sessionCookieNames.customer]: token },
      })
    ).statusCode === 200;

  it('refuses a change from another origin, and changes nothing', async () => {
    for (const origin of ['https://evil.example', 'https://evil.saakh.example', 'null']) {
      const token = await customerCookie();
      const response = await logout(token, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('another site') });
      expect(await stillSignedIn(token)).toBe(true);
    }
  });

  it('judges by Referer when there is no Origin', async () => {
    const token = await customerCookie();
    expect((await logout(token, { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect(await stillSignedIn(token)).toBe(true);
  });

  it('lets the site itself, and clients that are not browsers, through', async () => {
    const sameOrigin = await customerCookie();
    expect((await logout(sameOrigin, { origin: 'https://saakh.example' })).statusCode).toBe(200);
    expect(await stillSignedIn(sameOrigin)).toBe(false);
    const noOrigin = await customerCookie();
    expect((await logout(noOrigin, {})).statusCode).toBe(200);
    // A bearer token is never sent by a browser on its own: another origin holding it is the app's own client.
    const bearer = await customerCookie();
    const response = await logout(bearer, { origin: 'https://evil.example', authorization: `Bearer ${bearer}` }, false);
    expect(response.statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const token = await customerCookie();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { host: 'saakh.example', origin: 'https://evil.example' },
      cookies: { [sessionCookieNames.customer]: token },
    });
    expect(response.statusCode).toBe(200);
  });
});
