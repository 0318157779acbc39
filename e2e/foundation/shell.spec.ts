import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';
import { ADMIN_PASSWORD } from '../support/accounts';

test.describe('shell', () => {
  test('shows the not-found page for /404 and unknown paths', async ({ page }) => {
    for (const path of ['/404', '/this/page/does/not/exist']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('shows the crash screen with a working reload button when a page fails to render', async ({ page }) => {
    await page.goto('/__crash');
    await expect(page.getByText('OOPS...SOMETHING WENT WRONG HERE')).toBeVisible();
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await reload;
  });

  test('switches to Hindi and keeps it after a reload', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill('admin@saakh.local');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.getByLabel('Language').selectOption('hi');
    const nav = await openSideNav(page, 'एडमिन नेविगेशन');
    await expect(nav.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    await page.reload();
    await expect(
      (await openSideNav(page, 'एडमिन नेविगेशन')).getByRole('link', { name: 'ऋणदाता', exact: true }),
    ).toBeVisible();
  });
});
