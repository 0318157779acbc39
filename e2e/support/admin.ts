import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, e2eAdmins } from './accounts';

/** Logs the role-1 demo admin in through the login page, landing on the dashboard. */
export async function loginAdminInBrowser(page: Page): Promise<void> {
  await loginStaffInBrowser(page, 'admin');
}

/** Logs a demo admin of a role in through the login page, landing on the role's home (role 3: the CSR portal). */
export async function loginStaffInBrowser(page: Page, who: keyof typeof e2eAdmins): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(e2eAdmins[who]);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(who === 'csr' ? /\/admin\/csr-portal$/ : /\/admin\/dashboard$/);
}

/** Reads the password the dialog shows once, closes the dialog, and answers the password. */
export async function takeShownPassword(page: Page, name: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: `Password for ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('It is shown only now');
  const password = await dialog.getByTestId('generated-password').inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return password;
}

/** At 360 px tables scroll inside their box; the page itself never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
