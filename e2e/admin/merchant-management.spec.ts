/**
 * /admin/merchant-management: a merchant applies through the public form; a role 1 admin approves the lead into an
 * applied partner with a first user (password shown once), completes its onboarding (the form refuses a GSTIN of
 * another PAN), activates it, logs in as the partner from its row and comes back with Exit. The seeded PaisaMitra
 * shows why its payouts are blocked.
 */
import type { Payables } from '@saakh/domain/merchants';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser, takeShownPassword } from '../support/admin';
import { freshIpHeaders } from '../support/api';
import { openSideNav } from '../support/navigation';
import { expect, test } from '../support/test';

test('a merchant lead is approved, onboarded, activated, and its partner area opened from its row and left with Exit', async ({
  page,
  request,
}, testInfo) => {
  // Several dialogs, a form and axe scans on a busy 2-core runner.
  test.slow();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const business = `Store ${tag}`;
  const username = `owner${tag}`.toLowerCase();

  const lead = await request.post('/api/merchant-leads', {
    data: {
      business_name: business,
      contact_name: 'Meena Joshi',
      mobile: '9812345678',
      email: `owner.${tag}@example.in`,
      city: 'Pune',
    },
    headers: freshIpHeaders(),
  });
  expect(lead.ok(), await lead.text()).toBe(true);

  await loginAdminInBrowser(page);
  const nav = await openSideNav(page, 'Admin navigation');
  await nav.getByRole('link', { name: 'Merchant Management' }).click();
  await expect(page).toHaveURL(/\/admin\/merchant-management/);
  await expect(page.getByRole('heading', { name: 'Merchant management', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Partners' })).toBeVisible();
  await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Leads: the new one, found by its name, approved with a URL key and a first user.
  await page.getByRole('tab', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/tab=leads/);
  await page.getByLabel('Search by business, contact or city').fill(tag);
  const row = page.getByRole('row').filter({ hasText: business });
  await expect(row).toContainText('New');
  await expectNoA11yViolations(page);
  await row.getByRole('button', { name: `Approve: ${business}` }).click();
  const approve = page.getByRole('dialog', { name: `Approve ${business}` });
  await expect(approve.getByLabel('URL key')).toHaveValue(`store-${tag.toLowerCase()}`);
  await approve.getByLabel('Username for the first user (optional)').fill(username);
  await approve.getByRole('button', { name: 'Approve as applied partner' }).click();
  await takeShownPassword(page, 'Meena Joshi');
  await expect(row).toContainText('Approved');

  // The partner waits in status applied until its KYC and contact are complete.
  await row.getByRole('link', { name: 'Open the partner' }).click();
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible();
  await expect(page.getByTestId('partner-status')).toHaveText('Applied');
  await expect(page.getByTestId('activation-missing')).toContainText('A valid PAN is missing');
  await expect(page.getByTestId('partner-user-' + username)).toContainText('Active');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Onboarding: a GSTIN of another PAN is refused under its field, then the right one is saved.
  const form = page.getByRole('region', { name: 'Onboarding details' });
  await form.getByLabel('Legal name').fill(`${business} Private Limited`);
  await form.getByLabel('PAN', { exact: true }).fill('aapfu0939f');
  await form.getByLabel('GSTIN (optional)').fill('29AAGCB7383J1Z4');
  await form.getByLabel("Account holder's name").fill('Meena Joshi');
  await form.getByLabel('Account number').fill('123456789012');
  await form.getByLabel('IFSC').fill('HDFC0001234');
  await form.getByRole('button', { name: 'Save onboarding details' }).click();
  await expect(form.getByText('The GSTIN must carry this partner’s PAN')).toBeVisible();
  await form.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZV');
  await form.getByRole('button', { name: 'Save onboarding details' }).click();
  await expect(form.getByText('Stored: ******939F. Leave blank to keep it.')).toBeVisible();
  await expect(page.getByTestId('activation-missing')).toHaveCount(0);
  await expect(page.getByText('Nothing earned is waiting to be paid.')).toBeVisible();

  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog', { name: 'Activate this partner?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByTestId('partner-status')).toHaveText('Active');

  // Login as partner from the partner's row, and Exit back to merchant management.
  await page.getByRole('link', { name: 'Merchant management', exact: true }).click();
  await page.getByLabel('Search by name, URL key or legal name').fill(tag);
  const partnerRow = page.getByRole('row').filter({ hasText: business });
  await expect(partnerRow).toContainText('Active');
  await expect(partnerRow).toContainText('1 of 1 active');
  await partnerRow.getByRole('button', { name: `Log in as partner ${business}` }).click();
  await expect(page).toHaveURL(/\/partner$/);
  const banner = page.getByTestId('masquerade-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/admin\/merchant-management$/);
  await expect(page.getByRole('heading', { name: 'Merchant management', level: 1 })).toBeVisible();
});

test('a partner whose KYC and bank details are incomplete shows why its payouts are blocked', async ({ page }) => {
  await loginAdminInBrowser(page, '/admin/merchant-management?partners.q=PaisaMitra');
  const row = page.getByRole('row').filter({ hasText: 'PaisaMitra' });
  await expect(row.getByTestId('completeness').first()).toHaveText('Incomplete');
  await row.getByRole('link', { name: 'PaisaMitra', exact: true }).click();
  const blocked = page.getByTestId('payout-blocked');
  await expect(blocked).toContainText('Payouts are blocked until KYC and bank details are complete');
  await expect(blocked).toContainText('A valid PAN is missing');
  await expect(blocked).toContainText('A valid IFSC is missing');
  await expect(page.getByRole('button', { name: 'Record payout' })).toBeDisabled();
  await expectNoA11yViolations(page);
});

test('finance pays FinServe’s earned lines with GST, less TDS and the clawback due, and the payout shows what was sent', async ({
  page,
}) => {
  await loginAdminInBrowser(page, '/admin/merchant-management?partners.q=FinServe%20DSA');
  await page
    .getByRole('row')
    .filter({ hasText: 'FinServe DSA' })
    .getByRole('link', { name: 'FinServe DSA', exact: true })
    .click();
  await expect(page.getByText('GST at 18% is added: the partner is registered (27AAFCF1234K1ZP).')).toBeVisible();
  // What FinServe has earned and not been paid (the demo leaves its six newest shares waiting), as the API says.
  const partnerId = /\/admin\/merchant-management\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  const answer = await page.request.get(`/api/admin/merchants/${partnerId}/payables`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const payables = ((await answer.json()) as { data: Payables }).data;
  const shares = payables.lines.filter((line) => line.kind === 'commission').length;
  expect(shares, 'earned shares waiting to be paid').toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Record payout' }).click();

  const dialog = page.getByRole('dialog', { name: 'Record a payout' });
  const lines = dialog.getByRole('table', { name: 'Earned lines to pay' });
  // The earned lines, each to choose, and this month's clawback, deducted whatever is chosen.
  await expect(lines.getByRole('checkbox', { name: /^Pay the line of / })).toHaveCount(shares);
  await expect(lines.getByRole('row').filter({ hasText: 'Clawback:' })).toHaveCount(1);
  await expect(dialog.getByText(`${shares} of ${shares} lines chosen`)).toBeVisible();
  const net = dialog.getByRole('definition').last();
  const all = await net.textContent();
  await expectNoA11yViolations(page);

  await lines.getByRole('checkbox', { name: 'Choose every line' }).uncheck();
  await expect(dialog.getByText('Choose at least one line.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as paid' })).toBeDisabled();
  await lines
    .getByRole('checkbox', { name: /^Pay the line of / })
    .first()
    .check();
  await expect(dialog.getByText(`1 of ${shares} lines chosen`)).toBeVisible();
  await expect(net).not.toHaveText(all ?? '');
  await lines.getByRole('checkbox', { name: 'Choose every line' }).check();
  await expect(net).toHaveText(all ?? '');

  const reference = `UTR${Date.now()}`;
  await dialog.getByLabel('UTR or transfer reference').fill(reference.toLowerCase());
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(dialog).toBeHidden();
  const payout = page.getByRole('table', { name: 'Payouts made' }).getByRole('row').filter({ hasText: reference });
  await expect(payout.getByRole('cell').nth(5)).toHaveText(all ?? '');
  await expect(page.getByText('Nothing earned is waiting to be paid.')).toBeVisible();
});
