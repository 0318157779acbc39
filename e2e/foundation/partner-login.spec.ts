import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';
import { ADMIN_PASSWORD, PARTNER_PASSWORD } from '../support/accounts';

test.describe('partner login and masquerade', () => {
  test('a partner logs in by user name and sees the partner dashboard', async ({ page }) => {
    await page.goto('/partner/login');
    await page.getByLabel('E-mail or user name').fill('finserve');
    await page.getByLabel('Password').fill(PARTNER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/partner$/);
    await openSideNav(page, 'Partner navigation');
    await expect(page.getByTestId('masquerade-banner')).toHaveCount(0);
  });

  test("the brand's own login page logs its partner in", async ({ page }) => {
    await page.goto('/finserve/partner/login');
    await expect(page.getByRole('img', { name: 'FinServe DSA' })).toBeVisible();
    await page.getByLabel('E-mail or user name').fill('partner@saakh.local');
    await page.getByLabel('Password').fill(PARTNER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/partner$/);
  });

  test('an admin masquerades as a partner, sees the banner, and Exit restores the admin area', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('admin@saakh.local');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const started = await page.evaluate(async () => {
      const adminToken = window.localStorage.getItem('saakh.adminToken');
      const brand = await (await fetch('/api/get-partner-by-name/finserve')).json();
      const response = await fetch(`/api/admin/masquerade/${brand.data.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const body = await response.json();
      window.localStorage.setItem('saakh.partnerToken', body.data.token);
      return body.data.isMasquerade as boolean;
    });
    expect(started).toBe(true);

    await page.goto('/partner');
    const banner = page.getByTestId('masquerade-banner');
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/admin\/merchant-management$/);
    await openSideNav(page, 'Admin navigation');
    expect(await page.evaluate(() => window.localStorage.getItem('saakh.partnerToken'))).toBeNull();
  });

  test('a partner page without a session goes to the partner login', async ({ page }) => {
    await page.goto('/partner/faqs');
    await expect(page).toHaveURL(/\/partner\/login$/);
  });
});
