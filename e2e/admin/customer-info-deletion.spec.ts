/**
 * /admin/customer-info-deletion: a customer who filled in a personal-loan profile and selected an offer asks for
 * their data to be erased; a role 1 admin finds the pending request with its due date, opens its preview (what is
 * erased, what is kept and why), erases with the typed confirmation and a reason, and sees the erasure record. The
 * customer's session ends, and their mobile number and PAN find nobody any more.
 */
import type { APIRequestContext } from '@playwright/test';
import type { MyErasureRequest } from '@saakh/domain/data-rights';
import { apiSelectOffer, profileInput } from '../customer/steps';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { apiLoginCustomer, bearer, uniqueMobile } from '../support/api';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

/** A 'submit'-mode personal-loan lender of the demo seed: selecting its offer makes an application not yet sent. */
const LENDER = 'Kotak_Mahindra';

type Envelope<T> = { data: T };

/** A PAN of an individual (fourth letter P) that no other spec and no other run uses. */
function uniquePan(): string {
  const n = Date.now() + Math.floor(Math.random() * 1_000_000);
  const letter = (i: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26));
  return `${letter(0)}${letter(1)}${letter(2)}P${letter(3)}${String(n % 10_000).padStart(4, '0')}${letter(4)}`;
}

test('a pending request is opened, previewed and erased; the customer is signed out and found no more', async ({
  page,
  playwright,
}) => {
  // A customer journey, a dialog and axe scans on a busy 2-core runner.
  test.slow();
  const mobile = uniqueMobile();
  const pan = uniquePan();
  // The customer's own context, so their cookie and the admin's never mix.
  const customer: APIRequestContext = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const signedIn = await apiLoginCustomer(customer, mobile);
  const headers = bearer(signedIn.token);
  const opened = await customer.post('/api/applications', { data: { product: 'pl' }, headers });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { appId } = ((await opened.json()) as Envelope<{ appId: number }>).data;
  const profile = await customer.post('/api/profile/pl', {
    data: { ...profileInput('pl', { amount: '300000', income: '60000' }), pan },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  await apiSelectOffer(page, { token: signedIn.token, appId }, LENDER);
  const asked = await customer.post('/api/customer/erasure-request', { headers });
  expect(asked.ok(), await asked.text()).toBe(true);
  const request = ((await asked.json()) as Envelope<MyErasureRequest>).data;
  expect(request.status).toBe('pending');
  expect(request.reference).toMatch(/^ER-\d{6}$/);

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Customer Info Deletion' }).click();
  await expect(page).toHaveURL(/\/admin\/customer-info-deletion/);
  await expect(page.getByRole('heading', { name: 'Customer info deletion', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Erasure requests' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // The request is pending, masked, with its reference and due date; it opens into the preview.
  const masked = `******${mobile.slice(-4)}`;
  const row = page.getByTestId(`erasure-request-${signedIn.user.userId}`);
  await expect(row).toContainText(masked);
  await expect(row).toContainText(request.reference);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Open the request of ${masked}` }).click();
  const preview = page.getByTestId('erasure-preview');
  await expect(preview.getByRole('heading', { name: "What erasing this customer's data does" })).toBeFocused();
  await expect(preview).toContainText(`******${pan.slice(-4)}`);
  await expect(preview).toContainText('The customer asked for this on');
  await expect(preview.getByTestId('erasure-line-profile_details')).toContainText('Deleted');
  await expect(preview.getByTestId('erasure-line-applications')).toContainText('Kept (loan records)');
  await expect(preview.getByTestId('erasure-line-applications')).toContainText('1');
  await expect(page.getByText(mobile)).toHaveCount(0);
  await expectNoA11yViolations(page);

  // A wrong confirmation keeps Erase disabled; the right digits and a reason erase.
  await preview.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: "Erase this customer's personal data?" });
  await dialog.getByLabel('Last 4 digits of the mobile number').fill('0000');
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'The customer asked' }).click();
  await expect(dialog.getByRole('button', { name: 'Erase' })).toBeDisabled();
  await expect(dialog).toContainText("Type the last 4 digits of the customer's mobile number");
  await dialog.getByLabel('Last 4 digits of the mobile number').fill(mobile.slice(-4));
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The customer's personal data was erased")).toBeVisible();
  await expect(page.getByTestId('erasure-done')).toContainText(/Erasure #\d+/);
  await expect(preview).toContainText(/erased-[0-9a-f]{12}/);
  await expect(row).toHaveCount(0);

  // The customer's session has ended; their mobile number and PAN find nobody.
  expect((await customer.get('/api/profile', { headers })).status()).toBe(401);
  for (const q of [mobile, pan]) {
    await page.getByLabel('Mobile number, PAN or application id').fill(q);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No customer has this mobile number, PAN or application id.')).toBeVisible();
  }
  await customer.dispose();
});
