/**
 * Documents a lender asks for (issue 33, item 3; decision 054): a customer on a phone sees what their lender still
 * needs for the application they sent, is told before sending that a file of the wrong type cannot go, uploads their
 * PAN card, and operations verify it from the case; the customer then sees it verified.
 */
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginStaffInBrowser } from '../support/admin';
import { expect, test } from '../support/test';
import { JOURNEY_TIMEOUT_MS, apiSelectOffer, signedInCustomer } from './steps';

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

/** The demo's Kotak Mahindra Bank asks for PAN, Aadhaar, salary slips and a bank statement for a personal loan. */
const LENDER = 'Kotak Mahindra Bank';

/** A small PDF, as a phone's scanner saves one. */
const panCard = {
  name: 'pan-card.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

test('a customer uploads the PAN card their lender asks for, and operations verify it @phone', async ({
  page,
  browser,
}) => {
  const customer = await signedInCustomer(page, 'pl', { amount: '300000', income: '60000' });
  await page.goto(await apiSelectOffer(page, customer, LENDER));
  await page.getByRole('checkbox', { name: new RegExp(`share my details with ${LENDER}`) }).check();
  await page.getByRole('button', { name: 'Send to lender' }).click();
  await expect(page.getByTestId('application-timeline')).toContainText('Sent to lender');

  // The applications list says what the lender still needs, and leads to it.
  await page.goto('/user/applications');
  const requests = page.getByTestId('document-requests');
  await expect(requests).toContainText(LENDER);
  await expect(requests).toContainText('4 of 4 still needed');
  await requests.getByRole('link', { name: new RegExp(`^Documents for ${LENDER}, application SK-`) }).click();
  await expect(page).toHaveURL(/\/user\/applications\/[0-9a-f-]{36}\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents for your loan' })).toBeVisible();
  const reference = /application (SK-[A-Z0-9]+)/.exec(
    (await page.getByText(/asks for these documents/).innerText()) ?? '',
  )?.[1];
  expect(reference, 'the application reference under the heading').toBeTruthy();
  await expect(page.getByTestId('documents-outstanding')).toHaveText('4 documents still needed');

  const pan = page.getByTestId('document-pan_card');
  await expect(pan.getByTestId('document-pan_card-status')).toHaveText('Needed');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // A file the lender cannot read is refused on the phone, before anything is sent.
  await pan.getByTestId('document-pan_card-upload').setInputFiles({
    name: 'pan-card.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('my pan'),
  });
  await expect(pan.getByTestId('document-pan_card-upload-error')).toHaveText(
    'pan-card.txt cannot be sent: choose a PDF, JPG or PNG file.',
  );
  await expect(pan.getByTestId('document-pan_card-status')).toHaveText('Needed');

  await pan.getByTestId('document-pan_card-upload').setInputFiles(panCard);
  await expect(pan.getByTestId('document-pan_card-upload-status')).toHaveText('PAN card sent. We will check it soon.');
  await expect(pan.getByTestId('document-pan_card-status')).toHaveText('Being checked');
  await expect(pan).toContainText('On record: pan-card.pdf');
  await expect(page.getByTestId('documents-outstanding')).toHaveText('3 documents still needed');

  // Operations open the case at their desk and verify the file.
  const staffContext = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const staff = await staffContext.newPage();
  try {
    // The queue shows which cases have documents waiting, and can show only those.
    await loginStaffInBrowser(staff, 'ops', `/admin/cases?q=${reference}&documents=to_review`);
    await expect(staff.getByRole('checkbox', { name: 'Documents to review' })).toBeChecked();
    await expect(staff.getByTestId(`case-row-${reference}`)).toContainText('1 to review');
    await staff.getByRole('button', { name: `Open case ${reference}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Case ${reference}` });
    const row = dialog.getByTestId('document-pan_card');
    await expect(row.getByTestId('document-status')).toHaveText('Waiting for review');
    await expect(row).toContainText('pan-card.pdf');
    await row.getByRole('button', { name: 'Verify PAN card' }).click();
    await expect(staff.getByText('Document verified')).toBeVisible();
    await expect(row.getByTestId('document-status')).toHaveText('Verified');
    await expect(row.getByRole('button', { name: 'Verify PAN card' })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The customer sees it verified, with nothing left to do for it.
  await page.reload();
  await expect(pan.getByTestId('document-pan_card-status')).toHaveText('Verified');
  await expect(pan.getByTestId('document-pan_card-upload-button')).toHaveCount(0);
  await expect(page.getByTestId('documents-outstanding')).toHaveText('3 documents still needed');
});
