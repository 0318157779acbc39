import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, e2eAdmins } from './accounts';

/** Logs the role-1 demo admin in through the login page, landing on the dashboard. */
export async function loginAdminInBrowser(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(e2eAdmins.admin);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
