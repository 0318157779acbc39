/**
 * The partner's figures and money (issue 12): the demo partner's dashboard shows its seeded earnings, figures and
 * charts with its sub-partner filter, and its commission statement downloads as XLSX and as a Hindi PDF.
 */
import fs from 'node:fs';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll } from '../support/admin';
import { apiLoginPartner, useSessionInBrowser } from '../support/api';
import { holdRequests } from '../support/navigation';
import { expect, test } from '../support/test';

test.beforeEach(async ({ page }) => {
  const { token } = await apiLoginPartner(page.request);
  await useSessionInBrowser(page.context(), 'partner', token);
});

test('the dashboard shows the seeded figures, earnings and charts, and who needs a call @phone', async ({ page }) => {
  test.slow();
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  // Earnings come straight from the ledger: the seeded pending shares of the period.
  await expect(page.getByRole('link', { name: /^Pending ₹[1-9]/ })).toBeVisible();
  // The figures are counted by a background job when first read; the page asks again until they are in.
  await expect(page.getByRole('heading', { name: 'Disbursals', level: 3 })).toBeVisible();
  // A chart is drawn once its figures are in (an empty period shows a sentence instead).
  await expect(page.getByRole('figure', { name: 'From visit to disbursal' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('figure', { name: 'Day by day' })).toBeVisible();
  // The list under the charts is drawn as it nears the screen: a phone shows it after a scroll.
  await page.mouse.wheel(0, 3000);
  await expect(page.getByRole('table', { name: 'Customers stuck at a step' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  // FinServe is a parent: it narrows the figures to its sub-DSA, kept in the URL.
  const scope = page.getByLabel('Whose figures');
  await scope.selectOption({ label: 'FinServe Rural Agents' });
  await expect(page).toHaveURL(/partnerId=\d+/);
  await expect(page.getByRole('link', { name: /^Pending ₹/ })).toBeVisible();
});

test('the figures take the places their loading cards held: nothing below them moves @phone', async ({ page }) => {
  test.slow();
  // The demo days counted first, so the answer holds figures (a period still being counted adds a line of its own).
  await expect(async () => {
    const answer = await page.request.get('/api/partner/insights/dashboard?preset=last_30_days');
    const { data } = await answer.json();
    expect(data).toMatchObject({ pendingDays: 0, empty: false });
  }).toPass({ timeout: 60_000 });
  // The page's answer is held back until its loading cards have been measured.
  const release = await holdRequests(page, '**/api/partner/insights/dashboard?**');
  await page.goto('/partner');
  const earnings = page.getByRole('heading', { name: 'Earnings', level: 2 });
  await expect(earnings).toBeVisible();
  const loadingCard = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Applications' }) });
  await expect(loadingCard.locator('.MuiSkeleton-root').first()).toBeVisible();
  const before = { card: await loadingCard.boundingBox(), earnings: await earnings.boundingBox() };
  release();
  await expect(page.getByRole('link', { name: /^Pending ₹/ })).toBeVisible();
  await expect(loadingCard.locator('.MuiSkeleton-root')).toHaveCount(0);
  // Within a pixel: a line of text and the skeleton holding it differ by a fraction of one.
  for (const [element, box] of [
    [loadingCard, before.card],
    [earnings, before.earnings],
  ] as const) {
    const now = await element.boundingBox();
    expect(Math.abs((now?.y ?? 0) - (box?.y ?? 0))).toBeLessThan(1);
    expect(Math.abs((now?.height ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
  }
});

test('a month of commission downloads as a spreadsheet and as a PDF in Hindi @phone', async ({ page }) => {
  test.slow();
  await page.goto('/partner/reports?tab=statement');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Commission statement lines' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  // The seeded clawback of this month is a line of its own.
  await expect(lines.getByText('Clawback').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Totals for the month' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);

  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Excel (.xlsx)' }).click(),
  ]);
  expect(sheet.suggestedFilename()).toMatch(/^commission-statement-\d{4}-\d{2}\.xlsx$/);
  expect(
    fs
      .readFileSync(await sheet.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('link', { name: 'PDF in Hindi' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
});

test("an application's Documents action opens its documents, the dialog's code loaded only then @phone", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/partner/reports');
  const row = page.getByTestId(/^partner-application-/).first();
  await expect(row).toBeVisible();
  const documentsDialogCode = () => scripts.filter((url) => /\/partner-documents-dialog-[^/]+\.js$/.test(url));
  expect(documentsDialogCode()).toEqual([]);
  await row.getByRole('button', { name: 'Documents' }).click();
  const dialog = page.getByRole('dialog', { name: /^Documents for / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('partner-documents')).toBeVisible();
  expect(documentsDialogCode()).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
