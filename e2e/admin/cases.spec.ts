/**
 * /admin/cases (issue 33, item 3): an operations user works the breached cases. The demo's applications that still
 * wait on their lender start their clocks when they entered their status, so some have been waiting past their
 * lender's turnaround time; the user takes one nobody owns, and leaves an internal note beside what the customer sees.
 */
import { expectNoA11yViolations } from '../support/a11y';
import { loginStaffInBrowser } from '../support/admin';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

test('an operations user takes a breached case nobody owns and leaves an internal note', async ({ page }) => {
  // An axe scan of a full admin screen needs more than the default 30 s on a busy 2-core runner.
  test.slow();
  await loginStaffInBrowser(page, 'ops');
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Cases' }).click();
  await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Open cases by time in status' })).toBeVisible();

  await page.getByRole('button', { name: /^Unassigned \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/owner=unassigned/);
  await page.getByRole('checkbox', { name: 'Breached only' }).click();
  await expect(page).toHaveURL(/breached=true/);
  await expect(page.getByRole('checkbox', { name: 'Breached only' })).toBeChecked();

  const table = page.getByRole('table', { name: 'Cases' });
  const first = table.getByRole('row').filter({ hasText: 'Breached' }).first();
  await expect(first).toBeVisible();
  // The queue is oldest first: every row shown is past its SLA and has nobody yet.
  await expect(table.getByRole('row').filter({ hasText: 'Within SLA' })).toHaveCount(0);
  const reference = ((await first.getAttribute('data-testid')) ?? '').replace(/^case-row-/, '');
  expect(reference).not.toBe('');
  await expectNoA11yViolations(page);

  await first.getByRole('button', { name: `Assign ${reference} to me` }).click();
  // Taken, it leaves the unassigned queue and is counted among the user's own.
  await expect(table.getByText(reference, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^My cases \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/owner=me/);
  const mine = page.getByTestId(`case-row-${reference}`);
  await expect(mine).toContainText('Omkar Operations');
  await expect(mine).toContainText('Breached');

  await mine.getByRole('button', { name: `Open case ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Case ${reference}` });
  await expect(dialog.getByRole('heading', { name: 'What the customer sees' })).toBeVisible();
  await expect(dialog.getByText('No notes yet')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'New note' })
    .fill('Called the lender: the sanction letter goes out today.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const notes = dialog.getByTestId('case-notes');
  await expect(notes.getByText('Called the lender: the sanction letter goes out today.')).toBeVisible();
  await expect(notes.getByText(/^Omkar Operations · /)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  // The queue counts the note (its last cell holds the row's actions).
  await expect(page.getByTestId(`case-row-${reference}`).getByRole('cell').nth(-2)).toHaveText('1');
});
