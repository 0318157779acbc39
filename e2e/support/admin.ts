import { expect, type Page } from '@playwright/test';
import { e2eAdmins } from './accounts';
import { apiLoginAdmin } from './api';

/** Where a role lands after its login (role 3: the CSR portal). */
function staffHome(who: keyof typeof e2eAdmins): string {
  return who === 'csr' ? '/admin/csr-portal' : '/admin/dashboard';
}

/**
 * Signs the role-1 demo admin in and opens `path` (by default the dashboard). See loginStaffInBrowser.
 */
export async function loginAdminInBrowser(page: Page, path?: string): Promise<void> {
  await loginStaffInBrowser(page, 'admin', path);
}

/**
 * Signs a demo admin of a role in and opens `path`, by default the role's home. The sign-in goes through the login API
 * with the page's own request context, so the browser holds the same httpOnly session cookie the login page would have
 * set (decision 018); the login page itself has its specs in foundation/admin-login.spec.ts, and a spec about another
 * screen does not pay for the login page and the dashboard's charts on every test (about 3 s of a core each).
 */
export async function loginStaffInBrowser(page: Page, who: keyof typeof e2eAdmins, path?: string): Promise<void> {
  await apiLoginAdmin(page.request, e2eAdmins[who]);
  await page.goto(path ?? staffHome(who));
  // The staff shell's bar names the signed-in admin and role ("Name · Role") only once the session is read: a
  // redirect to the login page, which comes after the first paint, cannot pass for a signed-in page.
  await expect(page.getByRole('banner')).toContainText(' · ');
  await expect(page).not.toHaveURL(/\/admin\/login/);
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

/**
 * At 360 px tables scroll inside their box; the page itself never scrolls sideways. Measured against the width the
 * test's viewport was given: on a phone (isMobile) a page wider than the screen widens the layout viewport with it, so
 * `window.innerWidth` grows to the page's width and a check against it cannot fail.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, 'page wider than the screen').toBeLessThanOrEqual(screenWidth);
}
