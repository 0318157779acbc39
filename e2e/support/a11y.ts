/** Accessibility gate for specs: axe-core on the current page, failing on serious and critical violations only. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type A11yOptions = {
  /** CSS selectors to leave out, e.g. a third-party widget the page does not control. */
  exclude?: string[];
};

export async function expectNoA11yViolations(page: Page, { exclude = [] }: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = blocking.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help})\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
