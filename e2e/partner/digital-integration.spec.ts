/**
 * Digital integration (issue 12): a partner makes an API key on /partner/digital-integration, reads its secret once,
 * uses it as a partner's own system would (curl-like requests) to create a lead and read its status, revokes it on
 * the page, and the next call is refused with 401.
 */
import { apiLoginPartner, uniqueMobile } from '../support/api';
import { expectNoA11yViolations } from '../support/a11y';
import { expectNoSidewaysScroll } from '../support/admin';
import { expect, test } from '../support/test';

test('a partner makes an API key, uses it to create a lead and read it, and revokes it @phone', async ({
  page,
  request,
}, testInfo) => {
  const name = `E2E ${testInfo.project.name} ${Date.now().toString(36)}`;
  await apiLoginPartner(page.request);
  await page.goto('/partner/digital-integration');
  await expect(page.getByRole('heading', { name: 'Digital integration', level: 1 })).toBeVisible();
  await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'New API key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('button', { name: 'New API key' }).click();
  await expect(form.getByText('Name the key in 2 to 60 characters')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel(/Live: creates real leads/).check();
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'New API key' }).click();

  const shown = page.getByRole('dialog', { name: `Your new key: ${name}` });
  const secret = await shown.getByTestId('secret-once').inputValue();
  expect(secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByText('This is the only time it is shown.')).toBeVisible();
  await expectNoA11yViolations(page);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByTestId(`api-key-${secret.slice(0, 12)}`)).toContainText(name);
  await expect(page.getByText(secret)).toHaveCount(0);

  // The partner's own system, with the key only (no cookies): create a lead, then read its status.
  const auth = { authorization: `Bearer ${secret}` };
  const created = await request.post('/api/partner-api/v1/leads', {
    headers: auth,
    data: { mobile: uniqueMobile(), name: 'Asha Verma', product: 'pl' },
  });
  expect(created.status()).toBe(201);
  const lead = ((await created.json()) as { data: { lead_id: string; status: string } }).data;
  expect(lead.status).toBe('received');
  const read = await request.get(`/api/partner-api/v1/leads/${lead.lead_id}`, { headers: auth });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { data: { status: string } }).data.status).toBe('received');

  await page.reload();
  await expect(page.getByTestId(`api-key-${secret.slice(0, 12)}`)).not.toContainText('Never');
  await page.getByRole('button', { name: `Revoke key ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByTestId(`api-key-${secret.slice(0, 12)}`)).toContainText('Revoked');
  const refused = await request.get(`/api/partner-api/v1/leads/${lead.lead_id}`, { headers: auth });
  expect(refused.status()).toBe(401);

  await page.getByRole('tab', { name: 'API guide' }).click();
  await expect(page.getByRole('link', { name: 'Download the OpenAPI document' })).toBeVisible();
  await expect(page.getByText('/api/partner-api/v1/leads/duplicate-check', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});

test('a partner adds a webhook, copies its secret once, and reads the delivery log @phone', async ({
  page,
}, testInfo) => {
  const url = `https://hooks.example.in/${testInfo.project.name}/${Date.now().toString(36)}`;
  await apiLoginPartner(page.request);
  await page.goto('/partner/digital-integration?tab=webhooks');
  await page.getByRole('button', { name: 'Add webhook' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add a webhook' });
  await form.getByLabel('Address (URL)').fill('http://hooks.example.in/saakh');
  await form.getByRole('button', { name: 'Add webhook' }).click();
  await expect(form.getByText('Use an https:// address (http:// only for localhost while testing)')).toBeVisible();
  await form.getByLabel('Address (URL)').fill(url);
  await expectNoA11yViolations(page);
  await form.getByRole('button', { name: 'Add webhook' }).click();
  const shown = page.getByRole('dialog', { name: "Your webhook's signing secret" });
  expect(await shown.getByTestId('secret-once').inputValue()).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByRole('row', { name: new RegExp(url.replace(/[.]/g, '\\.')) })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('tab', { name: 'Delivery log' }).click();
  await expect(page.getByRole('table', { name: 'Webhook deliveries' })).toBeVisible();
  await expect(page.getByTestId('status-chip').filter({ hasText: 'Gave up' }).first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
