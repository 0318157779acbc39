import { expect, type Page } from '@playwright/test';
import { PARTNER_PASSWORD, e2ePartner } from './accounts';
import { apiLoginPartner } from './api';

/**
 * Signs a partner user in (the seeded one by default) and opens `path`, by default the partner's home. As for staff
 * (support/admin.ts), the sign-in goes through the login API with the page's own request context, so the browser holds
 * the session cookie the login page would have set; the login page has its specs in foundation/partner-login.spec.ts.
 */
export async function loginPartnerInBrowser(
  page: Page,
  { login = e2ePartner.username as string, password = PARTNER_PASSWORD, path = '/partner' } = {},
): Promise<void> {
  await apiLoginPartner(page.request, login, password);
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/partner\/login/);
}
