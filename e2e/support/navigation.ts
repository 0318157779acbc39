import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The admin or partner sidebar: permanent on wide screens, a drawer behind the menu button on phones.
 * Opens the drawer when needed and answers the navigation landmark.
 */
export async function openSideNav(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name });
  const menu = page.getByRole('button', { name: /Open navigation|नेविगेशन खोलें/ });
  // Wait for the shell to render one of the two, then open the drawer if the screen is narrow.
  await expect(nav.or(menu).first()).toBeVisible();
  if (!(await nav.isVisible())) await menu.click();
  await expect(nav).toBeVisible();
  return nav;
}
