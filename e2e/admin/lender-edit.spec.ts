/** /admin/lenders/{lenderId} (admin spec §2.3, §5, §8): fields saved on blur, lender groups, the revenue table. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { LenderRevenueItem } from '@saakh/domain/revenue';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, bearer } from '../support/api';
import { createLender, readLender, uniqueLenderName } from '../support/lenders';

async function readRevenue(request: APIRequestContext, token: string, id: number): Promise<LenderRevenueItem[]> {
  const response = await request.get(`/api/lender-revenue/get/${id}`, { headers: bearer(token) });
  return ((await response.json()) as { lenderRevenue: LenderRevenueItem[] }).lenderRevenue;
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

test.describe('admin lender edit screen', () => {
  test('shows the lender with its sections and saves a changed field on blur', async ({ page, request }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    const { token } = await apiLoginAdmin(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Edit'));
    await loginAdminInBrowser(page, `/admin/lenders/${lender.lender_id}`);

    await expect(page.getByRole('heading', { name: lender.name, level: 1 })).toBeVisible();
    for (const section of [
      'Filter Criteria',
      'Loan Details',
      'Eligibility Criteria',
      'Special Offer',
      'Commissions',
      'Change history',
    ]) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('0');
    await expectNoA11yViolations(page);

    // Decimals are kept to two places, as the column stores them.
    await page.getByLabel('APR (min)').fill('12.345');
    await page.getByLabel('APR (min)').blur();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).apr_min).toBe(12.35);
    await expect(page.getByLabel('APR (min)')).toHaveValue('12.35');

    // An unchanged value is not sent again; emptying a number field sends null.
    await page.getByLabel('Tenure', { exact: true }).fill('36');
    await page.getByLabel('Tenure', { exact: true }).blur();
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).tenure).toBe(36);
    await page.getByLabel('Tenure', { exact: true }).fill('');
    await page.getByLabel('Tenure', { exact: true }).blur();
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).tenure).toBeNull();

    // A negative priority is ignored and the field shows the stored value again.
    await page.getByLabel('Priority', { exact: true }).fill('-3');
    await page.getByLabel('Priority', { exact: true }).blur();
    await expect(page.getByLabel('Priority', { exact: true })).toHaveValue('0');

    await page.getByRole('switch', { name: 'Auto Submission' }).check();
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).autosubmission).toBe(1);

    // The audit history lists the change.
    await expect(
      page
        .getByRole('region', { name: 'Change history' })
        .getByRole('cell', { name: /changed Auto Submission of lender .*Auto Submission: No → Yes/ }),
    ).toBeVisible();
  });

  test('a failed update shows the server message and reloads the stored value', async ({ page, request }) => {
    const { token } = await apiLoginAdmin(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Edit'));
    await request.post('/api/update-lender-data', {
      data: { lender_id: lender.lender_id, property: 'max_income', value: 40000 },
      headers: bearer(token),
    });
    await loginAdminInBrowser(page, `/admin/lenders/${lender.lender_id}`);
    await page.getByLabel('Monthly income (min)').fill('90000');
    await page.getByLabel('Monthly income (min)').blur();
    await expect(toast(page, 'The minimum cannot be more than the maximum')).toBeVisible();
    await expect(page.getByLabel('Monthly income (min)')).toHaveValue('');
    expect((await readLender(request, token, lender.lender_id)).min_income).toBeNull();
  });

  test('creates a lender group and assigns it to the lender', async ({ page, request }) => {
    const { token } = await apiLoginAdmin(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Edit'));
    await loginAdminInBrowser(page, `/admin/lenders/${lender.lender_id}`);

    const group = uniqueLenderName('Group');
    const field = page.getByLabel('New lender group');
    await field.pressSequentially(`${group}!`);
    await expect(field).toHaveValue(group);
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(toast(page, 'Lender group created successfully!')).toBeVisible();
    await expect(field).toHaveValue('');

    await page.getByLabel('Groups of this lender').click();
    await page.getByRole('option', { name: group }).click();
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).lender_group_ids.length).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: group })).toBeVisible();
  });

  test('revenue rows are added, edited, reordered by drag and drop and deleted', async ({ page, request }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    const { token } = await apiLoginAdmin(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Edit'));
    await loginAdminInBrowser(page, `/admin/lenders/${lender.lender_id}`);
    await expect(page.getByText('No revenue entries yet')).toBeVisible({ timeout: 15_000 });

    // First row: every rule of the form, with Submit disabled until the form is valid.
    await page.getByRole('button', { name: 'Add revenue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add revenue' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Revenue type' }).click();
    await page.getByRole('option', { name: 'Slab based' }).click();
    await dialog.getByTestId('revenue-revenue_percent').fill('150');
    await expect(dialog.getByText('Must be between 0 and 100')).toBeVisible();
    await dialog.getByTestId('revenue-revenue_percent').fill('0');
    await dialog.getByTestId('revenue-revenue_flat').fill('0');
    await expect(dialog.getByText('Either Revenue Flat or Revenue Percentage is required').first()).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByTestId('revenue-revenue_flat').clear();
    await dialog.getByTestId('revenue-revenue_flat').pressSequentially('-1500');
    await expect(dialog.getByTestId('revenue-revenue_flat')).toHaveValue('1500');
    await dialog.getByTestId('revenue-slab_disbursed_min').fill('500000');
    await dialog.getByTestId('revenue-slab_disbursed_max').fill('100000');
    await expect(dialog.getByText('Max must be greater than Min')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByTestId('revenue-slab_disbursed_max').fill('5000000');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, 'Revenue added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Second row.
    await page.getByRole('button', { name: 'Add revenue' }).click();
    await dialog.getByRole('combobox', { name: 'Revenue type' }).click();
    await page.getByRole('option', { name: 'Percentage', exact: true }).click();
    await dialog.getByTestId('revenue-revenue_percent').fill('1.125');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();

    const table = page.getByRole('table', { name: 'Revenue' });
    await expect(table.getByRole('row')).toHaveCount(3);
    let stored = await readRevenue(request, token, lender.lender_id);
    expect(stored.map((item) => item.revenue_type_name)).toEqual(['Slab based', 'Percentage']);

    // Edit the first row.
    await table.getByRole('button', { name: 'Edit row 1 (Slab based)' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit revenue' });
    await expect(edit.getByTestId('revenue-revenue_flat')).toHaveValue('1500.00');
    await edit.getByTestId('revenue-revenue_flat').fill('2000');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Revenue updated successfully')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('₹2,000');

    // Reorder with the keyboard: lift row 2, move it up, drop it; the order is saved at once.
    const handle = table.getByRole('button', { name: 'Drag to reorder row 2 (Percentage)' });
    await handle.focus();
    // Each key waits for the screen-reader announcement of the previous one, as a keyboard user hears it.
    await page.keyboard.press('Space');
    await expect(page.getByText('row 2 (Percentage) is over position 2.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('row 2 (Percentage) is over position 1.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(toast(page, 'Revenue order updated')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Percentage');
    await expect
      .poll(async () => (await readRevenue(request, token, lender.lender_id)).map((item) => item.revenue_type_name))
      .toEqual(['Percentage', 'Slab based']);

    // Reorder with the mouse: drag the Slab based row back to the top.
    const slabHandle = table.getByRole('button', { name: 'Drag to reorder row 2 (Slab based)' });
    const target = table.getByRole('button', { name: 'Drag to reorder row 1 (Percentage)' });
    const from = await slabHandle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('drag handles are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expect
      .poll(async () => (await readRevenue(request, token, lender.lender_id)).map((item) => item.revenue_type_name))
      .toEqual(['Slab based', 'Percentage']);

    // Delete: Cancel keeps the row, Delete removes it.
    await table.getByRole('button', { name: 'Delete row 2 (Percentage)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await table.getByRole('button', { name: 'Delete row 2 (Percentage)' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Revenue entry deleted successfully')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    stored = await readRevenue(request, token, lender.lender_id);
    expect(stored.map((item) => item.revenue_type_name)).toEqual(['Slab based']);
  });
});
