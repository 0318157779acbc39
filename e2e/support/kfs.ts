/**
 * The Key Facts Statement an application needs accepted before it is sent (issue 30), accepted through the real API
 * the way the KFS page does it: read the KFS, have the OTP sent to the customer's mobile, read it from the
 * development outbox and acknowledge that version with it. Specs whose subject comes after the KFS use this.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { bearer, freshIpHeaders, readOtp } from './api';

type Envelope<T> = { success: boolean; message?: string; data: T; retryAfter?: number };

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** The signed-in customer's mobile number, as the session answers it. */
export async function customerMobile(request: APIRequestContext, token?: string): Promise<string> {
  const response = await request.get('/api/customer-reverify', { headers: token ? bearer(token) : {} });
  return (await dataOf<{ phoneNumber: string }>(response, 'read the session')).phoneNumber;
}

/**
 * Has the KFS OTP sent. The resend wait (30 s) counts per purpose, so the login OTP just sent does not hold it back;
 * a refusal that names the seconds to wait (a second KFS code asked for at once) is waited out, as a customer would.
 */
export async function apiSendKfsOtp(request: APIRequestContext, creditAppId: string, token?: string): Promise<void> {
  const url = `/api/applications/${encodeURIComponent(creditAppId)}/kfs/otp`;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await request.post(url, {
      data: {},
      headers: { ...freshIpHeaders(), ...(token ? bearer(token) : {}) },
    });
    if (response.status() !== 429) {
      await dataOf(response, 'send the KFS OTP');
      return;
    }
    const wait = Number(((await response.json()) as Envelope<unknown>).retryAfter ?? 0);
    expect(wait, `send the KFS OTP: refused for ${wait} s`).toBeLessThanOrEqual(60);
    await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  }
  throw new Error('send the KFS OTP: still refused after waiting');
}

/**
 * Accepts the application's KFS as its customer (the token's, or the request context's own session): nothing to do
 * when the version for these terms is already accepted. Answers the version accepted.
 */
export async function apiAcceptKfs(request: APIRequestContext, creditAppId: string, token?: string): Promise<string> {
  const headers = token ? bearer(token) : {};
  const base = `/api/applications/${encodeURIComponent(creditAppId)}/kfs`;
  const kfs = await dataOf<{ version: string; acknowledgedAt: string | null }>(
    await request.get(base, { headers }),
    'read the KFS',
  );
  if (kfs.acknowledgedAt) return kfs.version;
  const mobile = await customerMobile(request, token);
  await apiSendKfsOtp(request, creditAppId, token);
  const otp = await readOtp(request, mobile);
  const accepted = await dataOf<{ acknowledgedAt: string | null }>(
    // The consent to share the application with its lender is part of accepting (issue 30 item 3).
    await request.post(`${base}/acknowledge`, {
      data: { version: kfs.version, otp, share_with_lender: true },
      headers,
    }),
    'accept the KFS',
  );
  expect(accepted.acknowledgedAt, 'KFS accepted').toBeTruthy();
  return kfs.version;
}
