/**
 * Role 1's pages for issue 13's products, with axe (at 360 px: foundation/page-scan.spec.ts): a customer's insurance quote request is
 * found by mobile and marked contacted (the customer then reads it so); a new discount voucher is added with its
 * English and Hindi texts and customers find it on /vouchers.
 */
import type { InsuranceRequest } from '@saakh/domain/insurance-requests';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { apiLoginCustomer, bearer, uniqueMobile } from '../support/api';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

test('an insurance request is found by mobile and marked contacted', async ({ page }) => {
  const mobile = uniqueMobile();
  const { token } = await apiLoginCustomer(page.request, mobile);
  const asked = await page.request.post('/api/insurance-requests', {
    data: { kind: 'car', request_type: 'quote', preferred_time: 'morning', consent: true },
    headers: bearer(token),
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const { id } = ((await asked.json()) as { data: { request: InsuranceRequest } }).data.request;

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Insurance Requests' }).click();
  await expect(page.getByRole('heading', { name: 'Insurance requests', level: 1 })).toBeVisible();
  await page.getByLabel('Search by mobile or name').fill(mobile);
  const row = page.getByTestId(`insurance-request-${id}`);
  await expect(row).toContainText(mobile);
  await expect(row).toContainText('Quote');
  await expect(row).toContainText('Morning (9–12)');
  await expect(row.getByTestId('status-chip')).toHaveText('New');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await row.getByRole('button', { name: `Mark contacted: ${mobile}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark as contacted?' });
  await confirm.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Request status saved')).toBeVisible();
  await expect(row.getByTestId('status-chip')).toHaveText('Contacted');
  await expect(row.getByRole('button', { name: `Mark contacted: ${mobile}` })).toBeDisabled();

  const own = await page.request.get('/api/insurance-requests', { headers: bearer(token) });
  expect(((await own.json()) as { data: InsuranceRequest[] }).data).toMatchObject([{ id, status: 'contacted' }]);
});

test('a new voucher is added in both languages and customers find it', async ({ page }) => {
  const brand = `Chai Adda ${Date.now() % 100_000}`;
  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Vouchers' }).click();
  await expect(page.getByRole('heading', { name: 'Discount vouchers', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Discount vouchers' })).toContainText('Apna Bazaar');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Add voucher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a voucher' });
  await dialog.getByLabel('Brand', { exact: true }).fill(brand);
  await dialog.getByLabel('Title (English)').fill('Tea and snacks near you');
  await dialog.getByLabel('Title (Hindi)').fill('आपके पास चाय और नाश्ता');
  await dialog.getByLabel('Discount (English)').fill('Flat ₹40 off');
  await dialog.getByLabel('Discount (Hindi)').fill('फ्लैट ₹40 की छूट');
  await dialog.getByLabel('Terms (English)').fill('On orders of ₹199 or more, once a day.');
  await dialog.getByLabel('Terms (Hindi)').fill('₹199 या उससे अधिक के ऑर्डर पर, दिन में एक बार।');
  await dialog.getByLabel("Brand's page").fill('http://chaiadda.example/');
  await dialog.getByLabel('Code').fill('chai40');
  await expect(dialog.getByLabel('Code')).toHaveValue('CHAI40');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await dialog.getByLabel('First day').fill(today);
  await dialog.getByLabel('Last day').fill(today);
  await expect(dialog.getByText('Enter the brand’s page as a link starting with https://')).toBeVisible();
  await dialog.getByLabel("Brand's page").fill('https://chaiadda.example/saakh');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Voucher saved')).toBeVisible();

  await page.goto('/vouchers');
  await page.getByRole('button', { name: `View offer: ${brand}, Flat ₹40 off` }).click();
  await expect(page.getByRole('dialog', { name: `${brand}: Flat ₹40 off` })).toContainText('On orders of ₹199 or more');
});
