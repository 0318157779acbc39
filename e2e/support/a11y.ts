/** Accessibility gate for specs: axe-core on the current page, failing on serious and critical violations only. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type A11yOptions = {
  /** CSS selectors to leave out, e.g. a third-party widget the page does not control. */
  exclude?: string[];
};

/**
 * Waits (up to 2 s) for the page's finite CSS transitions and animations to end: a button turning from disabled to
 * enabled, a toast or dialog fading, measured mid-way, has colours the user never rests on. Endless ones (spinners,
 * skeletons) are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) =>
        animation.finished.then(
          () => undefined,
          () => undefined,
        ),
      );
    await Promise.race([Promise.all(finite), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

export async function expectNoA11yViolations(page: Page, { exclude = [] }: A11yOptions = {}): Promise<void> {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = blocking.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help})\n    ${violation.nodes
        .slice(0, 5)
        // The selector, and the element itself with axe's reason: a generated class name alone names nothing.
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.trim())
        .join('\n    ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
