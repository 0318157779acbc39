/** Accessibility gate for specs: axe-core on the current page, failing on serious and critical violations only. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ContextObject, ElementContext, RunOptions } from 'axe-core';

declare global {
  interface Window {
    /** axe-core, once axeViolations has put it into the page. */
    axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  }
}

/** axe-core's minified build (580 KB; its `source` export is the 1.3 MB readable one). */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/** The WCAG 2.1 A and AA rules. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = { id: string; impact: string | null; help: string; nodes: string[] };

/**
 * axe-core's violations on the page, run in the page itself. axe is put into the page once and stays for the page's
 * life: the app's own navigation does not reload it, so a test that scans several screens evaluates axe's 580 KB
 * once. (@axe-core/playwright evaluated it again on every scan and opened a second page to finish each one, about as
 * costly as the scan itself.) The pages have no frames, which that library's frame-by-frame run exists for.
 */
async function axeViolations(page: Page, exclude: string[]): Promise<Violation[]> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ exclude, tags }) => {
      if (!window.axe) throw new Error('axe-core is not in the page');
      const context: ContextObject = { include: [document], exclude };
      // Only the violations' nodes are collected; passes and incomplete results are counted, not described.
      const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
      const results = await window.axe.run(exclude.length > 0 ? context : document, options);
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        // The selector, and the element itself with axe's reason: a generated class name alone names nothing.
        nodes: violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`.trim()),
      }));
    },
    { exclude, tags: wcagTags },
  );
}

export async function expectNoA11yViolations(page: Page, { exclude = [] }: A11yOptions = {}): Promise<void> {
  await settleTransitions(page);
  const violations = await axeViolations(page, exclude);
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = blocking.map(
    (violation) => `${violation.impact}: ${violation.id} (${violation.help})\n    ${violation.nodes.join('\n    ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
