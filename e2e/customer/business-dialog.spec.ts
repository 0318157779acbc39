/** The business-registration dialog (customer spec §2): YES, NO (replacing history) and closing. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { JOURNEY_TIMEOUT_MS, loginWithOtp } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

const question = 'Do you have a business registration certificate?';

async function session(page: Page) {
  return page.evaluate(() => ({
    productType: window.localStorage.getItem('saakh.productType'),
    productId: window.localStorage.getItem('saakh.productId'),
  }));
}

async function openDialog(page: Page) {
  await page.getByRole('button', { name: /Apply for Business Loans/ }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('YES (the default) chooses Business Loans and continues to its welcome page @phone', async ({ page }) => {
  await page.goto('/products');
  await page.evaluate(() => window.localStorage.setItem('saakh.productId', '7'));
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('radio', { name: 'YES' })).toBeChecked();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect(await session(page)).toEqual({ productType: 'Business Loans', productId: null });
  await loginWithOtp(page);
  await expect(page).toHaveURL(/\/user\/business-welcome-back$/);
});

test('NO chooses Personal Loans and goes to the personal detail flow, replacing history @phone', async ({ page }) => {
  await page.goto('/');
  await page.goto('/verification');
  await loginWithOtp(page);
  await expect(page).toHaveURL(/\/products$/);
  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: 'NO' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Customer spec §2: NO lands on the personal detail form itself (issue 13), not the welcome-back page.
  await expect(page).toHaveURL(/\/user\/user-detail$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);
  expect(await session(page)).toEqual({ productType: 'Personal Loans', productId: null });
  await page.goBack();
  await expect(page).not.toHaveURL(/\/products$/);
});

test('closing the dialog clears the product type and product id @phone', async ({ page }) => {
  await page.goto('/products');
  await page.evaluate(() => {
    window.localStorage.setItem('saakh.productType', 'Gold Loans');
    window.localStorage.setItem('saakh.productId', '3');
  });
  const dialog = await openDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await session(page)).toEqual({ productType: null, productId: null });
});
