import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { SITE_ROUTES } from './support/site';

const ROUTES = [...SITE_ROUTES, '/docs/no-such-page/'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// axe on a long page with highlighted code takes several seconds (colour contrast, inline spacing, regions).
test.describe.configure({ timeout: 60_000 });

for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    for (const route of ROUTES) {
      test(`${route} has no accessibility violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        // The footer skips layout while off-screen (content-visibility: auto), so its boxes are
        // placeholders that axe's geometry rules (target size, contrast) would misread. Lay it out.
        await page.addStyleTag({ content: 'footer { content-visibility: visible !important; }' });
        const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = violations.map(
          (v) =>
            `${v.id} (${v.impact}): ${v.help} — ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
