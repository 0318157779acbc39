/**
 * One full journey per loan product (issue 3): landing → products → OTP login → welcome → detail form → offers
 * with APR, EMI, fees and KFS → a selected offer becomes a credit application, tracked in the status table.
 */
import { expectNoSidewaysScroll } from '../support/admin';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import {
  JOURNEY_TIMEOUT_MS,
  fillProfile,
  selectOffer,
  signedInCustomer,
  startJourney,
  type LoanProduct,
  type ProfileAnswers,
} from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

type Journey = { product: LoanProduct; answers: ProfileAnswers; lender: string; offersTitle: string };

const journeys: Journey[] = [
  {
    product: 'pl',
    answers: { amount: '300000', income: '60000' },
    lender: 'Kotak Mahindra Bank',
    offersTitle: 'Your personal loan offers',
  },
  {
    product: 'bl',
    answers: { amount: '500000', income: '90000' },
    lender: 'Lendingkart',
    offersTitle: 'Your business loan offers',
  },
  {
    product: 'gl',
    answers: { amount: '150000', income: '40000' },
    lender: 'Muthoot Finance',
    offersTitle: 'Your gold loan offers',
  },
  {
    product: 'hl',
    answers: { amount: '1500000', income: '30000' },
    lender: 'Aadhar Housing Finance',
    offersTitle: 'Your housing loan offers',
  },
];

async function sendWithConsent(page: Page, lender: string): Promise<void> {
  await expect(page).toHaveURL(/\/user\/lender-submit\?creditAppId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: lender })).toBeVisible();
  await page.getByRole('button', { name: 'Send to lender' }).click();
  await expect(page.getByText('Please agree to share your details with the lender')).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`share my details with ${lender}`) }).check();
  await page.getByRole('button', { name: 'Send to lender' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your application is with ${lender}` })).toBeVisible();
  const timeline = page.getByTestId('application-timeline');
  await expect(timeline.getByText('Offer selected')).toBeVisible();
  await expect(timeline.getByText('Sent to lender')).toBeVisible();
}

for (const journey of journeys) {
  test(`${journey.product}: from the landing page to an application sent to ${journey.lender} @phone`, async ({
    page,
  }) => {
    await startJourney(page, journey.product, '/?utm_source=e2e&utm_campaign=journeys');
    await fillProfile(page, journey.product, journey.answers);

    await expect(page.getByRole('heading', { name: journey.offersTitle })).toBeVisible();
    await expect(page.getByTestId('ranking-rule')).toContainText('How we rank offers');
    const card = page.getByTestId('offer-card').filter({ hasText: journey.lender });
    await expect(card).toBeVisible();
    for (const label of [
      'Loan amount',
      'Tenure',
      'Interest rate (yearly)',
      'APR (all-in yearly cost)',
      'EMI',
      'Processing fee',
      'Total payable',
    ]) {
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('No applications yet')).toBeVisible();
    await expect(page.getByTestId('masked-details')).toContainText('******234K');
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);

    // The Key Facts Statement of the offer, and back.
    await card.getByRole('link', { name: `Key Facts Statement of ${journey.lender}` }).click();
    await expect(page).toHaveURL(/\/user\/key-facts\/\d+$/);
    await expect(page.getByTestId('kfs-table')).toContainText(journey.lender);
    await expect(page.getByTestId('kfs-table')).toContainText('Annual percentage rate (APR)');
    await expect(page.getByRole('heading', { name: 'Grievance redressal' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Back to offers' }).click();

    await selectOffer(page, journey.lender);
    await sendWithConsent(page, journey.lender);
    await expectNoA11yViolations(page);

    // Back on the offers page the status table shows the application.
    await page.goBack();
    const table = page.getByTestId('applications-table');
    await expect(table.getByRole('row').filter({ hasText: journey.lender })).toContainText('Sent to lender');
    await expectNoSidewaysScroll(page);
    await table.getByRole('button', { name: `Timeline of the application to ${journey.lender}` }).click();
    await expect(page.getByRole('dialog').getByTestId('application-timeline')).toContainText('Sent to lender');
  });
}

test.describe('after the first journey @phone', () => {
  test('a returning customer resumes from the welcome-back page straight to the offers', async ({ page }) => {
    await signedInCustomer(page, 'pl', { amount: '200000', income: '55000' });
    await page.goto('/products');
    await page.getByRole('button', { name: /Apply for Personal Loans/ }).click();
    await expect(page).toHaveURL(/\/user\/welcome-back$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Asha' })).toBeVisible();
    await expect(page.getByTestId('masked-details')).toContainText('**/**/');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Continue where I left off' }).click();
    await expect(page).toHaveURL(/\/user\/offers$/);

    // Starting again opens the details for editing instead of jumping to the offers.
    await page.goto('/user/welcome-back');
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/user\/user-detail$/);
    await expect(page.getByLabel('First name')).toHaveValue('Asha');
  });

  test('unmatched lenders are listed with their reasons, including the age criteria', async ({ page }) => {
    await signedInCustomer(page, 'pl', { amount: '300000', income: '60000', age: 59 });
    await page.goto('/user/offers');
    const unmatched = page.getByTestId('unmatched-lenders');
    await expect(unmatched).toBeVisible();
    await expect(unmatched.getByText("Your age doesn't match the required age criteria").first()).toBeVisible();
  });
});
