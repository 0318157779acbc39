/** /admin/credit-cards (admin spec §2.4, §2.5): create, hover edits, image upload, bullets, UTM link, toggles, delete. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import type { CreditCard } from '@saakh/domain/credit-cards';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, bearer } from '../support/api';

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** The cards a test made through the API; each test's are deleted after it, passed or failed (see afterEach). */
const created: number[] = [];

async function createCard(request: APIRequestContext, token: string, name: string): Promise<CreditCard> {
  const response = await request.post('/api/create-credit-card', {
    data: { category_name: name },
    headers: bearer(token),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const card = ((await response.json()) as { data: CreditCard }).data;
  created.push(card.category_id);
  return card;
}

async function readCard(request: APIRequestContext, token: string, id: number): Promise<CreditCard | undefined> {
  const response = await request.get('/api/get-credit-cards-data', { headers: bearer(token) });
  return ((await response.json()) as { data: CreditCard[] }).data.find((card) => card.category_id === id);
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** A 1×1 PNG, written to the test's output folder and uploaded from there. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('admin credit cards', () => {
  // A worker's tests share its database, and a card a failed test left switched on would show on the customers'
  // cards page of a later test (the Hindi page test counts its English words).
  test.afterEach(async ({ request }) => {
    if (created.length === 0) return;
    const { token } = await apiLoginAdmin(request);
    for (const category_id of created.splice(0)) {
      if (await readCard(request, token, category_id)) {
        const response = await request.post('/api/safe-delete-credit-card', {
          data: { category_id },
          headers: bearer(token),
        });
        expect(response.ok(), await response.text()).toBe(true);
      }
    }
  });

  test('Create takes a valid name and Submit stays disabled while it is empty', async ({ page }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    await loginAdminInBrowser(page, '/admin/credit-cards');
    await expect(page.getByRole('table', { name: 'Credit cards' }).getByRole('columnheader')).toHaveText([
      'Sorting order',
      'Thumbnail',
      'Name',
      'Key features',
      'Annual fees',
      'UTM link',
      'Features',
      'Secured',
      'Status',
      'Delete',
    ]);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create credit card' });
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByLabel('Card name').fill('Card!');
    await expect(dialog.getByText('Use only letters, digits, spaces, hyphen and underscore')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const name = uniqueName('E2E Card');
    await dialog.getByLabel('Card name').fill(name);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Credit card created successfully!')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  });

  test('the marketing bullets editor adds and removes lines in English and Hindi and refuses an empty line', async ({
    page,
    request,
  }) => {
    const { token } = await apiLoginAdmin(request);
    const card = await createCard(request, token, uniqueName('E2E Bullets'));
    await loginAdminInBrowser(page, '/admin/credit-cards');
    const row = page.getByRole('row').filter({ hasText: card.category_name });
    await row.getByRole('button', { name: `Edit Features of ${card.category_name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Features of ${card.category_name}` });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    // The English lines, with the Hindi ones beside them.
    const english = dialog.getByRole('group', { name: 'Features', exact: true });
    const hindi = dialog.getByRole('group', { name: 'Features in Hindi', exact: true });

    await english.getByRole('button', { name: 'Add line' }).click();
    await expect(submit).toBeDisabled();
    await english.getByLabel('Line 1', { exact: true }).fill('5% cashback on groceries');
    await english.getByRole('button', { name: 'Add line' }).click();
    await english.getByLabel('Line 2', { exact: true }).fill('Lounge access');
    await english.getByRole('button', { name: 'Add line' }).click();
    await expect(submit).toBeDisabled();
    await english.getByRole('button', { name: 'Remove line 3' }).click();
    await expect(submit).toBeEnabled();
    await hindi.getByRole('button', { name: 'Add line' }).click();
    await hindi.getByLabel('Line 1', { exact: true }).fill('किराने पर 5% कैशबैक');
    await submit.click();
    await expect(toast(page, 'Credit card updated successfully!')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit Features of ${card.category_name}` })).toHaveText('2 features');
    const stored = await readCard(request, token, card.category_id);
    expect(stored?.marketing_bullets).toEqual(['5% cashback on groceries', 'Lounge access']);
    expect(stored?.marketing_bullets_hi).toEqual(['किराने पर 5% कैशबैक']);
  });

  test('the thumbnail is uploaded through s3-upload-file and shown 100 wide', async ({ page, request }, testInfo) => {
    const { token } = await apiLoginAdmin(request);
    const card = await createCard(request, token, uniqueName('E2E Image'));
    const file = testInfo.outputPath('thumb.png');
    fs.writeFileSync(file, Buffer.from(PNG_BASE64, 'base64'));
    await loginAdminInBrowser(page, '/admin/credit-cards');
    const row = page.getByRole('row').filter({ hasText: card.category_name });

    const upload = page.waitForResponse((response) => response.url().endsWith('/api/s3-upload-file'));
    await row.getByRole('cell').nth(1).hover();
    await row.getByRole('button', { name: `Edit Thumbnail of ${card.category_name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit Thumbnail of ${card.category_name}` });
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByTestId('image-file').setInputFiles(file);
    expect((await upload).ok()).toBe(true);
    await expect(dialog.getByRole('img', { name: 'Thumbnail' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Credit card updated successfully!')).toBeVisible();

    const thumbnail = row.getByRole('img', { name: `${card.category_name} card` });
    await expect(thumbnail).toBeVisible();
    // The upload's folder is the path field (card name + ' - logo'), as the server stores it.
    const folder = `${card.category_name} - logo`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await expect(thumbnail).toHaveAttribute('src', new RegExp(`^/uploads/images/${folder}/[^/]+\\.png$`));
    expect(Math.round((await thumbnail.boundingBox())?.width ?? 0)).toBe(100);
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  });

  test('hover edits take numbers only; the UTM link explains {UNIQUE_ID} and is checked', async ({ page, request }) => {
    const { token } = await apiLoginAdmin(request);
    const card = await createCard(request, token, uniqueName('E2E Edit'));
    await loginAdminInBrowser(page, '/admin/credit-cards');
    const row = page.getByRole('row').filter({ hasText: card.category_name });

    await row.getByRole('cell').nth(4).hover();
    await row.getByRole('button', { name: `Edit Annual fees (₹) of ${card.category_name}` }).click();
    const fee = page.getByRole('dialog', { name: `Edit Annual fees (₹) of ${card.category_name}` });
    await fee.getByLabel('Annual fees (₹)').pressSequentially('1,4a99');
    await expect(fee.getByLabel('Annual fees (₹)')).toHaveValue('1499');
    await fee.getByRole('button', { name: 'Submit' }).click();
    await expect(fee).toBeHidden();
    await expect(row.getByRole('cell').nth(4)).toContainText('₹1,499');

    await page
      .getByRole('columnheader', { name: /UTM link/ })
      .getByLabel(/UNIQUE_ID/)
      .hover();
    // By its text, and any one of them: a tooltip from an earlier hover may still be fading out beside it.
    await expect(
      page.getByRole('tooltip', { name: "{UNIQUE_ID} is replaced with the customer's unique id in the URL" }).first(),
    ).toBeVisible();

    await row.getByRole('button', { name: `Edit UTM link of ${card.category_name}` }).click();
    const utm = page.getByRole('dialog', { name: `Edit UTM link of ${card.category_name}` });
    await expect(utm.getByText("{UNIQUE_ID} is replaced with the customer's unique id in the URL")).toBeVisible();
    await utm.getByLabel('UTM link').fill('http://bank.example/apply');
    await utm.getByRole('button', { name: 'Submit' }).click();
    await expect(utm.getByRole('alert')).toHaveText(
      'Enter a link starting with https:// ({UNIQUE_ID} may appear in it)',
    );
    await utm.getByLabel('UTM link').fill('https://bank.example.in/apply?ref={UNIQUE_ID}');
    await utm.getByRole('button', { name: 'Submit' }).click();
    await expect(utm).toBeHidden();
    expect((await readCard(request, token, card.category_id))?.utm_link).toBe(
      'https://bank.example.in/apply?ref={UNIQUE_ID}',
    );
  });

  test('status and secured toggles save at once; delete asks with Cancel and Delete', async ({ page, request }) => {
    const { token } = await apiLoginAdmin(request);
    const card = await createCard(request, token, uniqueName('E2E Toggle'));
    await loginAdminInBrowser(page, '/admin/credit-cards');
    const row = page.getByRole('row').filter({ hasText: card.category_name });

    const status = row.getByRole('switch', { name: `Status: ${card.category_name}` });
    const before = card.status;
    // Each save says so in a toast at the bottom right, where it covers the last row's Delete until it closes (3 s).
    const saved = page.getByRole('alert').filter({ hasText: 'Credit card updated successfully!' });
    await status.click();
    await expect(status).toBeChecked({ checked: before !== 1 });
    await expect(saved.first()).toBeVisible();
    await expect
      .poll(async () => (await readCard(request, token, card.category_id))?.status)
      .toBe(before === 1 ? 0 : 1);
    const secured = row.getByRole('switch', { name: `Secured: ${card.category_name}` });
    await secured.click();
    await expect(secured).toBeChecked({ checked: card.secured !== 1 });
    await expect(saved.last()).toBeVisible();
    await expect
      .poll(async () => (await readCard(request, token, card.category_id))?.secured)
      .toBe(card.secured === 1 ? 0 : 1);
    // A click while a toast slides in lands on the toast: the test waits for them to close, as a person would.
    await expect(saved).toHaveCount(0);

    await row.getByRole('button', { name: `Delete ${card.category_name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${card.category_name}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Credit card deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await readCard(request, token, card.category_id)).toBeUndefined();
  });
});
