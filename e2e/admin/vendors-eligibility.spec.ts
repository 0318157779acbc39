/**
 * /admin/vendors-on-off (switch off needs a reason), /admin/customer-eligibility (texts per lender) and the partner
 * page that shows those texts, /partner/training-material/eligibility-criteria (admin spec §2.8).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Lender } from '@saakh/domain/lenders';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, apiLoginPartner, bearer } from '../support/api';

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

async function activeLender(request: APIRequestContext, token: string, prefix: string): Promise<Lender> {
  const created = await request.post('/api/create-lender', {
    data: { name: uniqueName(prefix), product: 'pl' },
    headers: bearer(token),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const lender = ((await created.json()) as { data: Lender }).data;
  const switched = await request.post('/api/update-lender-data', {
    data: { lender_id: lender.lender_id, property: 'lender_status', value: 1 },
    headers: bearer(token),
  });
  expect(switched.ok()).toBe(true);
  return lender;
}

async function readLender(request: APIRequestContext, token: string, id: number): Promise<Lender> {
  const response = await request.get(`/api/get-lender-data/${id}`, { headers: bearer(token) });
  return ((await response.json()) as { data: Lender }).data;
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

test.describe('vendors on/off and eligibility criteria', () => {
  test('switching an integration off needs a reason; switching it on clears it', async ({ page }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    await loginAdminInBrowser(page, '/admin/vendors-on-off');
    await expect(page.getByRole('heading', { name: 'Lenders On/Off', level: 1 })).toBeVisible();
    const row = page.getByTestId('vendor-row-storage-s3');
    const toggle = row.getByRole('switch', { name: 'Switch S3-compatible storage on or off' });
    await expect(toggle).toBeChecked();
    await expectNoA11yViolations(page);

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Switch off S3-compatible storage' });
    await expect(dialog.getByRole('button', { name: 'Switch off' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(toggle).toBeChecked();

    await toggle.click();
    await dialog.getByLabel('Reason').fill('Bucket credentials are being rotated');
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await expect(toast(page, 'Vendor updated successfully!')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(row).toContainText('Bucket credentials are being rotated');

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(row).not.toContainText('Bucket credentials are being rotated');
  });

  test('a lender switched off keeps its reason', async ({ page, request }) => {
    const { token } = await apiLoginAdmin(request);
    const lender = await activeLender(request, token, 'E2E_Switch');
    await loginAdminInBrowser(page, '/admin/vendors-on-off');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(lender.name);
    const row = page.getByTestId(`vendor-lender-${lender.lender_id}`);
    await row.getByRole('switch', { name: `Switch ${lender.name} on or off` }).click();
    await page
      .getByRole('dialog', { name: `Switch off ${lender.name}` })
      .getByLabel('Reason')
      .fill('Lender paused new disbursals');
    await page.getByRole('button', { name: 'Switch off' }).click();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect(row).toContainText('Lender paused new disbursals');
    const stored = await readLender(request, token, lender.lender_id);
    expect([stored.lender_status, stored.status_reason]).toEqual([0, 'Lender paused new disbursals']);
  });

  test('texts edited per lender are what partners read, with a dash for an empty value', async ({ page, request }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    const { token } = await apiLoginAdmin(request);
    const lender = await activeLender(request, token, 'E2E_Elig');
    await loginAdminInBrowser(page, '/admin/customer-eligibility');
    await expect(page.getByRole('heading', { name: 'Customer Eligibility', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(lender.name);
    await page.getByRole('button', { name: `Edit eligibility criteria of ${lender.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Eligibility criteria: ${lender.name}` });
    await dialog.getByLabel('Age').fill('21 to 60 years');
    await dialog.getByLabel('Cibil').fill('700 and above');
    await dialog.getByLabel('Lender Journey').fill('Apply online, video KYC, money in 24 hours');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`eligibility-row-${lender.lender_id}`)).toContainText('700 and above');

    // Logged in through the page's own request context, the browser keeps the partner's session cookies.
    await apiLoginPartner(page.request);
    await page.goto('/partner/training-material/eligibility-criteria');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/partner');
    await expect(crumbs.getByRole('link', { name: 'Training Material' })).toHaveAttribute(
      'href',
      '/partner/training-material',
    );
    const table = page.getByRole('table', { name: 'Eligibility Criteria' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Criteria',
      'Age',
      'Salaried/Selfemployed',
      'Monthly net income',
      'Min loan',
      'Max loan',
      'Cibil',
      'Lender Journey',
    ]);
    await expectNoA11yViolations(page);
    const row = table.getByRole('row').filter({ hasText: lender.name });
    await expect(row.getByRole('cell')).toHaveText([
      '21 to 60 years',
      '-',
      '-',
      '-',
      '-',
      '700 and above',
      'Apply online, video KYC, money in 24 hours',
    ]);
  });
});
