/**
 * Account security (decision 045). Two-step login: a partner's owner (the first user of a partner just approved and
 * activated) turns it on from the settings with the key the page shows, keeps the recovery codes, and from then on
 * logs in with the password and a code from the app, computed here from that key as the phone would; when the owner
 * loses the phone, an admin turns it off with a reason and the owner's session ends. Forgot password:
 * a staff member asks for a link from the login page, sets a new password from the e-mail and logs in with it.
 */
import { expectNoSidewaysScroll, loginAdminInBrowser } from '../support/admin';
import { expect, test } from '../support/test';
import { apiLoginAdmin, freshIpHeaders } from '../support/api';
import { expectTokenOutOfReach } from '../support/session';
import { totpCode } from '../support/totp';

type Envelope<T> = { success: boolean; data: T };

test("a partner's owner turns on two-step login, logs in with a code from the app, and an admin turns it off when the phone is lost @both", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`.toLowerCase();
  const username = `owner${tag}`;

  // A new partner with its first user, the owner: a lead approved, onboarded and activated by a role 1 admin.
  const lead = await request.post('/api/merchant-leads', {
    data: {
      business_name: `Secure ${tag}`,
      contact_name: 'Kavya Rao',
      mobile: '9812345670',
      email: `owner.${tag}@example.in`,
      city: 'Nagpur',
    },
    headers: freshIpHeaders(),
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  await apiLoginAdmin(request);
  const leads = await request.get('/api/admin/merchant-leads', { params: { q: tag, page: 1, pageSize: 5 } });
  const leadId = ((await leads.json()) as Envelope<{ items: { id: number }[] }>).data.items[0]?.id;
  const approved = await request.post(`/api/admin/merchant-leads/${leadId}/approve`, {
    data: { key: `secure-${tag}`, partner_type: 'dsa', username },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const { partner_id: partnerId, user } = (
    (await approved.json()) as Envelope<{
      partner_id: number;
      user: { password: string };
    }>
  ).data;
  const onboarded = await request.post(`/api/admin/merchants/${partnerId}/onboarding`, {
    data: {
      partner_type: 'dsa',
      legal_name: `Secure ${tag} Private Limited`,
      pan: 'AAPFU0939F',
      gstin: null,
      contact_name: 'Kavya Rao',
      contact_email: `owner.${tag}@example.in`,
      contact_mobile: '9812345670',
      bank_account_holder: 'Kavya Rao',
      bank_account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
    },
  });
  expect(onboarded.ok(), await onboarded.text()).toBe(true);
  const activated = await request.post(`/api/admin/merchants/${partnerId}/status`, { data: { status: 'active' } });
  expect(activated.ok(), await activated.text()).toBe(true);

  // The owner logs in with the password alone (two-step login is optional in development) and turns it on.
  await page.goto('/partner/login');
  await page.getByLabel('E-mail or user name').fill(username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await page.goto('/partner/settings');
  const section = page.getByRole('region', { name: 'Account security' });
  await expect(section.getByText('Two-step login is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('First code from the app').fill(totpCode(key));
  await section.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(section.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: 'I have kept them, continue' }).click();
  await expect(section.getByText('Two-step login is on. Recovery codes left: 10')).toBeVisible();

  // Signed out, the password alone no longer opens the area: the code does. The code just used is spent, so the app's
  // next one (the server accepts one step ahead) is typed.
  await page.context().clearCookies();
  await page.goto('/partner/login');
  await page.getByLabel('E-mail or user name').fill(username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step login' })).toBeVisible();
  await expect(page).toHaveURL(/\/partner\/login$/);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not right')).toBeVisible();
  await page.getByLabel('Code').fill(totpCode(key, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expectTokenOutOfReach(page, 'partner');

  // The owner loses the phone and the codes: a role 1 admin turns two-step login off from the partner's users, with a
  // reason (the same browser holds both sessions: they have cookies of their own). The owner's session ends at once,
  // and, the factor being optional in development, the password alone opens the area again.
  expect((await page.request.get('/api/partner-reverify')).status()).toBe(200);
  await loginAdminInBrowser(page, `/admin/merchant-management/${partnerId}`);
  const row = page.getByTestId(`partner-user-${username}`);
  await row.getByRole('button', { name: /^Turn off two-step login/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Turn off two-step login for/ });
  await dialog.getByLabel('Reason').fill('Lost the phone and the recovery codes; identity checked on a call');
  await dialog.getByRole('button', { name: 'Turn off two-step login' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: /^Turn off two-step login/ })).toHaveCount(0);
  expect((await page.request.get('/api/partner-reverify')).status()).toBe(401);
  await page.goto('/partner/login');
  await page.getByLabel('E-mail or user name').fill(username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/partner$/);
});

test('a staff member sets a new password from the e-mailed link and finds two-step login in the header @both', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`.toLowerCase();
  const email = `reset.${tag}@example.in`;
  await apiLoginAdmin(request);
  const created = await request.post('/api/admin/admin-users', {
    data: { name: 'Ritu Sharma', email, role_id: 3 },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/^If an account uses this e-mail/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The link, from the development e-mail outbox (a job sends it within a second or two).
  let link = '';
  await expect
    .poll(async () => {
      const outbox = await request.get('/api/dev/email-outbox', { params: { to: email } });
      if (!outbox.ok()) return '';
      link = ((await outbox.json()) as Envelope<{ text: string }>).data.text.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link;
    })
    .toContain('/admin/reset-password?token=');
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Use 10 to 128 characters with at least one letter and one digit')).toBeVisible();
  await page.getByLabel('New password').fill(`Fresh-${tag}-2026`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/^Your password is changed/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: 'Go to login' }).click();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(`Fresh-${tag}-2026`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/csr-portal$/);
  await page.getByRole('link', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/admin\/account-security$/);
  await expect(page.getByText('Two-step login is off.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
