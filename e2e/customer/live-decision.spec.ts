/**
 * A lender connected in real time (issue 31, decision 044): an admin connects the lender to its API (the sandbox
 * lender), the customer sends the application, and the lender's decision reaches the customer's timeline in seconds,
 * without a reload and without anyone at Saakh doing anything.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { e2ePartner } from '../support/accounts';
import { apiLoginAdmin, bearer } from '../support/api';
import { expect, test } from '../support/test';
import { apiSelectOffer, JOURNEY_TIMEOUT_MS, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

const LENDER = 'Aditya Birla Capital';
const API_KEY = 'e2e-sandbox-api-key';
const WEBHOOK_SECRET = 'e2e-sandbox-webhook-secret';

function sandboxUrl(): string {
  const url = process.env.SAAKH_E2E_SANDBOX_URL;
  if (!url) throw new Error('SAAKH_E2E_SANDBOX_URL is set by e2e/playwright.config.ts');
  return url;
}

/** The lender's connection as the admin's Connection tab saves it. */
function connection(endpointUrl: string | null) {
  const api = endpointUrl !== null;
  return {
    sendMode: api ? 'api' : 'link',
    autosubmission: api,
    endpointUrl,
    authKind: api ? 'api_key' : null,
    keyId: null,
    ...(api ? { secret: API_KEY, webhookSecret: WEBHOOK_SECRET } : {}),
    tokenUrl: null,
    fieldMap: {},
    timeoutMs: 5_000,
    maxAttempts: 3,
    webhooks: api,
    pollMinutes: null,
  };
}

test('the lender’s decision reaches the customer’s timeline in seconds, without a reload @phone', async ({
  page,
  baseURL,
}) => {
  // A customer the demo partner brought.
  const customer = await signedInCustomer(page, 'pl', { amount: '300000', income: '60000' }, e2ePartner.partnerKey);
  const offers = await page.request.get(`/api/offers/${customer.appId}`, { headers: bearer(customer.token) });
  const lenderId = (
    (await offers.json()) as { data: { offers: { lenderId: number; lenderName: string }[] } }
  ).data.offers.find((offer) => offer.lenderName === LENDER)?.lenderId;
  expect(lenderId, `${LENDER} among the offers`).toBeTruthy();

  // The lender's platform knows Saakh (its API key) and where to send its decisions; this test's tenant is its own.
  const tenant = `e2e-${test.info().parallelIndex}-${Date.now()}`;
  const sandbox = await playwrightRequest.newContext({ baseURL: sandboxUrl() });
  const registered = await sandbox.put(`/_control/tenants/${tenant}`, {
    data: {
      auth: 'api_key',
      apiKey: API_KEY,
      webhookUrl: `${baseURL}/api/lender-hooks/${lenderId}`,
      webhookSecret: WEBHOOK_SECRET,
      decisionDelayMs: 1_500,
      disburseDelayMs: 3_600_000,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const admin: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const { token } = await apiLoginAdmin(admin);
  const connect = (endpoint: string | null) =>
    admin.put(`/api/admin/lenders/${lenderId}/connector`, { data: connection(endpoint), headers: bearer(token) });
  const connected = await connect(`${sandboxUrl()}/t/${tenant}`);
  expect(connected.ok(), await connected.text()).toBe(true);
  try {
    const path = await apiSelectOffer(page, customer, LENDER);
    await page.goto(path);
    await page.getByRole('checkbox', { name: new RegExp(`share my details with ${LENDER}`) }).check();
    await page.getByRole('button', { name: 'Send to lender' }).click();
    const timeline = page.getByTestId('application-timeline');
    await expect(timeline.getByText('Sent to lender')).toBeVisible();

    // Sent on submission (autosubmission), decided by the lender 1.5 s later, heard by its signed webhook, and read
    // by the page on its own: no reload from here on.
    const approved = timeline.getByRole('listitem').filter({ hasText: 'Approved' });
    await expect(approved).toBeVisible({ timeout: 20_000 });
    await expect(approved).toContainText('From the lender');
    await expect(approved).toContainText('just now');

    const received = await sandbox.get(`/_control/tenants/${tenant}/applications`);
    const applications = ((await received.json()) as { applications: { partner_reference: string }[] }).applications;
    expect(applications).toHaveLength(1);
  } finally {
    // The lender goes back to its hand-off for the other tests on this worker's server.
    expect((await connect(null)).ok()).toBe(true);
    await admin.dispose();
    await sandbox.dispose();
  }
});
