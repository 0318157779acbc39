/** /admin/lenders (admin spec §2.2): filter, add, inline edits saved on blur, checkboxes, special offer, delete. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, bearer } from '../support/api';
import { createLender, readLender, uniqueLenderName } from '../support/lenders';

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await apiLoginAdmin(request)).token;
}

/** Opens the list showing only the given lender (the name search keeps the table short). */
async function openLender(page: Page, name: string) {
  await page.goto('/admin/lenders');
  await page.getByLabel('Search by name').fill(name);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });
  await expect(row).toHaveCount(1);
  return row;
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

test.describe('admin lenders list', () => {
  test('the product filter reloads the list and an unmatched search says No lenders found', async ({ page }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    await loginAdminInBrowser(page, '/admin/lenders');
    await expect(page.getByRole('heading', { name: 'Lenders', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lenders' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Income (min)',
      'Income (max)',
      'Age (min)',
      'Age (max)',
      'Ticket Class',
      'Credit Score Class',
      'Salaried',
      'Self Employed',
      'Business',
      'Priority',
      'Lender Status',
      'Special Offer',
      'Actions',
    ]);
    await expectNoA11yViolations(page);

    // The spec's filter call, now asking for one page of the list (page, pageSize and sort in the query).
    const reload = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-lenders-data/gl');
    await page.getByRole('button', { name: 'Gold', exact: true }).click();
    await reload;
    await expect(page).toHaveURL(/filter=gl/);
    const products = table.locator('tbody tr td:first-child p');
    await expect(products.first()).toHaveText('Gold');
    expect(new Set(await products.allTextContents())).toEqual(new Set(['Gold']));

    await page.getByLabel('Search by name').fill('no-such-lender-anywhere');
    await expect(table.getByText('No lenders found')).toBeVisible();
  });

  test('Add Lender accepts only letters, digits, underscore and hyphen as typed, then shows the new row', async ({
    page,
  }) => {
    await loginAdminInBrowser(page, '/admin/lenders');
    await page.getByRole('button', { name: 'Add Lender' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lender' });
    const name = uniqueLenderName('E2E_Add');
    const field = dialog.getByLabel('Lender name');
    await field.pressSequentially(`${name} !@#.`);
    await expect(field).toHaveValue(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Lender created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  });

  test('an income cell is edited in place, saved on blur and shown again as text', async ({ page, request }) => {
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Cell'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);

    await row.getByRole('button', { name: /^Income \(min\)/ }).click();
    const input = row.getByRole('spinbutton', { name: /^Income \(min\)/ });
    await input.fill('32000');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/update-lender-data'));
    await input.blur();
    await saved;
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect(input).toBeHidden();
    await expect(row.getByRole('button', { name: /^Income \(min\)/ })).toHaveText('₹32,000');
    expect((await readLender(request, token, lender.lender_id)).min_income).toBe(32000);

    // A negative priority is ignored: nothing is sent and the cell shows the stored value again.
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/update-lender-data')) sent = true;
    });
    await row.getByRole('button', { name: /^Priority/ }).click();
    await row.getByRole('spinbutton', { name: /^Priority/ }).fill('-4');
    await row.getByRole('spinbutton', { name: /^Priority/ }).press('Enter');
    await expect(row.getByRole('button', { name: /^Priority/ })).toHaveText('0');
    expect(sent).toBe(false);
  });

  test('a refused cell value shows the server message and the stored value comes back', async ({ page, request }) => {
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Refuse'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);
    await row.getByRole('button', { name: /^Age \(min\)/ }).click();
    await row.getByRole('spinbutton', { name: /^Age \(min\)/ }).fill('12');
    await row.getByRole('spinbutton', { name: /^Age \(min\)/ }).press('Tab');
    await expect(toast(page, 'Enter an age between 18 and 100')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Age \(min\)/ })).toHaveText('—');
  });

  test('checkboxes and dropdowns save at once as 1 or 0', async ({ page, request }) => {
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Flag'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);

    const salaried = row.getByRole('checkbox', { name: /^Salaried/ });
    await expect(salaried).not.toBeChecked();
    // click, then wait for the state: the table ticks it from its cache a render after the click (optimistic), and
    // check() reads the state at once, which a loaded CI machine can beat.
    await salaried.click();
    await expect(salaried).toBeChecked();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).salaried).toBe(1);

    await row.getByRole('combobox', { name: /^Ticket Class/ }).selectOption({ label: 'Up to ₹2,00,000' });
    await expect.poll(async () => (await readLender(request, token, lender.lender_id)).ticket_class).toBe(2);

    await page.reload();
    await page.getByLabel('Search by name').fill(lender.name);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^Salaried · ${lender.name}`) })).toBeChecked();
  });

  test('at 1280 px ticking the last checkbox keeps the name in view and the toast off the filter bar', async ({
    page,
    request,
  }) => {
    // The admin's desk, whichever project runs it: phones scroll the whole row instead (DataTable's cellSx).
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Sticky'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);

    const business = row.getByRole('checkbox', { name: /^Business/ });
    await business.click();
    await expect(business).toBeChecked();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect(row.getByRole('link', { name: new RegExp(lender.name) })).toBeInViewport();

    const search = await page.getByLabel('Search by name').boundingBox();
    const shown = await toast(page, 'Lender updated successfully!').boundingBox();
    expect(search && shown).toBeTruthy();
    if (search && shown) {
      const overlaps =
        shown.x < search.x + search.width &&
        search.x < shown.x + shown.width &&
        shown.y < search.y + search.height &&
        search.y < shown.y + shown.height;
      expect(overlaps).toBe(false);
    }
  });

  test('the Special Offer dialog saves the text in English and Hindi, the start date and the end date', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Offer'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);
    await row.getByRole('button', { name: /^Edit special offer/ }).click();
    const dialog = page.getByRole('dialog', { name: `Special Offer: ${lender.name}` });
    await dialog.getByLabel('Offer text', { exact: true }).fill('Zero processing fee this month');
    await dialog.getByLabel(/^Offer text in Hindi/).fill('इस महीने कोई प्रोसेसिंग शुल्क नहीं');
    await dialog.getByLabel('Start date').fill('2026-12-01');
    await dialog.getByLabel('End date').fill('2026-11-01');
    await expect(dialog.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('End date').fill('2026-12-31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Zero processing fee this month')).toBeVisible();
    const stored = await readLender(request, token, lender.lender_id);
    expect([stored.so_text, stored.so_text_hi, stored.so_date_start, stored.so_date_end]).toEqual([
      'Zero processing fee this month',
      'इस महीने कोई प्रोसेसिंग शुल्क नहीं',
      '2026-12-01',
      '2026-12-31',
    ]);
  });

  test('delete asks Are you sure?: Cancel keeps the row, Delete removes it', async ({ page, request }) => {
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Delete'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);

    await row.getByRole('button', { name: `Delete · ${lender.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete · ${lender.name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Lender deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    const gone = await request.get(`/api/get-lender-data/${lender.lender_id}`, { headers: bearer(token) });
    expect(gone.status()).toBe(404);
  });

  test('the Edit button renames the lender through the edit dialog', async ({ page, request }) => {
    const token = await adminToken(request);
    const lender = await createLender(request, token, uniqueLenderName('E2E_Rename'));
    await apiLoginAdmin(page.request);
    const row = await openLender(page, lender.name);
    await row.getByRole('button', { name: `Edit · ${lender.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit lender name' });
    const renamed = `${lender.name}_b`;
    await dialog.getByLabel('Lender name').fill(`${renamed} x`);
    await expect(dialog.getByLabel('Lender name')).toHaveValue(`${renamed}x`);
    await dialog.getByLabel('Lender name').fill(renamed);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Lender updated successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(renamed) })).toBeVisible();
    expect((await readLender(request, token, lender.lender_id)).name).toBe(renamed);
  });
});
