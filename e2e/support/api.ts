/**
 * API-level helpers for specs: log in or read an OTP without driving the UI, so a spec spends its browser time
 * only on the flow it is about. UI logins differ per area and live beside the specs that need them.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import {
  sessionCookieNames,
  sessionMarkerCookieNames,
  type AdminLoginResult,
  type PartnerLoginResult,
  type SessionKind,
  type VerifyOtpResult,
} from '@saakh/domain/auth';
import { ADMIN_PASSWORD, PARTNER_PASSWORD, e2eAdmins, e2ePartner } from './accounts';

let ipCounter = 0;
/**
 * A distinct client address per helper call (the e2e server trusts X-Forwarded-For), so the per-IP login and OTP
 * limits do not couple unrelated specs.
 */
export function freshIpHeaders(): Record<string, string> {
  ipCounter += 1;
  const seed = (process.pid * 1009 + ipCounter) % 16_777_216;
  return { 'x-forwarded-for': `10.${(seed >> 16) & 255}.${(seed >> 8) & 255}.${seed & 255}` };
}

let mobileCounter = 0;
const mobileBase = Math.floor(Math.random() * 1_000_000_000);
/** A valid Indian mobile number not used before in this run (OTP send limits are per number). */
export function uniqueMobile(): string {
  mobileCounter += 1;
  return `9${String((mobileBase + mobileCounter) % 1_000_000_000).padStart(9, '0')}`;
}

type Envelope<T> = { success: boolean; message?: string; data: T };

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The last OTP sent to a number, from the development outbox (absent when NODE_ENV=production). */
export async function readOtp(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get('/api/dev/otp-outbox', { params: { mobile } });
  return (await dataOf<{ otp: string }>(response, 'read OTP')).otp;
}

/** Sends an OTP to the number; returns what the API answered (resend and expiry seconds). */
export async function apiSendOtp(request: APIRequestContext, mobile: string) {
  const response = await request.post('/api/auth/otp/send', { data: { mobile }, headers: freshIpHeaders() });
  return dataOf<{ resendAfterSeconds: number; expiresInSeconds: number }>(response, 'send OTP');
}

/**
 * Logs a customer in through the real OTP flow (consent given), as a partner's customer when `partner` names its key;
 * the context keeps the session cookie.
 */
export async function apiLoginCustomer(
  request: APIRequestContext,
  mobile = uniqueMobile(),
  partner?: string,
): Promise<VerifyOtpResult> {
  const headers = freshIpHeaders();
  await dataOf(await request.post('/api/auth/otp/send', { data: { mobile }, headers }), 'send OTP');
  const otp = await readOtp(request, mobile);
  const response = await request.post('/api/auth/otp/verify', {
    data: { mobile, otp, consent: true, ...(partner ? { partner } : {}) },
    headers,
  });
  return dataOf<VerifyOtpResult>(response, 'verify OTP');
}

/** Logs a seeded admin in (admin@ role 1 by default); the context keeps the a_atkn cookie. */
export async function apiLoginAdmin(
  request: APIRequestContext,
  email: string = e2eAdmins.admin,
): Promise<AdminLoginResult> {
  const response = await request.post('/api/admin/login', {
    data: { email, password: ADMIN_PASSWORD },
    headers: freshIpHeaders(),
  });
  return dataOf<AdminLoginResult>(response, `admin login ${email}`);
}

/** Logs a partner user in by e-mail or user name (the seeded one by default); the context keeps the p_atkn cookie. */
export async function apiLoginPartner(
  request: APIRequestContext,
  login: string = e2ePartner.email,
  password: string = PARTNER_PASSWORD,
): Promise<PartnerLoginResult> {
  const response = await request.post('/api/partner/login', {
    data: { email: login, password },
    headers: freshIpHeaders(),
  });
  return dataOf<PartnerLoginResult>(response, `partner login ${login}`);
}

/** Authorization header for a token returned by one of the logins above. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * Puts a session a helper obtained from the API into a browser context's cookie jar, as the server's login would
 * have: the httpOnly token cookie and its readable marker (decision 018). A helper that logged in with the context's
 * own `page.request` needs none of this: the context already keeps the cookies the answer set.
 */
export async function useSessionInBrowser(context: BrowserContext, kind: SessionKind, token: string): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('useSessionInBrowser needs the project baseURL');
  await context.addCookies([
    { name: sessionCookieNames[kind], value: token, url, httpOnly: true, sameSite: 'Strict' },
    { name: sessionMarkerCookieNames[kind], value: '1', url, sameSite: 'Strict' },
  ]);
}
