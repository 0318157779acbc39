/**
 * /admin/tracking-links: a role 1 admin makes a link for a partner's campaign, copies it and downloads its QR code;
 * the code, decoded, leads a new visitor to the partner's branded landing page with the campaign values, and the
 * click and the visitor's OTP verification are counted on the link's row.
 */
import fs from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';
import { loginWithOtp, pick } from '../customer/steps';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** The text of a QR code in a downloaded PNG. */
function decodePng(file: string): string | undefined {
  const png = PNG.sync.read(fs.readFileSync(file));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function countOf(page: Page, code: string, figure: string): Promise<string> {
  return (await page.getByTestId(`tracking-link-row-${code}`).getByTestId(`count-${figure}`).textContent()) ?? '';
}

test("a link's QR code leads to the branded landing page, and its click and OTP verification are counted", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  // A dialog, a download, a customer's login in a second window and two axe scans on a busy 2-core runner.
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const campaign = `Poster ${tag}`;

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Tracking Links' }).click();
  await expect(page).toHaveURL(/\/admin\/tracking-links/);
  await expect(page.getByRole('heading', { name: 'Tracking links', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tracking links' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Make the link: FinServe's poster campaign for personal loans.
  await page.getByRole('button', { name: 'New link' }).click();
  const create = page.getByRole('dialog', { name: 'New tracking link' });
  await pick(page, 'Partner', 'FinServe DSA (finserve)');
  await create.getByLabel('Campaign name').fill(campaign);
  await create.getByLabel('utm_source', { exact: true }).fill('poster');
  await create.getByLabel('utm_medium', { exact: true }).fill('print');
  // Characters a UTM value may not hold are dropped as they are typed.
  await create.getByLabel('utm_campaign', { exact: true }).fill(`e2e ${tag}!`);
  await expect(create.getByLabel('utm_campaign', { exact: true })).toHaveValue(`e2e${tag}`);
  await pick(page, 'Product', 'Personal loan');
  await create.getByRole('button', { name: 'Create link' }).click();
  await expect(create).toBeHidden();

  // The new link's short URL and QR code are shown at once; copy the link.
  const share = page.getByRole('dialog', { name: `Share: ${campaign}` });
  await expect(share).toBeVisible();
  const shortUrl = await share.getByTestId('tracking-link-url').inputValue();
  expect(shortUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/t\/[a-z2-9]{8}$/);
  const code = shortUrl.split('/t/')[1] ?? '';
  await expect(share.getByRole('img', { name: `QR code for ${shortUrl}` })).toBeVisible();
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  await expectNoA11yViolations(page);

  // Download the PNG and read the code back.
  const downloading = page.waitForEvent('download');
  await share.getByRole('link', { name: 'Download PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`tracking-link-${code}.png`);
  const decoded = decodePng(await download.path());
  expect(decoded).toBe(shortUrl);
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(share).toBeHidden();

  // A new visitor follows the decoded link: the partner's branded landing page, with the campaign values kept.
  const project = testInfo.project.use;
  const visitorContext = await browser.newContext({
    baseURL,
    viewport: project.viewport,
    isMobile: project.isMobile,
    hasTouch: project.hasTouch,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    extraHTTPHeaders: { ...extraHTTPHeaders, 'x-forwarded-for': `10.251.${testInfo.workerIndex % 256}.7` },
  });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(decoded ?? '');
    await expect(visitor).toHaveURL(
      new RegExp(
        `/finserve\\?utm_source=poster&utm_medium=print&utm_campaign=e2e${tag}&utm_content=${code}&product=pl$`,
      ),
    );
    await expect(visitor.getByRole('img', { name: 'FinServe DSA' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    const utms = await visitor.evaluate(() => window.localStorage.getItem('saakh.utms'));
    expect(JSON.parse(utms ?? '{}')).toMatchObject({ utm_source: 'poster', utm_content: code });

    // They verify their mobile number: the link's customer from now on.
    await visitor.goto('/verification');
    await loginWithOtp(visitor);
    await expect(visitor).toHaveURL(/\/products$/);
  } finally {
    await visitorContext.close();
  }

  // Today's figures: one click, one OTP verification (the event is sent without waiting, so read until it lands).
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByLabel('Search by campaign, code or UTM value').fill(code);
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  const row = page.getByTestId(`tracking-link-row-${code}`);
  await expect(row).toContainText(campaign);
  await expect(row).toContainText('poster / print');
  await expect(async () => {
    await page.reload();
    expect(await countOf(page, code, 'clicks')).toBe('1');
    expect(await countOf(page, code, 'otp_verified')).toBe('1');
  }).toPass({ timeout: 15_000 });
  expect(await countOf(page, code, 'applications')).toBe('0');
  await expectNoSidewaysScroll(page);
});

test('a switched-off link opens the home page and counts nothing more', async ({ page, request }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const campaign = `Off ${tag}`;
  await loginAdminInBrowser(page, '/admin/tracking-links');
  await page.getByRole('button', { name: 'New link' }).click();
  const create = page.getByRole('dialog', { name: 'New tracking link' });
  await pick(page, 'Partner', 'PaisaMitra (paisamitra)');
  await create.getByLabel('Campaign name').fill(campaign);
  await create.getByLabel('utm_source', { exact: true }).fill('sms');
  await create.getByLabel('utm_medium', { exact: true }).fill('sms');
  await create.getByLabel('utm_campaign', { exact: true }).fill('off');
  await create.getByRole('button', { name: 'Create link' }).click();
  const share = page.getByRole('dialog', { name: `Share: ${campaign}` });
  const shortPath = new URL(await share.getByTestId('tracking-link-url').inputValue()).pathname;
  await share.getByRole('button', { name: 'Done' }).click();

  const code = shortPath.replace('/t/', '');
  await page.getByLabel('Search by campaign, code or UTM value').fill(code);
  const row = page.getByTestId(`tracking-link-row-${code}`);
  await row.getByRole('button', { name: `Switch off: ${campaign}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch this link off?' });
  await confirm.getByRole('button', { name: 'Switch off' }).click();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();

  const followed = await request.get(shortPath, { maxRedirects: 0 });
  expect(followed.status()).toBe(302);
  expect(followed.headers().location).toBe('/');
});
