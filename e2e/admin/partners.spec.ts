/** /admin/partners (Partner Config) and /admin/partners/{id}: branding seen by customers, UTM id, revenue, masquerade. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminPartner } from '@saakh/domain/partner-admin';
import { e2ePartner } from '../support/accounts';
import { expectNoA11yViolations } from '../support/a11y';
import { loginAdminInBrowser } from '../support/admin';
import { apiLoginAdmin, bearer } from '../support/api';

async function partnerByKey(request: APIRequestContext, token: string, key: string): Promise<AdminPartner> {
  const response = await request.get('/api/admin/partners', { headers: bearer(token) });
  const partner = ((await response.json()) as { data: AdminPartner[] }).data.find((row) => row.key === key);
  if (!partner) throw new Error(`partner ${key} is not seeded`);
  return partner;
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text }).first();
}

/** The background colour behind the landing page's main heading (the brand's primary colour). */
async function heroColour(page: Page): Promise<string> {
  return page
    .getByRole('heading', { level: 1 })
    .first()
    .evaluate((heading) => {
      for (let node: Element | null = heading; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return '';
    });
}

test.describe('admin partner config', () => {
  test('lists partners with their URL segment, UTM id and colours', async ({ page }) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    await loginAdminInBrowser(page, '/admin/partners');
    await expect(page.getByRole('heading', { name: 'Partner Config', level: 1 })).toBeVisible();
    const row = page.getByTestId(`partner-row-${e2ePartner.partnerKey}`);
    await expect(row).toContainText(`/${e2ePartner.partnerKey}`);
    await expect(row.getByRole('button', { name: /^Log in as partner/ })).toBeVisible();
    // Kisan Bazaar has no user to sign in as: its button says so instead of failing with "Not found".
    const noUser = page.getByTestId('partner-row-kisanbazaar').getByRole('button', { name: /^Log in as partner/ });
    await expect(noUser).toBeDisabled();
    await expect(noUser).toHaveAccessibleDescription('No active user');
    await expectNoA11yViolations(page);
    await page.getByLabel('Search partners').fill('no-such-partner');
    await expect(page.getByText('No partners found')).toBeVisible();
  });

  test('a new primary colour is what a customer of that partner sees on the landing page', async ({
    page,
    request,
  }, testInfo) => {
    // An axe scan of a full admin screen (or a long flow) needs more than the default 30 s on a busy 2-core runner.
    test.slow();
    const { token } = await apiLoginAdmin(request);
    const partner = await partnerByKey(request, token, e2ePartner.partnerKey);
    // Each project sets its own colour, so a run on both viewports proves the change each time.
    const [primary, rgb] =
      testInfo.project.name === 'mobile' ? ['#1B5E20', 'rgb(27, 94, 32)'] : ['#7B1FA2', 'rgb(123, 31, 162)'];
    await loginAdminInBrowser(page, `/admin/partners/${partner.id}`);
    await expect(page.getByRole('heading', { name: partner.name, level: 1 })).toBeVisible();

    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expectNoA11yViolations(page);
    await page.getByLabel('Primary colour', { exact: true }).fill('#12');
    await expect(page.getByText('Use a colour like #1A2B3C')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Primary colour', { exact: true }).fill(primary);
    await page.getByLabel('Pick Secondary colour').fill('#ffc107');
    await expect(page.getByLabel('Secondary colour', { exact: true })).toHaveValue('#FFC107');
    await save.click();
    await expect(toast(page, 'Partner updated successfully!')).toBeVisible();
    const stored = await partnerByKey(request, token, e2ePartner.partnerKey);
    expect([stored.primary_color, stored.secondary_color]).toEqual([primary, '#FFC107']);

    await page.evaluate((key) => window.localStorage.setItem('saakh.brand', key), e2ePartner.partnerKey);
    await page.goto('/');
    await expect.poll(() => heroColour(page)).toBe(rgb);
  });

  test('the edit dialog changes the UTM id (letters, digits, underscore, hyphen) and the revenue data', async ({
    page,
    request,
  }) => {
    const { token } = await apiLoginAdmin(request);
    const partner = await partnerByKey(request, token, e2ePartner.partnerKey);
    await loginAdminInBrowser(page, `/admin/partners/${partner.id}`);

    await page.getByRole('button', { name: `Edit UTM id of ${partner.name}` }).click();
    const utm = page.getByRole('dialog', { name: `Edit UTM id of ${partner.name}` });
    await utm.getByLabel('UTM id').fill('');
    await utm.getByLabel('UTM id').pressSequentially('utm finserve!_2');
    await expect(utm.getByLabel('UTM id')).toHaveValue('utmfinserve_2');
    await utm.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'UTM id updated successfully!')).toBeVisible();
    await expect(utm).toBeHidden();

    await page.getByRole('button', { name: `Edit revenue data of ${partner.name}` }).click();
    const revenue = page.getByRole('dialog', { name: `Edit revenue data of ${partner.name}` });
    await revenue.getByLabel('Revenue percentage').fill('101');
    await expect(revenue.getByText('Must be between 0 and 100')).toBeVisible();
    await expect(revenue.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await revenue.getByLabel('Revenue percentage').fill('2.125');
    await revenue.getByLabel('Revenue flat fee').fill('350');
    await revenue.getByRole('button', { name: 'Submit' }).click();
    await expect(toast(page, 'Revenue data updated successfully!')).toBeVisible();

    const stored = await partnerByKey(request, token, e2ePartner.partnerKey);
    expect([stored.utm_id, stored.revenue_percent, stored.revenue_flat_fee]).toEqual(['utmfinserve_2', 2.125, 350]);
  });

  test('Log in as partner opens the partner area in masquerade mode', async ({ page, request }) => {
    const { token } = await apiLoginAdmin(request);
    const partner = await partnerByKey(request, token, e2ePartner.partnerKey);
    await loginAdminInBrowser(page, `/admin/partners/${partner.id}`);
    await page.getByRole('button', { name: `Log in as partner ${partner.name}` }).click();
    await expect(page).toHaveURL(/\/partner$/);
    await expect(page.getByText(/You are viewing the partner area as/)).toBeVisible();
  });
});
