/**
 * The web app's sessions live only in cookies (decision 018): every login sets the area's httpOnly token cookie and a
 * marker cookie the page may read, which holds no credential; masquerade, its exit and logout work from the cookies
 * alone, as a browser sends them, and set or clear both.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieNames, sessionMarkerCookieNames, type SessionKind } from '@saakh/domain/auth';
import { createAdmin, createPartner, createPartnerUser, type PartnerRow } from '../../test/factories';
import { createTestApp, freshIp, TEST_ADMIN_PASSWORD, TEST_PARTNER_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let finserve: PartnerRow;
let mobileCounter = 9_300_000_000;

/** What a browser on the site sends: its own Origin and whichever cookies it holds, never an Authorization header. */
const site = { host: 'saakh.example', origin: 'https://saakh.example' };

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.db, { email: 'cookie-admin@saakh.local', name: 'Cookie Admin', role_id: 1 });
  finserve = await createPartner(t.db, { key: 'cookiefin', name: 'Cookie Finance' });
  await createPartnerUser(t.db, {
    partner_id: finserve.id,
    email: 'cookie-partner@saakh.local',
    username: 'cookiefin',
    name: 'Cookie Finance',
  });
});
afterAll(async () => t?.close());

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

function browser(options: InjectOptions & { cookies?: Record<string, string> }) {
  return t.app.inject({ remoteAddress: freshIp(), ...options, headers: { ...site, ...options.headers } });
}

/** The token cookie httpOnly, the marker beside it readable, '1' and with the same lifetime. */
function expectSessionCookies(response: LightMyRequestResponse, kind: SessionKind, token: string) {
  const session = cookieOf(response, sessionCookieNames[kind]);
  const marker = cookieOf(response, sessionMarkerCookieNames[kind]);
  expect(session).toMatchObject({ value: token, httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(marker).toMatchObject({ value: '1', sameSite: 'Strict', path: '/' });
  expect(marker?.httpOnly).toBeFalsy();
  expect(marker?.maxAge).toBe(session?.maxAge);
  expect(marker?.maxAge).toBeGreaterThan(0);
}

function expectCleared(response: LightMyRequestResponse, kind: SessionKind) {
  for (const name of [sessionCookieNames[kind], sessionMarkerCookieNames[kind]]) {
    const cookie = cookieOf(response, name);
    expect(cookie?.value, name).toBe('');
    expect(cookie?.expires?.getTime(), name).toBeLessThanOrEqual(Date.now());
  }
}

async function customerLogin(): Promise<LightMyRequestResponse> {
  const mobile = String((mobileCounter += 1));
  const ip = freshIp();
  await browser({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile }, remoteAddress: ip });
  const otp = t.deps.messaging.lastMessageTo('sms', mobile)?.text.match(/\b(\d{6})\b/)?.[1];
  return browser({
    method: 'POST',
    url: '/api/auth/otp/verify',
    payload: { mobile, otp, consent: true },
    remoteAddress: ip,
  });
}

const adminLogin = () =>
  browser({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'cookie-admin@saakh.local', password: TEST_ADMIN_PASSWORD },
  });

const partnerLogin = () =>
  browser({
    method: 'POST',
    url: '/api/partner/login',
    payload: { email: 'cookie-partner@saakh.local', password: TEST_PARTNER_PASSWORD },
  });

const tokenOf = (response: LightMyRequestResponse) => (response.json().data as { token: string }).token;

describe('session cookies', () => {
  it('sets each area its httpOnly token cookie and a readable marker that holds no credential', async () => {
    for (const [kind, login] of [
      ['customer', customerLogin],
      ['admin', adminLogin],
      ['partner', partnerLogin],
    ] as const) {
      const response = await login();
      expect(response.statusCode, kind).toBe(200);
      // The API contract still answers the token, for clients that send it as a bearer.
      const token = tokenOf(response);
      expect(token.length).toBeGreaterThan(20);
      expectSessionCookies(response, kind, token);
    }
  });

  it('marks the marker Secure where the token cookie is', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'nobody@saakh.local', password: 'wrong-password-1' },
        remoteAddress: freshIp(),
      });
      // No session for a refused login: neither cookie is set.
      expect(response.statusCode).toBe(401);
      expect(cookieOf(response, sessionCookieNames.admin)).toBeUndefined();
      expect(cookieOf(response, sessionMarkerCookieNames.admin)).toBeUndefined();
      // Role 2: production requires a second factor of role 1 admins (decision 045), whose password step sets no session.
      await createAdmin(production.db, { email: 'prod-admin@saakh.local', name: 'Prod Admin', role_id: 2 });
      const ok = await production.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'prod-admin@saakh.local', password: TEST_ADMIN_PASSWORD },
        remoteAddress: freshIp(),
      });
      expect(ok.statusCode).toBe(200);
      expect(cookieOf(ok, sessionCookieNames.admin)).toMatchObject({ secure: true, httpOnly: true });
      expect(cookieOf(ok, sessionMarkerCookieNames.admin)).toMatchObject({ secure: true, value: '1' });
    } finally {
      await production.close();
    }
  });

  it('logs out from the cookie alone: the session ends and both cookies of that area are cleared, no other', async () => {
    const admin = tokenOf(await adminLogin());
    const partner = tokenOf(await partnerLogin());
    const cookies = { [sessionCookieNames.admin]: admin, [sessionCookieNames.partner]: partner };
    const logout = await browser({ method: 'POST', url: '/api/logout', payload: { kind: 'admin' }, cookies });
    expect(logout.statusCode).toBe(200);
    expectCleared(logout, 'admin');
    expect(cookieOf(logout, sessionCookieNames.partner)).toBeUndefined();
    expect(cookieOf(logout, sessionMarkerCookieNames.partner)).toBeUndefined();
    expect((await browser({ method: 'GET', url: '/api/admin-reverify', cookies })).statusCode).toBe(401);
    expect((await browser({ method: 'GET', url: '/api/partner-reverify', cookies })).statusCode).toBe(200);
  });

  it('masquerades from the admin cookie: sets the partner cookies, and exit clears them and keeps the admin', async () => {
    const admin = tokenOf(await adminLogin());
    const cookies: Record<string, string> = { [sessionCookieNames.admin]: admin };
    const started = await browser({ method: 'POST', url: `/api/admin/masquerade/${finserve.id}`, cookies });
    expect(started.statusCode).toBe(200);
    const partnerToken = tokenOf(started);
    expectSessionCookies(started, 'partner', partnerToken);

    cookies[sessionCookieNames.partner] = partnerToken;
    const me = await browser({ method: 'GET', url: '/api/partner-reverify', cookies });
    expect(me.json().data).toMatchObject({ partnerId: finserve.id, isMasquerade: true });

    const exit = await browser({ method: 'POST', url: '/api/partner/masquerade/exit', cookies });
    expect(exit.statusCode).toBe(200);
    expectCleared(exit, 'partner');
    expect(cookieOf(exit, sessionCookieNames.admin)).toBeUndefined();
    expect((await browser({ method: 'GET', url: '/api/partner-reverify', cookies })).statusCode).toBe(401);
    expect((await browser({ method: 'GET', url: '/api/admin-reverify', cookies })).statusCode).toBe(200);
  });

  it('refuses masquerade and exit sent from another site with the cookies', async () => {
    const admin = tokenOf(await adminLogin());
    const response = await browser({
      method: 'POST',
      url: `/api/admin/masquerade/${finserve.id}`,
      cookies: { [sessionCookieNames.admin]: admin },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(cookieOf(response, sessionCookieNames.partner)).toBeUndefined();
  });
});
