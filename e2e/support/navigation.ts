import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The admin or partner sidebar: permanent on wide screens, a drawer behind the menu button on phones.
 * Opens the drawer when needed and answers the navigation landmark.
 */
export async function openSideNav(page: Page, name: string): Promise<Locator> {
  const nav = page.getByRole('navigation', { name });
  const menu = page.getByRole('button', { name: /Open navigation|नेविगेशन खोलें/ });
  // Wait for the shell to render one of the two, then open the drawer if the screen is narrow (a closed drawer is not
  // in the page). A press that finds no button, or a drawer still opening, is tried again.
  await expect(nav.or(menu).first()).toBeVisible();
  await expect(async () => {
    if (await nav.isVisible()) return;
    await menu.click({ timeout: 1_000 });
    await expect(nav).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return nav;
}
