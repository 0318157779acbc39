/**
 * My data (issue 30 item 4), on a phone: a customer with a profile and an application sent to a lender opens My data
 * from the menu, sees what is held and the lender it went to, downloads everything as JSON and PDF (made by the job
 * worker), and asks for their data to be erased, reading first what is kept and why.
 */
import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/admin';
import { expectNoA11yViolations } from '../support/a11y';
import { bearer } from '../support/api';
import { customerMobile } from '../support/kfs';
import { expect, test } from '../support/test';
import { JOURNEY_TIMEOUT_MS, apiSelectOffer, profileInput, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** A 'submit'-mode personal-loan lender of the demo seed: its applications are sent from Saakh. */
const LENDER = 'Kotak Mahindra Bank';
const answers = { amount: '300000', income: '60000' };
/** The download is made by the job worker and printed by Chromium: on a busy runner that takes a while. */
const EXPORT_TIMEOUT_MS = 60_000;

/** Sends the application the offer made to the lender, as the lender-submit page does. */
async function sendToLender(page: Page, token: string, next: string): Promise<void> {
  const creditAppId = new URL(next, 'http://saakh.local').searchParams.get('creditAppId') ?? '';
  expect(creditAppId, `credit application id in ${next}`).toMatch(/^[0-9a-f-]{36}$/);
  const sent = await page.request.post(`/api/applications/${encodeURIComponent(creditAppId)}/submit`, {
    data: { consent: true },
    headers: bearer(token),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}

test('a customer sees what is held and who received it, downloads it and asks for its erasure @phone', async ({
  page,
}) => {
  const customer = await signedInCustomer(page, 'pl', answers);
  await sendToLender(page, customer.token, await apiSelectOffer(page, customer, LENDER));
  const mobile = await customerMobile(page.request);
  const { first_name: firstName, last_name: lastName } = profileInput('pl', answers);

  // From the menu, as on any /user page.
  await page.goto('/user/applications');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'My data' }).click();
  await expect(page).toHaveURL(/\/user\/my-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();

  // What is held: the profile with its fields named as people read them, and the application.
  const profile = page.getByTestId('held-profile');
  await expect(profile).toContainText('Your profile');
  await expect(profile).toContainText('First name');
  await expect(profile).not.toContainText('first_name');
  await expect(page.getByTestId('held-applications')).toContainText(/\d+ records?/);
  await expect(page.getByRole('link', { name: 'Correct your details' })).toBeVisible();

  // Who received it: the lender, as a card on the phone, with the application's reference.
  const lender = page.getByTestId('shared-lender').filter({ hasText: LENDER });
  await expect(lender).toContainText('Lender you applied to');
  await expect(lender).toContainText(/SK-[0-9A-Z]{6}/);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // The download: asked for, made by the job with a progress bar meanwhile, then both files.
  const exports = page.getByRole('region', { name: 'Download your data' });
  await exports.getByRole('button', { name: 'Download your data' }).click();
  const ready = exports.getByTestId('data-export-ready');
  await expect(ready).toBeVisible({ timeout: EXPORT_TIMEOUT_MS });
  await expect(exports.getByRole('progressbar')).toHaveCount(0);
  await expect(ready).toContainText('Kept until');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('link', { name: /Download JSON/ }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^saakh-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await fs.readFile(await json.path(), 'utf8')) as { profile: Record<string, unknown> };
  const profileText = JSON.stringify(copy.profile);
  expect(profileText).toContain(mobile);
  expect(profileText).toContain(String(firstName));
  expect(profileText).toContain(String(lastName));

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    ready.getByRole('link', { name: /Download PDF/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^saakh-my-data-\d{4}-\d{2}-\d{2}\.pdf$/);
  const head = (await fs.readFile(await pdf.path())).subarray(0, 5).toString('latin1');
  expect(head).toBe('%PDF-');

  // Erasure: what is kept and why comes first, and the application the lender still has.
  const erasure = page.getByRole('region', { name: 'Erase your data' });
  await expect(erasure.getByTestId('erasure-keep-applications')).toContainText(
    "RBI requires lenders' records of loans to be kept 8 years",
  );
  await expect(erasure.getByTestId('erasure-waits')).toContainText('still with a lender');
  await erasure.getByRole('button', { name: 'Request erasure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your data?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Request erasure' }).click();
  await expect(dialog).toBeHidden();

  const request = erasure.getByTestId('erasure-request');
  await expect(request.getByTestId('erasure-reference')).toHaveText(/^Request ER-\d{6}$/);
  await expect(request.getByTestId('status-chip')).toHaveText('Pending');
  await expect(request.getByTestId('erasure-due')).toContainText(/We will erase your data by \d{1,2} \w+ \d{4}/);
  // A pending request takes the button's place.
  await expect(erasure.getByRole('button', { name: 'Request erasure' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // Still there after a reload: the request is the server's, not the page's.
  await page.reload();
  await expect(page.getByTestId('erasure-reference')).toHaveText(/^Request ER-\d{6}$/);
});
