/**
 * Data for the report specs: a customer who lands from a campaign, logs in, fills the personal-loan form and sends
 * an application to a lender, all through the real API, so the rollup job counts it like any other.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ApplicationDetail } from '@saakh/domain/applications';
import { apiLoginCustomer, bearer, uniqueMobile } from '../support/api';
import { apiSelectOffer, profileInput } from '../customer/steps';

/** A 'submit'-mode personal-loan lender of the demo seed. */
export const LENDER = 'Kotak_Mahindra';
export const CAMPAIGN = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'diwali-e2e' } as const;

export type ReportApplication = { mobile: string; token: string; appId: number; creditAppId: string };

type Envelope<T> = { success: boolean; message?: string; data: T };

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: HTTP ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** Today in India, as an ISO day. */
export function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * As the customer pages report it: the landing before login (anonymous, with the campaign), then OTP verified, the
 * profile completed and the offer selected in the customer's session (the server itself records the offers shown).
 */
export async function submittedApplication(page: Page): Promise<ReportApplication> {
  const mobile = uniqueMobile();
  const track = (event: string, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
    page.request.post('/api/tracking', { data: { event, path: '/', utms: CAMPAIGN, ...extra }, headers });
  await dataOf(await track('landing'), 'landing');
  const { token } = await apiLoginCustomer(page.request, mobile);
  const headers = bearer(token);
  await dataOf(await track('otp_verified', headers, { path: '/verification' }), 'otp verified');
  const { appId } = await dataOf<{ appId: number }>(
    await page.request.post('/api/applications', { data: { product: 'pl' }, headers }),
    'open application',
  );
  await dataOf(
    await page.request.post('/api/profile/pl', {
      data: profileInput('pl', { amount: '300000', income: '60000' }),
      headers,
    }),
    'profile',
  );
  await dataOf(await track('profile_complete', headers, { appId, path: '/user/user-detail' }), 'profile complete');
  const next = await apiSelectOffer(page, { token, appId }, LENDER);
  await dataOf(await track('offer_selected', headers, { appId, path: '/user/offers' }), 'offer selected');
  const creditAppId = new URL(next, 'http://localhost').searchParams.get('creditAppId') ?? '';
  expect(creditAppId, `lender-submit path ${next}`).toMatch(/^[0-9a-f-]{36}$/);
  const submitted = await dataOf<ApplicationDetail>(
    await page.request.post(`/api/applications/${creditAppId}/submit`, { data: { consent: true }, headers }),
    'submit',
  );
  expect(submitted.status).toBe('submitted');
  return { mobile, token, appId, creditAppId };
}
