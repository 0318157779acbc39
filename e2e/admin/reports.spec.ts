/**
 * The report pages (issue 9): the internal report's search and its Excel export read back with exceljs, the
 * customers' journeys with one customer's timeline, and the products report of role 1. The applications and events
 * come from real customers made through the API.
 */
import ExcelJS from 'exceljs';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { expect, test } from '../support/test';
import { CAMPAIGN, LENDER, submittedApplication, todayInIndia } from './report-data';

test('the internal report finds an application by id and exports it to Excel', async ({ page }) => {
  test.slow();
  const application = await submittedApplication(page);
  const today = todayInIndia();
  await loginAdminInBrowser(page, `/admin/internal-report?preset=custom_range&from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: 'Internal report', level: 1 })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Mobile number, application reference or id' });
  // Only a mobile number or an application id can be searched: the server's reason is shown instead of rows.
  await search.fill('Asha');
  await expect(page).toHaveURL(/q=Asha/);
  await expect(
    page.getByText('Search by a 10-digit mobile number, an application reference (SK-…) or an application id'),
  ).toBeVisible();

  await search.fill(application.creditAppId);
  const table = page.getByRole('table', { name: 'Applications' });
  const row = page.getByTestId(`application-row-${application.creditAppId}`);
  await expect(row).toContainText(LENDER);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^internal-report.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toContain('Application id');
  expect(header).toContain('Lender');
  const rows: unknown[][] = [];
  sheet.eachRow((sheetRow, number) => {
    if (number > 1) rows.push((sheetRow.values as unknown[]).slice(1));
  });
  // The export has the page's filter: the one application searched for.
  expect(rows).toHaveLength(1);
  const record = Object.fromEntries(header.map((name, index) => [String(name), rows[0]?.[index]]));
  expect(record['Application id']).toBe(application.creditAppId);
  expect(record.Lender).toBe(LENDER);
  expect(record.Status).toBe('submitted');
});

test("a customer's journey opens as a timeline of events and applications", async ({ page }) => {
  test.slow();
  const application = await submittedApplication(page);
  const today = todayInIndia();
  await loginAdminInBrowser(
    page,
    `/admin/customers-journey?preset=custom_range&from=${today}&to=${today}&step=otp_verified`,
  );
  await expect(page.getByRole('heading', { name: "Customers' journeys", level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'First reached in the period' })).toHaveValue('otp_verified');
  // No lender filter here: a visit has no lender.
  await expect(page.getByRole('combobox', { name: 'Lender' })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Mobile number, application reference or id' }).fill(application.mobile);
  const table = page.getByRole('table', { name: "Customers' journeys" });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(CAMPAIGN.utm_source);
  await expect(row.getByRole('img', { name: '5 of 5 steps reached, the furthest: Offer selected' })).toBeVisible();

  const open = row.getByRole('button', { name: 'Open the timeline of Asha Verma' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Timeline of Asha Verma' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close the timeline' })).toBeFocused();
  const events = drawer.getByRole('list', { name: 'Events' });
  // Oldest first: the landing came before login (anonymous), so the customer's own events start at the OTP.
  const first = events.getByRole('listitem').first();
  await expect(first).toContainText('OTP verified');
  await expect(first).toContainText(`${CAMPAIGN.utm_source} / ${CAMPAIGN.utm_medium} / ${CAMPAIGN.utm_campaign}`);
  await expect(events.getByRole('listitem').last()).toContainText('Offer selected');
  await expect(
    drawer.getByRole('table', { name: 'Applications' }).getByRole('row', { name: new RegExp(LENDER) }),
  ).toContainText('Submitted');
  await expectNoA11yViolations(page);

  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('role 1 reads the products report with the dashboard filters and exports it', async ({ page }) => {
  await submittedApplication(page);
  const today = todayInIndia();
  await loginAdminInBrowser(page, `/admin/products-report?preset=custom_range&from=${today}&to=${today}&product=pl`);
  await expect(page.getByRole('heading', { name: 'Products report', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue('pl');
  const row = page.getByRole('table', { name: 'Figures per product' }).getByRole('row', { name: /Personal loans/ });
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // A figure opens the applications behind it.
  await row.getByRole('link', { name: /Applications, Personal loans: open the list/ }).click();
  await expect(page).toHaveURL(/\/admin\/internal-report\?.*product=pl.*stage=created/);

  await page.goBack();
  // The report back with its figures, and the menu open, before CSV is chosen: an Export click made during the return
  // once left no menu to choose from (the test then waited out its time on the click).
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const csv = page.getByRole('menuitem', { name: 'CSV (.csv)' });
  await expect(csv).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
  const fs = await import('node:fs/promises');
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [head, ...lines] = text.trim().split(/\r?\n/);
  expect(head.split(',')).toContain('Applications');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^pl,/);
});
