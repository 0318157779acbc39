/** Every validation rule and message of customer spec §5 as the customer meets it in the forms. */
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { JOURNEY_TIMEOUT_MS, onPhoneOnly, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** Types a value, leaves the field, and expects the message under it. */
async function expectMessage(page: Page, label: string, value: string, message: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

test.describe('detail forms', () => {
  onPhoneOnly();

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

test('the help dialog keeps Send disabled until valid and confirms the request', async ({ page }) => {
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

test('when the Help code cannot be fetched, the page stays, says so, and Retry opens Help', async ({ page }) => {
  await signedInCustomer(page, 'pl');
  // The connection drops for the Help dialog's code only, until the customer tries again.
  let connected = false;
  await page.route(/\/assets\/help-dialog-[^/]+\.js$/, (route) => (connected ? route.continue() : route.abort()));
  await page.goto('/user/user-detail');
  await openHelp(page);
  const failed = page.getByRole('dialog', { name: 'This could not be opened' });
  await expect(failed).toContainText('Check your connection and try again.');
  await expectNoA11yViolations(page);
  connected = true;
  await failed.getByRole('button', { name: 'Retry' }).click();
  const dialog = page.getByRole('dialog', { name: 'How can we help?' });
  await expect(dialog.getByLabel(/Your name/)).toBeVisible();
  await expect(failed).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
