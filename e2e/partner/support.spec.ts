/**
 * Partner support (issue 12): a partner opens a tech-support ticket with an attachment, an admin answers it from the
 * queue in /admin/partner-support, and the partner reads the answer; the statement's dispute link pre-fills a general
 * query; a sub-partner who joined through an invite link asks for a bank change, which an admin approves.
 */
import { e2ePartner } from '../support/accounts';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, freshIpHeaders } from '../support/api';
import { openSideNav } from '../support/navigation';
import { loginPartnerInBrowser } from '../support/partner';
import { expect, test } from '../support/test';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

test('a partner opens a ticket, an admin answers it from the queue, and the partner reads the answer @phone', async ({
  page,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const subject = `Link error ${tag}`;

  await loginPartnerInBrowser(page);
  const nav = await openSideNav(page, 'Partner navigation');
  await nav.getByRole('link', { name: 'Communication' }).click();
  await expect(page.getByRole('heading', { name: 'Communication', level: 1 })).toBeVisible();
  await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /General query/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: /Tech support/ }).click();
  await expect(page.getByRole('heading', { name: 'Tech support', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page.getByText('Enter a subject of 3 to 120 characters')).toBeVisible();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Describe the problem or question').fill('The co-branded link shows an error page on Android.');
  await page
    .getByTestId('ticket-attachment')
    .setInputFiles({ name: 'screen.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('screen.pdf')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Send ticket' }).click();
  await expect(page).toHaveURL(/\/partner\/communication\?ticket=\d+/);
  const ticketId = new URL(page.url()).searchParams.get('ticket');
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');
  await expect(page.getByRole('link', { name: /Download screen\.pdf/ })).toBeVisible();

  // The admin, in the same browser (each area has its own session), answers from the queue, oldest open first.
  await loginAdminInBrowser(page);
  const adminNav = await openSideNav(page, 'Admin navigation');
  await adminNav.getByRole('link', { name: 'Partner Support' }).click();
  await expect(page.getByRole('heading', { name: 'Partner support', level: 1 })).toBeVisible();
  await page.getByLabel('Search by subject, reference or partner').fill(tag);
  await page.getByRole('link', { name: `#${ticketId} ${subject}` }).click();
  await expect(page).toHaveURL(new RegExp(`ticket=${ticketId}`));
  await expect(page.getByTestId('ticket-message')).toContainText('The co-branded link shows an error page');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Your answer to the partner').fill(`Fixed for ${tag}: please share the link again.`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');

  await page.goto(`/partner/communication?ticket=${ticketId}`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');
  const answer = page.getByTestId('ticket-message').filter({ hasText: `Fixed for ${tag}` });
  await expect(answer).toContainText('Saakh support');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test("the statement's dispute link pre-fills a commission dispute @phone", async ({ page }) => {
  await loginPartnerInBrowser(page, {
    path: '/partner/communication/general-query?category=dispute&subject=Commission%20for%20October&reference=ledger-42',
  });
  await expect(page.getByRole('heading', { name: 'General query', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveText('Commission dispute');
  await expect(page.getByLabel('Subject')).toHaveValue('Commission for October');
  await expect(page.getByLabel('Reference (optional)')).toHaveValue('ledger-42');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

// Not tagged @phone, so only the desktop project runs it: one admin approval flow is enough; the pages are checked at
// 360 px above.
test('a sub-partner who joined by invite asks for a bank change, which an admin approves', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = Date.now().toString(36).toUpperCase();
  const letters = tag.replace(/[^A-Z]/g, 'K').padEnd(4, 'K');
  const pan = `${letters.slice(0, 3)}P${letters.slice(3, 4)}${String(Date.now() % 10_000).padStart(4, '0')}K`;
  const business = `Joined ${tag}`;
  const username = `joined${tag}`.toLowerCase();

  const joined = await request.post(`/api/partner-join/${e2ePartner.partnerKey}`, {
    data: {
      business_name: business,
      partner_type: 'dsa',
      legal_name: `${business} Services`,
      pan,
      contact_name: 'Ravi Kumar',
      contact_email: `ravi.${tag.toLowerCase()}@example.in`,
      contact_mobile: '9812345670',
    },
    headers: freshIpHeaders(),
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  await apiLoginAdmin(request);
  const found = await request.get(`/api/admin/merchants?q=${encodeURIComponent(business)}`);
  const partnerId = ((await found.json()).data.items as { id: number; status: string }[])[0]?.id;
  expect((await (await found.json()).data.items[0]).status).toBe('applied');
  expect((await request.post(`/api/admin/merchants/${partnerId}/status`, { data: { status: 'active' } })).ok()).toBe(
    true,
  );
  const user = await request.post(`/api/admin/merchants/${partnerId}/users`, {
    data: { name: 'Ravi Kumar', email: `login.${tag.toLowerCase()}@example.in`, username },
  });
  const password = (await user.json()).data.password as string;

  await loginPartnerInBrowser(page, { login: username, password, path: '/partner/settings' });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const bank = page.getByRole('region', { name: 'KYC and bank details' });
  await bank.getByRole('button', { name: 'Request a change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a change' });
  await dialog.getByLabel('Account holder').fill('Ravi Kumar');
  await dialog.getByLabel('Account number').fill('998877665544');
  await dialog.getByLabel('IFSC').fill('hdfc0001234');
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByTestId('bank-pending')).toContainText('Pending approval');
  await expect(bank.getByRole('button', { name: 'Request a change' })).toBeDisabled();
  await expectNoA11yViolations(page);

  await loginAdminInBrowser(page, '/admin/partner-support?tab=bank');
  await page.getByLabel('Search by partner').fill(business);
  await page.getByRole('button', { name: `Approve the change of ${business}` }).click();
  await page.getByRole('dialog', { name: 'Approve this change?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row').filter({ hasText: business })).toContainText('Approved');
  await expectNoA11yViolations(page);

  await page.goto('/partner/settings');
  await expect(bank).toContainText('******5544');
  await expect(bank).toContainText('Your last change was approved');
  await page.goto('/partner/referral');
  await expect(page.getByRole('heading', { name: 'Referral', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Only an active partner that is not itself a sub-partner can invite sub-partners.'),
  ).toBeVisible();
});

test('settings and referral show the demo partner’s details and sub-partners, at 360 px too @both', async ({
  page,
}) => {
  await loginPartnerInBrowser(page, { path: '/partner/settings' });
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('FinServe');
  await expect(page.getByRole('region', { name: 'Users', exact: true })).toContainText('Priya Nair');
  await expect(page.getByRole('region', { name: 'E-mail notifications' }).getByRole('switch')).toHaveCount(3);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.goto('/partner/referral');
  await expect(page.getByRole('heading', { name: 'Referral', level: 1 })).toBeVisible();
  await expect(page.getByTestId('referral-link')).toHaveValue(/\/partner\/join\/finserve$/);
  await expect(page.getByRole('table', { name: 'Who joined' })).toContainText('Sahay Agents');
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // The invite link opens the public join form, naming the inviter.
  await page.goto('/partner/join/finserve');
  await expect(page.getByRole('heading', { name: 'Become a Saakh partner', level: 1 })).toBeVisible();
  await expect(page.getByText('FinServe', { exact: false }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
