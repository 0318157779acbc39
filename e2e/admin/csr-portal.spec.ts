/**
 * /admin/csr-portal: a support agent (role 3) finds a customer by the PAN they read out on a call, sees it only
 * masked, opens the customer, reveals the PAN with a reason, and adds a note that stays on the customer.
 */
import type { APIRequestContext } from '@playwright/test';
import { profileInput } from '../customer/steps';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginStaffInBrowser } from '../support/admin';
import { apiLoginCustomer, bearer, uniqueMobile } from '../support/api';
import { expect, test } from '../support/test';

/** A PAN of an individual (fourth letter P) that no other spec and no other run uses. */
function uniquePan(): string {
  const n = Date.now() + Math.floor(Math.random() * 1_000_000);
  const letter = (i: number) => String.fromCharCode(65 + (Math.floor(n / 26 ** i) % 26));
  return `${letter(0)}${letter(1)}${letter(2)}P${letter(3)}${String(n % 10_000).padStart(4, '0')}${letter(4)}`;
}

test('a support agent finds a customer by PAN, sees it masked, reveals it with a reason and adds a note', async ({
  page,
  playwright,
}) => {
  test.slow();
  const mobile = uniqueMobile();
  const pan = uniquePan();
  const customer: APIRequestContext = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const signedIn = await apiLoginCustomer(customer, mobile);
  const headers = bearer(signedIn.token);
  expect((await customer.post('/api/applications', { data: { product: 'pl' }, headers })).ok()).toBe(true);
  const profile = await customer.post('/api/profile/pl', {
    data: { ...profileInput('pl', { amount: '300000', income: '60000' }), first_name: 'Lalita', pan },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);

  await loginStaffInBrowser(page, 'csr');
  await expect(page.getByRole('heading', { name: 'CSR portal', level: 1 })).toBeVisible();
  await expect(page.getByText('Find a customer', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  // The agent types the PAN; the result shows it and the mobile only masked.
  await page
    .getByRole('searchbox', { name: 'Mobile, PAN, application reference or id, name or e-mail' })
    .fill(pan.toLowerCase());
  const row = page.getByTestId(`csr-customer-${signedIn.user.userId}`);
  await expect(row).toContainText('Lalita Verma');
  await expect(row).toContainText(`******${pan.slice(-4)}`);
  await expect(row).toContainText(`******${mobile.slice(-4)}`);
  await expect(page.getByText(pan)).toHaveCount(0);
  await expect(page.getByText(mobile)).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await row.getByRole('link', { name: 'Lalita Verma' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/csr-portal/${signedIn.user.userId}/profile$`));
  await expect(page.getByRole('heading', { name: 'Lalita Verma', level: 1 })).toBeVisible();
  await expect(page.getByTestId('csr-pan')).toHaveText(`******${pan.slice(-4)}`);
  await expect(page.getByTestId('csr-completed-pl')).toContainText('complete');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Revealing needs a reason; a short one keeps the button disabled.
  await page.getByRole('button', { name: 'Reveal the whole PAN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reveal the whole PAN' });
  await dialog.getByLabel('Why do you need to see it?').fill('ok');
  await expect(dialog.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  await dialog.getByLabel('Why do you need to see it?').fill('Customer on the line confirming their PAN');
  await dialog.getByRole('button', { name: 'Reveal' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('csr-pan')).toHaveText(pan);
  await expect(page.getByTestId('csr-mobile')).toHaveText(`******${mobile.slice(-4)}`);

  // A note is added and stays after a reload.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByLabel('Add a note').fill('Asked about the processing fee; explained the KFS.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Notes on this customer' })).toContainText(
    'Asked about the processing fee; explained the KFS.',
  );
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notes on this customer' })).toContainText(
    'Asked about the processing fee; explained the KFS.',
  );
  await expect(page.getByTestId('csr-pan')).toHaveText(`******${pan.slice(-4)}`);
  await customer.dispose();
});
