/** Public pages of customer spec §1–§2: landing and its segment, EMI example, cards, legal pages, hand-off routes. */
import { expectNoSidewaysScroll } from '../support/admin';
import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { JOURNEY_TIMEOUT_MS, loginWithOtp } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

test('the landing page shows the claims and the EMI example of the spec @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Personal-loan interest rates from 10.99% to 36% a year')).toBeVisible();
  await expect(page.getByTestId('claims-example')).toContainText('₹55,923.83');
  await expect(page.getByTestId('emi-value')).toHaveText('₹2,330.16');
  await expect(page.getByTestId('emi-total')).toHaveText('₹55,923.83');
  await page.getByTestId('emi-months').fill('12');
  await expect(page.getByTestId('emi-value')).toHaveText('₹4,418.85');
  await page.getByTestId('emi-rate').fill('abc');
  await expect(page.getByText('Enter a rate from 0% to 50%')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a partner segment brands the site and keeps the UTM values; an unknown one is not found', async ({ page }) => {
  await page.goto('/finserve?utm_source=whatsapp&utm_campaign=diwali');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => ({
    brand: window.localStorage.getItem('saakh.brand'),
    segment: window.localStorage.getItem('saakh.urlSegment'),
    utms: window.localStorage.getItem('saakh.utms'),
  }));
  expect(stored.brand).toBe('finserve');
  expect(stored.segment).toBe('finserve');
  expect(JSON.parse(stored.utms ?? '{}')).toEqual({ utm_source: 'whatsapp', utm_campaign: 'diwali' });
  await expect(page.getByRole('img', { name: 'FinServe DSA' })).toBeVisible();

  await page.goto('/no-such-partner');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('credit cards are listed with fee and bullets, and Apply asks a visitor to log in', async ({ page }) => {
  await page.goto('/credit-cards');
  const cards = page.getByTestId('credit-card');
  // Count once the list has filled in, not at the first card drawn.
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(8);
  await page.getByRole('tab', { name: 'Secured (against a deposit)' }).click();
  await expect(page).toHaveURL(/\/cards-secured$/);
  await expect(page.getByRole('heading', { name: 'Secured credit cards' })).toBeVisible();
  for (const card of await page.getByTestId('credit-card').all())
    await expect(card.getByText('Secured', { exact: true })).toBeVisible();
  await page.goto('/cards-unsecured');
  await expect(page.getByRole('heading', { name: 'Unsecured credit cards' })).toBeVisible();

  await page
    .getByTestId('credit-card')
    .first()
    .getByRole('button', { name: /Apply for/ })
    .click();
  await loginWithOtp(page);
  // After login the routing rules open the signed-in cards page, whose Apply links carry the customer's id.
  await expect(page).toHaveURL(/\/user\/credit-card$/);
  const link = page
    .getByTestId('credit-card')
    .first()
    .getByRole('link', { name: /Apply for/ });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  expect(await link.getAttribute('href')).not.toContain('{UNIQUE_ID}');
  // Leaving for the issuer is the card's application on the dashboard: the click is reported with its product.
  const tracked = page.waitForRequest(
    (request) => request.url().endsWith('/api/tracking') && request.postDataJSON()?.product === 'cards',
  );
  const popup = page.waitForEvent('popup');
  await link.click();
  expect((await tracked).postDataJSON()).toMatchObject({ event: 'offer_selected', product: 'cards' });
  await (await popup).close();
});

test('insurance is chosen from the products page and continues to its transaction page', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: /Apply for Car Insurance/ }).click();
  await loginWithOtp(page);
  await expect(page).toHaveURL(/\/user\/insurance\/transaction/);
  await expect(page.getByTestId('insurance-product')).toContainText('Car');
  await page.getByRole('button', { name: /Health/ }).click();
  await expect(page).toHaveURL(/kind=health/);
});

test('legal pages take the partner query, and the lender terms have their 8 sections', async ({ page }) => {
  await page.goto('/terms-of-use?partner=finserve');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use of FinServe DSA');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy of Saakh');
  await page.goto('/lender-terms');
  const sections = [
    'Overview',
    'Representations',
    'Collection of information',
    'Disclosure',
    'Video KYC',
    'UPI and repayments',
    'Communication',
    'Contact',
  ];
  for (const title of sections) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.goto('/muthoot-privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy for Muthoot gold loans');
  await page.goto('/muthoot-terms-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions for Muthoot gold loans');
  await expectNoA11yViolations(page);
});

test('the merchant form stores a lead for a partner and shows the success page', async ({ page }) => {
  await page.goto('/create-merchant-form/finserve');
  await expect(page.getByText('Referred by finserve')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Business name must be 3 to 40 letters, digits or spaces')).toBeVisible();
  await page.getByLabel('Business name').fill('Sharma Kirana Store');
  await page.getByLabel('Your name').fill('Rohit Sharma');
  await page.getByLabel('Mobile number').fill('9812345678');
  await page.getByLabel('E-mail').fill('rohit@sharmakirana.in');
  await page.getByLabel('City').fill('Jaipur');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/create-merchant-form\/success$/);
  await expect(page.getByText('Thank you. Our team will contact you soon')).toBeVisible();
});

test('hand-off routes keep what the link carries and move on', async ({ page }) => {
  await page.goto('/redirect?to=/credit-cards&utm_source=sms');
  await expect(page).toHaveURL(/\/credit-cards$/);
  expect(await page.evaluate(() => window.localStorage.getItem('saakh.utms'))).toContain('sms');

  await page.goto('/redirect?to=https://evil.example/');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/customer-site?partner=paisamitra');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('saakh.brand'))).toBe('paisamitra');

  await page.goto('/socialmedia-onboarding');
  await expect(page).toHaveURL(/\/products$/);
  expect(await page.evaluate(() => window.localStorage.getItem('saakh.utms'))).toContain('socialmedia');

  await page.goto('/transfer/PR-12345');
  await expect(page).toHaveURL(/\/verification$/);
  expect(await page.evaluate(() => window.localStorage.getItem('saakh.prospectAppId'))).toBe('PR-12345');

  await page.goto('/auth?product=gl');
  await expect(page).toHaveURL(/\/verification$/);
  expect(await page.evaluate(() => window.localStorage.getItem('saakh.productType'))).toBe('Gold Loans');

  await page.goto('/lenders-transaction/tata_capital');
  await expect(page).toHaveURL(/\/verification\?next=/);

  await page.goto('/login');
  await expect(page.getByLabel('Mobile number')).toBeVisible();
});
