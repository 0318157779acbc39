/**
 * Public pages are prerendered at build time and hydrated (decision 024, issue 13 item 4): the HTML the server
 * sends already holds each page's main heading, a browser without JavaScript shows it, and the app takes the page
 * over without a hydration error, in English and for a visitor who chose Hindi.
 */
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/test';

const pages = [
  { path: '/', heading: 'Loans, cards and insurance, compared honestly' },
  { path: '/products', heading: 'What are you looking for?' },
  { path: '/verification', heading: 'Log in with your mobile number' },
  { path: '/credit-cards', heading: 'Credit cards' },
];

/** Errors the page logs or throws, except a third-party file it could not fetch (the sandbox has no internet). */
function collectErrors(page: Page, origin: string): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const from = message.location().url;
    if (message.text().startsWith('Failed to load resource') && from && !from.startsWith(origin)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('each public page arrives as HTML with its main heading, before any script runs', async ({ request }) => {
  for (const { path, heading } of pages) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('br');
    const html = await response.text();
    expect(html, path).toContain('<div id="root" data-prerendered="en">');
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[?]/g, '\\?')}</h1>`));
    // The page's CSS, named in Emotion's server format so hydration does not write it again.
    expect(html, path).toContain('<style data-prerendered data-emotion="css ');
  }
});

test('without JavaScript the landing page still shows its content and the way in', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: pages[0]!.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/verification');
  await context.close();
});

test('the app hydrates every prerendered page without an error, and the page then works', async ({ page, baseURL }) => {
  const errors = collectErrors(page, baseURL ?? '');
  for (const { path, heading } of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The landing's EMI calculator answers typing: React owns the prerendered inputs.
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByTestId('emi-months').fill('12');
  await expect(page.getByTestId('emi-value')).toHaveText('₹4,418.85');
  // The footer hydrates in a later task than the header (HydrateLater): its links are the app's all the same.
  await page.getByRole('contentinfo').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  expect(errors).toEqual([]);
});

test('a visitor who chose Hindi gets the prerendered page in Hindi, without an error', async ({ page, baseURL }) => {
  await page.addInitScript(() => window.localStorage.setItem('saakh.language', 'hi'));
  const errors = collectErrors(page, baseURL ?? '');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(pages[0]!.heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  expect(errors).toEqual([]);
});

test('a language pressed before the page’s code has arrived is applied when the app starts, keeping the query', async ({
  page,
  baseURL,
}) => {
  const errors = collectErrors(page, baseURL ?? '');
  // A slow phone: the scripts arrive only after the visitor has pressed Hindi on the prerendered page.
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let held = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    held += 1;
    await arrived;
    await route.continue();
  });
  await page.goto('/?utm_source=sms', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: pages[0]!.heading })).toBeVisible();
  expect(held).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(page).toHaveURL(/\/\?utm_source=sms#lang=hi$/);
  arrive();

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0900-\u097F]/);
  await expect(page.getByRole('button', { name: 'हिन्दी' }).first()).toHaveAttribute('aria-pressed', 'true');
  expect(new URL(page.url()).search + new URL(page.url()).hash).toBe('?utm_source=sms');
  expect(errors).toEqual([]);
});
