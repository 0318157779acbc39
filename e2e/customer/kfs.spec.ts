/**
 * The Key Facts Statement in RBI's format (issue 30), on a phone: an offer's KFS with Part 1, Part 2, Annex B and
 * Annex C (whose total is the total payable) and its PDF links; the application's KFS accepted with the OTP sent to
 * the customer's mobile before the application can be sent; a send tried first is refused with the way to the KFS.
 * And the same KFS read in Hindi.
 */
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from '../support/admin';
import { expectNoA11yViolations } from '../support/a11y';
import { customerMobile } from '../support/kfs';
import { expect, test } from '../support/test';
import { JOURNEY_TIMEOUT_MS, acceptKfsOnPage, kfsPage, selectOfferOnly, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** A 'submit'-mode personal-loan lender of the demo seed. */
const LENDER = 'Kotak Mahindra Bank';
/** The same lender as Hindi readers see it named (its display_name_hi in the demo seed). */
const LENDER_HI = 'कोटक महिंद्रा बैंक';
const profile = { amount: '300000', income: '60000' };

/** Annex C unfolded: its total row holds the total payable Annex B states. */
async function expectScheduleTotalsTotalPayable(page: Page, texts: { show: RegExp; total: string }): Promise<void> {
  const totalPayable = await page
    .getByTestId('kfs-apr')
    .getByRole('row')
    .filter({ hasText: texts.total })
    .getByRole('cell')
    .innerText();
  await page.getByRole('button', { name: texts.show }).click();
  const schedule = page.getByTestId('kfs-schedule');
  await expect(schedule).toBeVisible();
  await expect(page.getByTestId('kfs-schedule-total')).toContainText(totalPayable.trim());
}

test('an offer’s KFS in RBI’s format; the application’s KFS accepted with the OTP before it is sent @phone', async ({
  page,
}) => {
  await signedInCustomer(page, 'pl', profile);
  await page.goto('/user/offers');
  const card = page.getByTestId('offer-card').filter({ hasText: LENDER });
  await card.getByRole('link', { name: `Key Facts Statement of ${LENDER}` }).click();

  // The offer's KFS: indicative (no proposal number yet), every part, its validity, and the PDF in both languages.
  await expect(page).toHaveURL(/\/user\/key-facts\/\d+/);
  await expect(page.getByRole('heading', { name: 'Part 1: Interest rate and fees or charges' })).toBeVisible();
  await expect(page.getByTestId('kfs-table')).toContainText(LENDER);
  await expect(page.getByTestId('kfs-table')).toContainText('Disbursal schedule100% upfront, in one payment');
  await expect(page.getByTestId('kfs-table')).not.toContainText('Proposal number');
  await expect(page.getByRole('table', { name: /Contingent charges/ })).toContainText('Bounce charges');
  await expect(page.getByRole('heading', { name: 'Part 2: Other information' })).toBeVisible();
  await expect(page.getByTestId('kfs-ombudsman')).toContainText('14448');
  await expect(page.getByRole('heading', { name: 'Annex B: How the APR is computed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Annex C: Repayment schedule' })).toBeVisible();
  await expect(page.getByTestId('kfs-validity')).toContainText('This Key Facts Statement is valid until');
  const pdf = page.getByTestId('kfs-pdf-links');
  await expect(pdf.getByRole('link', { name: 'Download PDF (English)' })).toHaveAttribute(
    'href',
    /\/api\/offers\/\d+\/kfs\/\d+\?format=pdf&lang=en$/,
  );
  await expect(pdf.getByRole('link', { name: 'Download PDF (Hindi)' })).toHaveAttribute('href', /format=pdf&lang=hi$/);
  await expectScheduleTotalsTotalPayable(page, { show: /Show the repayment schedule/, total: 'Total you repay' });
  // The schedule scrolls within itself: the page stays phone-wide.
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to offers' }).click();

  // Selecting the offer opens the application's KFS, with its proposal number, and the lender's step as next.
  await selectOfferOnly(page, LENDER);
  await expect(page).toHaveURL(/\/user\/application-kfs\/[0-9a-f-]{36}\?next=%2Fuser%2Flender-submit/);
  await expect(page.getByRole('heading', { name: kfsPage.heading, level: 1 })).toBeVisible();
  await expect(page.getByTestId('kfs-table')).toContainText(/Proposal numberSK-[0-9A-Z]{6}/);
  await expect(page.getByTestId('kfs-pdf-links').getByRole('link', { name: 'Download PDF (Hindi)' })).toHaveAttribute(
    'href',
    /\/api\/applications\/[0-9a-f-]{36}\/kfs\?format=pdf&lang=hi$/,
  );
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  const kfsUrl = page.url();
  const next = new URL(kfsUrl).searchParams.get('next') ?? '';

  // Sending before accepting is refused, with the way to the KFS; its Continue comes back here.
  await page.goto(next);
  await page.getByRole('checkbox', { name: new RegExp(`share my details with ${LENDER}`) }).check();
  await page.getByRole('button', { name: 'Send to lender' }).click();
  const refusal = page.getByTestId('kfs-refusal');
  await expect(refusal).toContainText('Please read and accept the Key Facts Statement');
  await refusal.getByRole('link', { name: 'Read and accept the Key Facts Statement' }).click();
  await expect(page).toHaveURL(/\/user\/application-kfs\/[0-9a-f-]{36}\?next=/);

  // An OTP that is not six digits is refused on the field before anything is sent.
  await page.getByLabel(kfsPage.otp, { exact: true }).fill('12');
  await page.getByRole('button', { name: kfsPage.accept }).click();
  await expect(page.getByText('Enter 6 digits OTP')).toBeVisible();

  const mobile = await customerMobile(page.request);
  await acceptKfsOnPage(page, mobile);
  await expect(page).toHaveURL(/\/user\/lender-submit\?creditAppId=[0-9a-f-]{36}$/);
  await page.getByRole('checkbox', { name: new RegExp(`share my details with ${LENDER}`) }).check();
  await page.getByRole('button', { name: 'Send to lender' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your application is with ${LENDER}` })).toBeVisible();

  // Accepted once and sent: the KFS page says when it was accepted and asks for no code.
  await page.goto(kfsUrl);
  await expect(page.getByText(kfsPage.accepted)).toBeVisible();
  await expect(page.getByTestId('kfs-send-otp')).toHaveCount(0);
});

test('the KFS reads in Hindi, part by part @phone', async ({ page }) => {
  await signedInCustomer(page, 'pl', profile);
  await page.evaluate(() => window.localStorage.setItem('saakh.language', 'hi'));
  await page.goto('/user/offers');
  const card = page.getByTestId('offer-card').filter({ hasText: LENDER_HI });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: `${LENDER_HI} का मुख्य तथ्य विवरण` }).click();
  await expect(page).toHaveURL(/\/user\/key-facts\/\d+/);

  await expect(page.getByRole('heading', { name: 'मुख्य तथ्य विवरण', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'भाग 1: ब्याज दर और शुल्क' })).toBeVisible();
  await expect(page.getByTestId('kfs-table')).toContainText(LENDER_HI);
  await expect(page.getByTestId('kfs-table')).toContainText('वितरण अनुसूची100% अग्रिम, एक ही भुगतान में');
  await expect(page.getByRole('heading', { name: 'भाग 2: अन्य जानकारी' })).toBeVisible();
  await expect(page.getByText('शिकायत निवारण अधिकारी, साख')).toBeVisible();
  await expect(page.getByTestId('kfs-ombudsman')).toContainText('RBI एकीकृत लोकपाल');
  await expect(page.getByRole('heading', { name: 'अनुलग्नक B: APR की गणना कैसे होती है' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'अनुलग्नक C: पुनर्भुगतान अनुसूची' })).toBeVisible();
  await expect(page.getByTestId('kfs-validity')).toContainText('तक मान्य है');
  await expect(page.getByTestId('kfs-pdf-links').getByRole('link', { name: 'PDF डाउनलोड करें (हिन्दी)' })).toBeVisible();
  await expectScheduleTotalsTotalPayable(page, { show: /पुनर्भुगतान अनुसूची दिखाएँ/, total: 'कुल चुकाने योग्य राशि' });
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
});
