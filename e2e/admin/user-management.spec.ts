/**
 * /admin/user-management: a role 1 admin adds an admin (the generated password shown once), finds them, changes
 * their role, disables them (their login then fails) and resets their password.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser, takeShownPassword } from '../support/admin';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

function adminLogin(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/admin/login', { data: { email, password } });
}

test('an admin is added, found, given another role, disabled and has their password reset', async ({
  page,
  request,
}, testInfo) => {
  // Several dialogs and an axe scan on a busy 2-core runner.
  test.slow();
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Meera ${tag}`;
  const email = `meera.${tag}@example.in`;

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/admin\/user-management/);
  await expect(page.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Admin users' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Add: name, e-mail (any letter case) and role; the password is shown once.
  await page.getByRole('button', { name: 'Add admin user' }).click();
  const create = page.getByRole('dialog', { name: 'Add admin user' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('E-mail').fill(email.toUpperCase());
  await create.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Role 2' }).click();
  await create.getByRole('button', { name: 'Create' }).click();
  const firstPassword = await takeShownPassword(page, name);
  await expect(page.getByText(firstPassword)).toHaveCount(0);
  expect((await adminLogin(request, email, firstPassword)).status()).toBe(200);

  // Search keeps the query in the address and finds the new admin, with their last login.
  await page.getByLabel('Search by name or e-mail').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const row = page.getByTestId(`admin-user-row-${email}`);
  await expect(row).toContainText('Role 2');
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Never');
  await expectNoA11yViolations(page);

  // Change role.
  await row.getByRole('button', { name: `Change role: ${name}` }).click();
  const roleDialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
  await roleDialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Role 3' }).click();
  await roleDialog.getByRole('button', { name: 'Save' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText('Role 3');

  // Disable: their password no longer logs in.
  await row.getByRole('button', { name: `Disable: ${name}` }).click();
  const confirmDisable = page.getByRole('dialog', { name: 'Disable this admin?' });
  await expect(confirmDisable).toContainText('is logged out at once');
  await confirmDisable.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');
  expect((await adminLogin(request, email, firstPassword)).status()).toBe(401);

  // Reset the password: a new one, shown once; enabled again, only the new one logs in.
  await row.getByRole('button', { name: `Reset password: ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Reset the password?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const newPassword = await takeShownPassword(page, name);
  expect(newPassword).not.toBe(firstPassword);
  await expect(page.getByText(newPassword)).toHaveCount(0);

  await row.getByRole('button', { name: `Enable: ${name}` }).click();
  await page.getByRole('dialog', { name: 'Enable this admin?' }).getByRole('button', { name: 'Enable' }).click();
  await expect(row).toContainText('Active');
  expect((await adminLogin(request, email, firstPassword)).status()).toBe(401);
  expect((await adminLogin(request, email, newPassword)).status()).toBe(200);
});

test("the signed-in admin's own row cannot be disabled or given another role", async ({ page }) => {
  await loginAdminInBrowser(page, '/admin/user-management?q=admin%40saakh.local');
  const row = page.getByTestId('admin-user-row-admin@saakh.local');
  await expect(row).toContainText('You');
  await expect(row.getByRole('button', { name: /^Disable:/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Change role:/ })).toBeDisabled();
});
