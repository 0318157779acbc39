import { expect, test } from '../support/test';

/**
 * WCAG 2.3.3: a person who asked their system for less motion gets a still interface (no transitions, no ripple),
 * and the keyboard focus of a button still shows. The other specs run with less motion asked for
 * (playwright.config.ts); this one also checks the default.
 */
test.describe('motion', () => {
  test('buttons move and ripple by default, and stay still with a focus outline when less motion is asked for', async ({
    page,
  }) => {
    const login = page.getByRole('button', { name: 'Login' });

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/admin/login');
    await expect(login).toBeVisible();
    expect(await login.evaluate((button) => getComputedStyle(button).transitionProperty)).not.toBe('none');
    await login.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    // The focus mark by default is MUI's ripple.
    await expect(login.locator('.MuiTouchRipple-root')).toHaveCount(1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin/login');
    await expect(login).toBeVisible();
    await expect.poll(() => login.evaluate((button) => getComputedStyle(button).transitionProperty)).toBe('none');
    await expect(login.locator('.MuiTouchRipple-root')).toHaveCount(0);
    await page.getByLabel('Password').focus();
    await page.keyboard.press('Tab');
    await expect(login).toBeFocused();
    expect(await login.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  });
});
