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

/**
 * Holds the browser's requests to a URL (a glob or a pattern) until the returned function is called, so a test can see
 * and measure the screen in the state they leave it in (an upload on its way, figures still loading), however fast the
 * server is. Later requests pass through.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Scrolls the page down a screen at a time, then back to its top, as a reader going through it would: the parts drawn
 * only as they near the screen (decision 059: the charts, the lists below a phone's first screen) are drawn.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const view = globalThis;
    for (let y = 0; y < view.document.documentElement.scrollHeight; y += view.innerHeight) {
      view.scrollTo(0, y);
      await new Promise((resolve) => view.requestAnimationFrame(() => view.setTimeout(resolve, 50)));
    }
    view.scrollTo(0, 0);
  });
}
