/**
 * The admin dashboard (issue 9): date presets and a custom range in the URL, a day counted again on demand, the
 * figures and charts of that day, the drill-down from a figure to the internal report with the matching filter,
 * and a range in which nothing happened. The figures come from real customers and applications made through the API,
 * counted by the rollup job.
 */
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { ADMIN_PASSWORD, e2eAdmins } from '../support/accounts';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { holdRequests } from '../support/navigation';
import { expect, test } from '../support/test';
import { LENDER, submittedApplication, todayInIndia } from './report-data';

/** Sets the dashboard's range to one custom range through its date fields. */
async function chooseCustomRange(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: 'Custom range' }).click();
  await page.getByLabel('First day').fill(from);
  // Each field writes the whole range to the URL: the second waits for the first to be there.
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  await page.getByLabel('Last day').fill(to);
  await expect(page).toHaveURL(new RegExp(`preset=custom_range&from=${from}&to=${to}`));
}

test('presets, a day counted again, its figures and charts, and a drill-down to the internal report', async ({
  page,
}) => {
  // A customer's journey through the API, a rollup job and an axe scan: more than the default 30 s on 2 cores.
  test.slow();
  const application = await submittedApplication(page);
  const today = todayInIndia();

  await loginAdminInBrowser(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The default range is the last 30 whole days; each preset is kept in the URL.
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/preset=last_7_days/);
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page).toHaveURL(/preset=yesterday/);
  await expect(page.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  // Today too, counted as it goes and asked for again every minute.
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/preset=today/);
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');

  // Today may have been counted before this test's application: count it again (role 1).
  await page.getByRole('button', { name: 'Count a day again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Count a day again' });
  await dialog.getByLabel('Day').fill(today);
  await dialog.getByRole('button', { name: 'Count again' }).click();
  await expect(page.getByText(`The figures of ${today} are being counted again`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await chooseCustomRange(page, today, today);
  const applications = page.getByRole('link', { name: /^Applications / });
  // The job counts the day within a few seconds; until then the page shows what was counted before.
  await expect(async () => {
    await page.reload();
    await expect(applications).toHaveAccessibleName(/^Applications [1-9]/, { timeout: 8_000 });
  }).toPass({ timeout: 45_000 });
  // The tables below the figures and charts are drawn as they near the screen.
  await page.mouse.wheel(0, 2000);
  const byLender = page.getByRole('table', { name: 'By lender' });
  await expect(byLender.getByRole('row', { name: new RegExp(LENDER) })).toBeVisible();
  await expect(page.getByText(/^Figures as of /)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Funnel' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Day by day' })).toBeVisible();
  // The money figures are rupees with Indian grouping.
  await expect(page.getByRole('heading', { name: 'Disbursed amount', level: 3 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Disbursed amount ₹/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // A figure opens the applications it counts, with the same range and the matching date.
  await page.getByRole('link', { name: /^Sent to lender / }).click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/internal-report\\?preset=custom_range&from=${today}&to=${today}&stage=sent$`),
  );
  await expect(page.getByRole('heading', { name: 'Internal report', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dates by' })).toHaveValue('sent');
  const row = page.getByTestId(`application-row-${application.creditAppId}`);
  await expect(row).toContainText(LENDER);
  await expect(row).toContainText('Submitted');

  await page.goBack();
  await applications.click();
  await expect(page).toHaveURL(/\/admin\/internal-report\?.*stage=created$/);
  await expect(page.getByRole('combobox', { name: 'Dates by' }).locator('option:checked')).toHaveText('Created');
  await expect(page.getByTestId(`application-row-${application.creditAppId}`)).toBeVisible();
});

test('a range in which nothing happened is explained, and role 2 sees no role-1 actions', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(e2eAdmins.ops);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The figures (or their absence) have loaded: the page is complete, without role 1's action.
  await expect(page.getByText(/^Figures as of |^The figures of this period have not been counted yet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Count a day again' })).toHaveCount(0);

  await chooseCustomRange(page, '2025-01-01', '2025-01-03');
  await expect(page.getByText('Nothing happened in this period')).toBeVisible();
  await expect(page.getByText(/No visits or applications from 1 Jan 2025 – 3 Jan 2025/)).toBeVisible();
  // No cards of zeros, and no chart of a flat line.
  await expect(page.getByRole('heading', { name: 'Key figures' })).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the products report' })).toHaveCount(0);

  // A last day before the first is refused on the page, without asking the server.
  await page.getByLabel('Last day').fill('2024-12-01');
  await expect(page.getByText('The last day cannot be before the first day')).toBeVisible();
});

test('the line saying when the figures were counted holds its place while they load, so nothing below it moves', async ({
  page,
}) => {
  // The dashboard's answer is held back until the loading page has been measured.
  const release = await holdRequests(page, '**/api/admin/dashboard?**');
  await loginAdminInBrowser(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const line = page.getByRole('main').getByRole('status').first();
  await expect(line).toBeAttached();
  const before = await line.boundingBox();
  expect(before?.height).toBeGreaterThan(15);
  release();
  await expect(line).toHaveText(/^Figures as of |^The figures of this period have not been counted yet/);
  const after = await line.boundingBox();
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(1);
  expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThan(1);
});
