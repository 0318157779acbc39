/**
 * A signed-in partner's or admin's page opens on a first view the server drew (decision 058): the frame, in the
 * brand and language, with the page's heading, painted before any script has run; the app then takes the page over
 * with the same frame. The API's side (which request gets one) is proven in apps/api/src/lib/http/first-views.test.ts.
 */
import { e2eAdmins, operationsNavEntries } from '../support/accounts';
import { apiLoginAdmin, apiLoginPartner, useSessionInBrowser } from '../support/api';
import { expect, test } from '../support/test';

test.describe('the first view of a partner page @phone', () => {
  test('is the page, in the partner brand, before any script runs', async ({ browser, request }) => {
    const { token } = await apiLoginPartner(request);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      await useSessionInBrowser(context, 'partner', token);
      const page = await context.newPage();
      await page.goto('/partner/reports');
      // Inert until the app takes it over: seen, but not pressed meanwhile.
      const view = page.locator('#root[inert]');
      await expect(view.locator('h1')).toHaveText('Reports');
      await expect(view.getByText("Your customers' applications and your monthly commission statement.")).toBeVisible();
      // A phone's frame (the menu button, no sidebar) with the area's name, in FinServe's colours.
      await expect(view.locator('button[aria-label="Open navigation"]')).toBeVisible();
      await expect(view.locator('nav')).toBeHidden();
      await expect(view.getByText('Partner dashboard')).toBeVisible();
      // (Another test may have changed FinServe's colours: the brand's own answer says which they are.)
      const brand = (await (await request.get('/api/get-partner-by-name/finserve')).json()) as {
        data: { primary_color: string };
      };
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.data.primary_color);
      // A desktop's: the sidebar with the partner's name and entries, and no menu button.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(view.locator('nav')).toBeVisible();
      await expect(view.locator('nav')).toContainText('FinServe DSA');
      await expect(view.locator('nav a')).toHaveCount(12);
      await expect(view.locator('button[aria-label="Open navigation"]')).toBeHidden();
      // Where the partner chose Hindi, the server draws the page in Hindi.
      await context.addCookies([{ name: 'saakh_language', value: 'hi', url: test.info().project.use.baseURL! }]);
      await page.goto('/partner');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(view.locator('h1')).toHaveText('डैशबोर्ड');
    } finally {
      await context.close();
    }
  });

  test('gives way to the app, which keeps the frame and serves the page', async ({ page }) => {
    const { token } = await apiLoginPartner(page.request);
    await useSessionInBrowser(page.context(), 'partner', token);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A failed request is not the page's error: the brand's web font is on a host this machine cannot reach.
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    const response = await page.goto('/partner');
    expect(await response?.text()).toContain('data-first-view');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // Styled by the rules the server wrote, which the app's Emotion took as its own, and by its own.
    await expect(page.locator('#root header').first()).toHaveCSS('position', 'fixed');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toHaveCSS('font-size', '24px');
    // The app's own: its figures, and a language choice that works without a reload.
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: /^Pending ₹[1-9]/ })).toBeVisible();
    await page.getByLabel('Language').selectOption('hi');
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible();
    // The choice reaches the server: the next first view is drawn in Hindi, and the app keeps it.
    const next = await page.goto('/partner/product-offering');
    expect(await next?.text()).toMatch(/<html lang="hi"/);
    await expect(page.getByRole('heading', { name: 'प्रोडक्ट ऑफ़रिंग', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(errors).toEqual([]);
  });
});

test('an admin page opens on the admin frame of the role, before any script runs', async ({ browser, request }) => {
  const { token } = await apiLoginAdmin(request, e2eAdmins.ops);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  try {
    await useSessionInBrowser(context, 'admin', token);
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    const view = page.locator('#root[inert]');
    await expect(view.locator('h1')).toHaveText('Dashboard');
    // Role 2's entries only, and no "Count a day again", which is role 1's.
    await expect(view.locator('nav a')).toHaveText(operationsNavEntries);
    await expect(view.getByText('Count a day again')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
