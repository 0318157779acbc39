/** Every validation rule and message of customer spec §5 as the customer meets it in the forms. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { JOURNEY_TIMEOUT_MS, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** Types a value, leaves the field, and expects the message under it. */
async function expectMessage(page: Page, label: string, value: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe('detail forms @phone', () => {
  test('the personal detail form shows the spec message for each rule', async ({ page }) => {
    await signedInCustomer(page, 'pl');
    await page.goto('/user/user-detail');
    await expectMessage(page, 'First name', 'Asha1', 'Only alphabets are considered to be the valid first name');
    await expectMessage(page, 'Last name', 'Ver ma', 'Only alphabets are considered to be the valid last name');
    await expectMessage(page, 'E-mail', 'asha@example', 'Email is invalid');
    await expectMessage(page, 'PAN', 'ABCDE1234F', 'Invalid PAN');
    await expectMessage(page, 'Monthly income', '1000001', 'Monthly income requires between ₹ 1 and ₹ 1,000,000');
    await expectMessage(page, 'Monthly income', '0', 'Monthly income requires between ₹ 1 and ₹ 1,000,000');
    await expectMessage(
      page,
      'Salary account IFSC (optional)',
      'hdfc0001234',
      'IFSC format is invalid (case sensitive field)',
    );
    await expectMessage(page, 'Address line 1', '12 MG Road @ Gate', 'Do not use special characters in Address Line 1');
    await expectMessage(
      page,
      'Address line 2 (optional)',
      'Flat $5',
      'Do not use special characters in Address Line 2',
    );
    await expectMessage(page, 'Pincode', '56001', 'Please enter a valid 6 digit pincode');
    await expectNoA11yViolations(page);

    // Birth date: DD/MM/YYYY typed as digits (slashes come by themselves), calendar, year and a plausible adult.
    const birth = page.getByLabel('Date of birth');
    await birth.pressSequentially('31021990');
    await expect(birth).toHaveValue('31/02/1990');
    await birth.blur();
    await expect(page.getByText('Invalid date', { exact: true })).toBeVisible();
    await birth.fill('');
    await birth.pressSequentially('15081850');
    await expect(page.getByText('Invalid year', { exact: true })).toBeVisible();
    await birth.fill('');
    await birth.pressSequentially(`0101${new Date().getFullYear() - 5}`);
    await expect(page.getByText('Please enter a valid birth date', { exact: true })).toBeVisible();

    // Fixing a value removes its message.
    await page.getByLabel('PAN', { exact: true }).fill('ABCPV1234K');
    await expect(page.getByText('Invalid PAN', { exact: true })).toBeHidden();
  });

  test('the business and gold forms check the company name and the locality', async ({ page }) => {
    await signedInCustomer(page, 'bl');
    await page.goto('/user/business-detail');
    await expectMessage(page, 'Company name', 'AB', 'Company name must be 3 to 40 letters or numbers');
    await expectMessage(page, 'Company name', 'Verma & Sons', 'Company name must be 3 to 40 letters or numbers');
    await page.getByLabel('Company name').fill('Verma Traders 2');
    await expect(page.getByText('Company name must be 3 to 40 letters or numbers')).toBeHidden();

    await signedInCustomer(page, 'gl');
    await page.goto('/user/gold-loan-detail');
    await expectMessage(
      page,
      'Locality',
      'Koramangala (5th block)',
      'Locality can have letters, digits, comma, full stop, space and #',
    );
    await page.getByLabel('Locality').fill('Koramangala, 5th Block #2');
    await expect(page.getByText('Locality can have letters, digits, comma, full stop, space and #')).toBeHidden();
  });

  test('continuing without an offer asks to select one', async ({ page }) => {
    await signedInCustomer(page, 'gl', { amount: '100000', income: '30000' });
    await page.goto('/user/gold-offers');
    await page.getByRole('button', { name: 'Continue with the selected offer' }).click();
    await expect(page.getByTestId('select-error')).toHaveText('Please select a offer from offer screen');
  });
});

async function openHelp(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) < 600) {
    // Phones open Help from the menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Help' }).click();
  } else {
    await page.getByRole('button', { name: 'Help' }).click();
  }
}

test('the help dialog keeps Send disabled until valid and confirms the request @phone', async ({ page }) => {
  await signedInCustomer(page, 'pl');
  await page.goto('/user/user-detail');
  await openHelp(page);
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  const send = dialog.getByRole('button', { name: 'Send' });
  await dialog.getByLabel(/Your name/).fill('Asha Verma');
  await dialog.getByLabel(/E-mail/).fill('asha@');
  await expect(dialog.getByText('Email error')).toBeVisible();
  await dialog.getByLabel(/E-mail/).fill('asha@example.in');
  await dialog.getByLabel(/Mobile number/).fill('98765');
  await expect(dialog.getByText('Phone Number error')).toBeVisible();
  // Numeric only: other characters are dropped as they are typed.
  await dialog.getByLabel(/Mobile number/).fill('98765x');
  await expect(dialog.getByLabel(/Mobile number/)).toHaveValue('98765');
  await dialog.getByLabel(/Mobile number/).fill('9876543210');
  await expect(dialog.getByText('Phone Number error')).toBeHidden();
  await expect(send).toBeDisabled();
  await dialog.getByLabel(/How can we help/).fill('I want to know which documents a personal loan needs.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByTestId('help-sent')).toHaveText('Your request have been sent successfully');
});

/**
 * Drops the connection for the Help dialog's code the first `drops` times it is asked for, and lists each request for
 * it with its answer (the browser keeps a module whose fetch failed as failed: only a new address asks again).
 */
async function flakyHelpCode(page: Page, drops: number): Promise<{ url: string; status: number | 'failed' }[]> {
  const requests: { url: string; status: number | 'failed' }[] = [];
  const helpCode = /\/assets\/help-dialog-[^/?]+\.js(\?.*)?$/;
  await page.route(helpCode, (route) => {
    const status = requests.length < drops ? 'failed' : 200;
    requests.push({ url: new URL(route.request().url()).pathname + new URL(route.request().url()).search, status });
    return status === 'failed' ? route.abort() : route.continue();
  });
  return requests;
}

test('when the Help code cannot be fetched, the page stays, says so, and Retry fetches it again', async ({ page }) => {
  await signedInCustomer(page, 'pl');
  const requests = await flakyHelpCode(page, 1);
  await page.goto('/user/user-detail');
  await openHelp(page);
  const failed = page.getByRole('dialog', { name: 'This could not be opened' });
  await expect(failed).toContainText('Check your connection and try again.');
  await expectNoA11yViolations(page);
  await failed.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(dialog.getByLabel(/Your name/)).toBeVisible();
  await expect(failed).toBeHidden();
  // A second request, under a fresh address, answered: not the failed one answered again from the browser's memory.
  // (Focus returning to the Help button may prefetch the first address once more; that is not what opened Help.)
  const [first, second] = requests;
  expect(first?.status).toBe('failed');
  expect(second).toEqual({ url: `${first?.url}?retry=1`, status: 200 });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when Help cannot be fetched again either, Retry reloads the page and Help opens', async ({ page }) => {
  await signedInCustomer(page, 'pl');
  const requests = await flakyHelpCode(page, 2);
  await page.goto('/user/user-detail');
  await openHelp(page);
  const failed = page.getByRole('dialog', { name: 'This could not be opened' });
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);
  await expect(failed).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await reloaded;
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  // The page starts again (its session checked, its data read) before Help opens on it.
  await expect(dialog.getByLabel(/Your name/)).toBeVisible({ timeout: 15_000 });
  const [first, second] = requests;
  expect(first?.status).toBe('failed');
  expect(second).toEqual({ url: `${first?.url}?retry=1`, status: 'failed' });
  // After the reload the page fetched the code afresh, under its own address.
  expect(requests.at(-1)).toEqual({ url: first?.url, status: 200 });
  // The page is the one the customer was on, with nothing left in its address.
  await expect(page).toHaveURL(/\/user\/user-detail$/);
});
