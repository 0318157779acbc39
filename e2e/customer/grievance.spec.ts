/**
 * A complaint with its clock (issue 30, item 2): a signed-in customer files one on the grievance page, follows it
 * under "My complaints", an admin answers it from the queue, and the customer accepts the answer.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { loginStaffInBrowser, expectNoSidewaysScroll } from '../support/admin';
import { apiLoginCustomer } from '../support/api';
import { expect, test } from '../support/test';
import { JOURNEY_TIMEOUT_MS, pick } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

async function fileComplaint(page: Page): Promise<string> {
  await page.goto('/grievance-redressal');
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance redressal' })).toBeVisible();
  const officer = page.getByTestId('grievance-officer');
  await expect(officer.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
  await expect(officer.getByRole('link').nth(1)).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: 'cms.rbi.org.in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '14448' }).first()).toHaveAttribute('href', 'tel:14448');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  await pick(page, /What is your complaint about/, 'Fees and charges');
  await page.getByRole('textbox', { name: /What happened/ }).fill('A processing fee I was never told about.');
  await page.getByRole('button', { name: 'Register complaint' }).click();
  const filed = page.getByTestId('complaint-filed');
  await expect(filed).toContainText('Your complaint is registered');
  await expect(filed).toContainText('We will answer by');
  const reference = (await filed.getByText(/^GR-[2-9A-Z]{6}$/).textContent())?.trim() ?? '';
  expect(reference).toMatch(/^GR-[2-9A-HJKMNP-Z]{6}$/);
  return reference;
}

test('a customer files a complaint, follows it, and accepts the answer an admin gives @phone', async ({
  page,
  browser,
}) => {
  await apiLoginCustomer(page.request);
  const reference = await fileComplaint(page);

  await page.getByRole('link', { name: 'Follow this complaint' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/complaints/${reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByRole('list', { name: 'What has happened' })).toContainText('Complaint registered');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // The list under the account names it with its status.
  await page.goto('/user/complaints');
  await expect(page.getByTestId('my-complaints')).toContainText(reference);
  await expect(page.getByTestId('my-complaints')).toContainText('Received');

  // Support staff answer it from the queue.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await loginStaffInBrowser(staff, 'csr', `/admin/grievances?q=${reference}`);
    await expect(staff.getByTestId(`grievance-row-${reference}`)).toContainText(/\d+ days? left/);
    await staff.getByRole('button', { name: `Open complaint ${reference}` }).click();
    await expect(staff).toHaveURL(/\/admin\/grievances\/\d+$/);
    await expect(staff.getByText('A processing fee I was never told about.')).toBeVisible();
    await staff.getByRole('button', { name: 'Answer the customer' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Answer the customer' });
    await dialog.getByRole('textbox', { name: /Answer to the customer/ }).fill('The fee is refunded to your account.');
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await expect(dialog).toBeHidden();
    await expect(staff.getByRole('list', { name: 'Timeline' })).toContainText('Answered');
  } finally {
    await staffContext.close();
  }

  await page.goto(`/user/complaints/${reference}`);
  await expect(page.getByTestId('complaint-answer')).toHaveText('The fee is refunded to your account.');
  await page.getByRole('button', { name: 'This resolves my complaint' }).click();
  await expect(page.getByRole('button', { name: 'This resolves my complaint' })).toHaveCount(0);
  await expect(page.getByTestId('status-chip')).toHaveText('Resolved');
  await expect(page.getByTestId('ombudsman-block')).toHaveCount(0);
});

test('every footer leads to the grievance page @phone', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance redressal' }).click();
  await expect(page).toHaveURL(/\/grievance-redressal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grievance redressal' })).toBeVisible();
});
