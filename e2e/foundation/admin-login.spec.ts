import type { Page } from '@playwright/test';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';
import { ADMIN_PASSWORD } from '../support/accounts';

async function loginAs(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('admin login and role pages', () => {
  test('role 2 sees only its entries and is sent back from a forbidden page', async ({ page }) => {
    await page.goto('/admin/login');
    await loginAs(page, 'ops@saakh.local');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const nav = await openSideNav(page, 'Admin navigation');
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'CSR Portal',
      'Internal Report',
      'Customers Journey',
      'Application Status File',
    ]);
    await page.goto('/admin/lenders');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('role 3 lands on the CSR portal, its first page', async ({ page }) => {
    await page.goto('/admin/login');
    await loginAs(page, 'csr@saakh.local');
    await expect(page).toHaveURL(/\/admin\/csr-portal$/);
    await expect((await openSideNav(page, 'Admin navigation')).getByRole('link')).toHaveText([
      'CSR Portal',
      'Telecalling',
    ]);
  });

  test('an anonymous visit goes to login with a callback, and login returns there', async ({ page }) => {
    await page.goto('/admin/credit-cards');
    await expect(page).toHaveURL(/\/admin\/login\?callback=%2Fadmin%2Fcredit-cards$/);
    await loginAs(page, 'admin@saakh.local');
    await expect(page).toHaveURL(/\/admin\/credit-cards$/);
  });

  test('a wrong password shows the login error and keeps the user on the page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('admin@saakh.local');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('logout ends the session on the server', async ({ page }) => {
    await page.goto('/admin/login');
    await loginAs(page, 'admin@saakh.local');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const token = await page.evaluate(() => window.localStorage.getItem('saakh.adminToken'));
    await (await openSideNav(page, 'Admin navigation')).getByText('Logout').click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const check = await page.request.get('/api/admin-reverify', { headers: { authorization: `Bearer ${token}` } });
    expect(check.status()).toBe(401);
  });
});
