import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The rule sets the site is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScan {
  /** CSS selectors of the parts to scan; the whole document when absent. */
  include?: string[];
  /** CSS selectors of the parts to leave out. */
  exclude?: string[];
  /** Rule ids to run instead of the WCAG_TAGS rule sets. */
  rules?: string[];
}

/**
 * Runs axe-core once in the page and returns one line per violation (empty when it passes).
 *
 * Not @axe-core/playwright: its `analyze()` runs axe in each frame, then again in a fresh blank
 * page to merge the frames' results, and sends every pass and every node's HTML back to the test;
 * on the site's pages that took two to three times as long as this single run. The one thing it
 * adds, frames, the site does not have: the scan fails if a page ever gains one, so the shortcut
 * cannot hide an unscanned frame.
 */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<string[]> {
  expect(
    page.frames().map((frame) => frame.url()),
    'a page with a frame needs a frame-aware axe run',
  ).toEqual([page.url()]);
  // `evaluate`, not a script tag: the Content-Security-Policy rightly refuses inline scripts. Once
  // per document: a second scan of the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, exclude, rules, tags }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const context = { ...(include && { include }), exclude: exclude ?? [] };
      const { violations } = await axe.run(context, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
            .join(' | ')}`,
      );
    },
    { ...scan, tags: WCAG_TAGS },
  );
}
