import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';
import { ADMIN_PASSWORD, PARTNER_PASSWORD } from '../support/accounts';
import { expectNoSessionCookies, expectTokenOutOfReach } from '../support/session';

test.describe('partner login and masquerade', () => {
  test('a partner logs in by user name and sees the partner dashboard', async ({ page }) => {
    await page.goto('/partner/login');
    await page.getByLabel('E-mail or user name').fill('finserve');
    await page.getByLabel('Password').fill(PARTNER_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/partner$/);
    await openSideNav(page, 'Partner navigation');
    await expect(page.getByTestId('masquerade-banner')).toHaveCount(0);
    await expectTokenOutOfReach(page, 'partner');
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

    // As the page's own calls do: the admin cookie alone; the answer sets the partner session cookie.
    const started = await page.evaluate(async () => {
      const brand = await (await fetch('/api/get-partner-by-name/finserve')).json();
      const response = await fetch(`/api/admin/masquerade/${brand.data.id}`, { method: 'POST' });
      return ((await response.json()).data?.isMasquerade ?? false) as boolean;
    });
    expect(started).toBe(true);

    await page.goto('/partner');
    const banner = page.getByTestId('masquerade-banner');
    await expect(banner).toBeVisible();
    await expectTokenOutOfReach(page, 'partner');
    await banner.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/admin\/merchant-management$/);
    await openSideNav(page, 'Admin navigation');
    await expectNoSessionCookies(page, 'partner');
    await expectTokenOutOfReach(page, 'admin');
  });

  test('a partner page without a session goes to the partner login', async ({ page }) => {
    await page.goto('/partner/faqs');
    await expect(page).toHaveURL(/\/partner\/login$/);
  });
});
