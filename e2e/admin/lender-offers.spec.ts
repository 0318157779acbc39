/** A lender edited on /admin/lenders changes the offers a customer sees (admin spec §2.2, DESIGN §6 matching). */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Lender } from '@saakh/domain/lenders';
import type { OffersResult } from '@saakh/domain/offers';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, apiLoginCustomer, bearer, useSessionInBrowser } from '../support/api';

/** A salaried customer aged 30-something with ₹60,000 a month, asking for ₹50,000, credit score 650–749. */
const profile = {
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'asha.e2e@example.in',
  birth_date: '15/08/1990',
  gender: 2,
  monthly_income: 60000,
  credit_score_band: 3,
  address1: '12, MG Road',
  address2: 'Indiranagar',
  postal_code: '560001',
  pan: 'ABCPE1234F',
  employment_status_code: 1,
  company_name: 'Infosys',
  salary_mode: 1,
  residence_type: 2,
  desired_loan_amount: 50000,
};

/** A personal-loan lender that matches that customer in every way but one: it is switched off. */
async function switchedOffLender(request: APIRequestContext, token: string): Promise<Lender> {
  const name = `E2E_Offers_${Date.now().toString(36)}`;
  const created = await request.post('/api/create-lender', { data: { name, product: 'pl' }, headers: bearer(token) });
  expect(created.ok(), await created.text()).toBe(true);
  const lender = ((await created.json()) as { data: Lender }).data;
  const values: [string, unknown][] = [
    ['min_income', 15000],
    ['max_income', 500000],
    ['min_age', 21],
    ['max_age', 60],
    ['ticket_class', 4],
    ['credit_score_class', 2],
    ['salaried', 1],
    ['loan_amount_upto', 1000000],
    ['tenure', 24],
    ['interest_rate', 10.99],
    ['processing_fees', 1],
  ];
  for (const [property, value] of values) {
    const response = await request.post('/api/update-lender-data', {
      data: { lender_id: lender.lender_id, property, value },
      headers: bearer(token),
    });
    expect(response.ok(), `${property}: ${await response.text()}`).toBe(true);
  }
  return lender;
}

async function customerJourney(request: APIRequestContext): Promise<{ token: string; appId: number }> {
  const { token } = await apiLoginCustomer(request);
  const opened = await request.post('/api/applications', { data: { product: 'pl' }, headers: bearer(token) });
  expect(opened.ok(), await opened.text()).toBe(true);
  const appId = ((await opened.json()) as { data: { appId: number } }).data.appId;
  const saved = await request.post('/api/profile/pl', { data: profile, headers: bearer(token) });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { token, appId };
}

async function offersFor(request: APIRequestContext, token: string, appId: number): Promise<OffersResult> {
  const response = await request.get(`/api/offers/${appId}`, { headers: bearer(token) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: OffersResult }).data;
}

function offeredNames(result: OffersResult): string[] {
  return result.offers.map((offer) => offer.lenderName);
}

/** The customer's offers page, signed in with the customer's session cookie in a browser context of its own. */
async function openCustomerOffers(browser: Browser, token: string, appId: number): Promise<Page> {
  const context = await browser.newContext();
  await useSessionInBrowser(context, 'customer', token);
  const customer = await context.newPage();
  await customer.goto('/404');
  await customer.evaluate((app) => {
    window.localStorage.setItem('saakh.appId', app);
    window.localStorage.setItem('saakh.productType', 'Personal Loans');
  }, String(appId));
  await customer.goto('/user/offers');
  await expect(customer).toHaveURL(/\/user\/offers$/);
  await expect(customer.getByTestId('unmatched-lenders')).toBeVisible({ timeout: 15_000 });
  return customer;
}

async function customerSees(browser: Browser, token: string, appId: number, lenderName: string): Promise<number> {
  const customer = await openCustomerOffers(browser, token, appId);
  try {
    return await customer.getByTestId('offer-card').filter({ hasText: lenderName }).count();
  } finally {
    await customer.context().close();
  }
}

test('switching a lender on and raising its minimum income in admin changes the customer offers', async ({
  page,
  request,
  browser,
}) => {
  const { token: adminToken } = await apiLoginAdmin(request);
  const lender = await switchedOffLender(request, adminToken);
  const customer = await customerJourney(request);

  let result = await offersFor(request, customer.token, customer.appId);
  expect(offeredNames(result)).not.toContain(lender.name);
  expect(result.unmatched.find((entry) => entry.lender.name === lender.name)?.reasons).toContain(
    'reasonLenderUnavailable',
  );

  await loginAdminInBrowser(page, '/admin/lenders');
  await page.getByLabel('Search by name').fill(lender.name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(lender.name) }) });
  // click, then wait: the table ticks it a render after the click (see lenders.spec.ts).
  const status = row.getByRole('checkbox', { name: /^Lender Status/ });
  await status.click();
  await expect(status).toBeChecked();
  await expect(page.getByRole('alert').filter({ hasText: 'Lender updated successfully!' }).first()).toBeVisible();

  await expect
    .poll(async () => offeredNames(await offersFor(request, customer.token, customer.appId)))
    .toContain(lender.name);
  expect(await customerSees(browser, customer.token, customer.appId, lender.name)).toBe(1);

  await row.getByRole('button', { name: /^Income \(min\)/ }).click();
  await row.getByRole('spinbutton', { name: /^Income \(min\)/ }).fill('75000');
  await row.getByRole('spinbutton', { name: /^Income \(min\)/ }).press('Enter');
  await expect(row.getByRole('button', { name: /^Income \(min\)/ })).toHaveText('₹75,000');

  await expect
    .poll(async () => offeredNames(await offersFor(request, customer.token, customer.appId)))
    .not.toContain(lender.name);
  result = await offersFor(request, customer.token, customer.appId);
  expect(result.unmatched.find((entry) => entry.lender.name === lender.name)?.reasons).toEqual(['reasonIncomeTooLow']);
  expect(await customerSees(browser, customer.token, customer.appId, lender.name)).toBe(0);
});
