/**
 * The lender intake form (customer spec §2–§5, §8): loading, option lists from the server, category →
 * sub-category, UAN and date rules, consent, success with its redirect, rejection with the gold-loan offer,
 * and the failure answers (redirect, 'Rejected', /404).
 */
import { expectNoSidewaysScroll } from '../support/admin';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { JOURNEY_TIMEOUT_MS, apiSelectOffer, pick, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

const INTAKE_LENDER = 'Indifi';

/** A business customer whose selected offer is the intake lender's, on the intake page (set up through the API). */
async function openIntake(page: Page): Promise<string> {
  const customer = await signedInCustomer(page, 'bl', { amount: '500000', income: '90000' });
  await page.goto(await apiSelectOffer(page, customer, INTAKE_LENDER));
  await expect(page).toHaveURL(/\/user\/lender-intake\/indifi\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Loan purpose' })).toBeVisible();
  return page.url();
}

async function fillIntake(page: Page, turnover: string): Promise<void> {
  await pick(page, 'Purpose of the loan', 'Working capital');
  await pick(page, 'Gender', 'Female');
  await pick(page, 'Marital status', 'Married');
  await page.getByLabel("Father's name").fill('Ramesh Verma');
  await page.getByLabel("Mother's name").fill('Sunita Verma');
  await page.getByLabel('Business name').fill('Verma Traders');
  await page.getByLabel('Date of incorporation').fill('2015-04-01');
  await page.getByLabel('Annual sales turnover (₹)').fill(turnover);
  await page.getByLabel(/Udyam registration number/).fill('UDYAM-MH-12-1234567');
  await pick(page, 'Category', 'Trading');
  await pick(page, 'Sub-category', 'Retail trade');
  await pick(page, 'Nature of business', 'Proprietorship');
  await page.getByLabel('Address line 1').fill('Shop 4, Market Road');
  await page.getByLabel('Address line 2').fill('Near Bus Stand');
  // A letter typed into a digits-only field is refused on screen too, not only in the form's value.
  await page.getByLabel('Postal code').pressSequentially('41a1001');
  await expect(page.getByLabel('Postal code')).toHaveValue('411001');
}

test('an accepted intake is sent to the lender and returns to the offers @phone', async ({ page }) => {
  const intakeUrl = await openIntake(page);
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(page.getByRole('button', { name: 'Return to Offers' })).toBeVisible();
  await expect(submit).toBeDisabled();
  await fillIntake(page, '5000000');

  // Required fields and consent: Submit waits for the box to be ticked.
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I confirm these details are correct/ }).check();
  await expect(submit).toBeEnabled();

  // A UAN error blocks Submit; the example format clears it.
  const uan = page.getByLabel(/Udyam registration number/);
  await uan.fill('UDYAM-MH-1-12345');
  await uan.blur();
  await expect(page.getByText('Please enter a valid UAN')).toBeVisible();
  await expect(submit).toBeDisabled();
  await uan.fill('udyam-mh-12-1234567');
  await expect(uan).toHaveValue('UDYAM-MH-12-1234567');
  await expect(page.getByText('Please enter a valid UAN')).toBeHidden();

  // The date of incorporation cannot be after today.
  const date = page.getByLabel('Date of incorporation');
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await date.fill(tomorrow);
  await date.blur();
  await expect(page.getByText('Date of incorporation cannot be after today')).toBeVisible();
  await date.fill('2015-04-01');

  // Changing the category clears the sub-category; a category without sub-categories asks for none.
  await pick(page, 'Category', 'Construction');
  await expect(page.getByRole('combobox', { name: 'Sub-category' })).toHaveCount(0);
  await pick(page, 'Category', 'Trading');
  await expect(page.getByRole('combobox', { name: 'Sub-category' })).not.toContainText('Retail trade');
  await expect(submit).toBeDisabled();
  await pick(page, 'Sub-category', 'Wholesale trade');
  await expect(submit).toBeEnabled();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await submit.click();
  await expect(page).toHaveURL(/\/user\/business-offers$/);
  await expect(
    page.getByTestId('applications-table').getByRole('row').filter({ hasText: INTAKE_LENDER }),
  ).toContainText('Sent to lender');

  // Opening the form again answers with a redirection: the browser follows it.
  await page.goto(intakeUrl);
  await expect(page).toHaveURL(/\/user\/business-offers$/);
});

test('a rejected intake offers a gold loan and starts it', async ({ page }) => {
  const intakeUrl = await openIntake(page);
  await fillIntake(page, '500000');
  await page.getByRole('checkbox', { name: /I confirm these details are correct/ }).check();
  await page.getByRole('button', { name: 'Submit' }).click();

  const dialog = page.getByTestId('rejection-dialog');
  await expect(dialog.getByText('Unfortunatetly your application has been rejected.')).toBeVisible();
  await expect(dialog.getByText('Do you want to apply for a Gold Loan?')).toBeVisible();

  // Loading the form of a rejected application shows the same dialog ('Rejected').
  await page.goto(intakeUrl);
  await expect(page.getByTestId('rejection-dialog').getByText('Do you want to apply for a Gold Loan?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, apply for a Gold Loan' }).click();
  await expect(page).toHaveURL(/\/user\/gold-loan-detail$/);
  expect(await page.evaluate(() => window.localStorage.getItem('saakh.productType'))).toBe('Gold Loans');
  await expect(page.getByLabel('Loan amount you need')).toHaveValue('500000');
});

test('an intake link that is not the customer’s goes to the not-found page', async ({ page }) => {
  await signedInCustomer(page, 'bl');
  await page.goto('/user/lender-intake/indifi/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
