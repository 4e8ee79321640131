import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { CONTENT_ROUTES, expectedPages } from './support/site';

/**
 * Every page written in MDX, the landing page and the not-found page, visited once each: what
 * SPEC.md §2 asks of a route (its heading, its sidebar item marked current) and axe in both colour
 * modes. One visit, because page loads are most of the suite's time. The API reference's 24
 * generated pages share four templates: apiReference.spec.ts checks one of each.
 */
const EXPECTED = new Map(expectedPages().map((page) => [page.route, page]));
const ROUTES = [...CONTENT_ROUTES, '/docs/no-such-page/'];

/**
 * The highlighted tokens inside code blocks: thousands of spans on a code-heavy page, most of axe's
 * time there, and all in a closed set of colours that accessibility.spec.ts checks class by class.
 * The <pre> itself is still scanned.
 */
const TOKENS = 'pre > code';

/** Of axe's rules only these read colours: the dark scan runs them alone (the structure is the same in both modes). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

// axe on a long page with highlighted code takes several seconds (colour contrast, inline spacing, regions).
test.describe.configure({ timeout: 60_000 });

for (const route of ROUTES) {
  const expected = EXPECTED.get(route);
  const what = expected ? 'renders its heading with the sidebar item marked current, and has' : 'has';
  test(`${route} ${what} no accessibility violations in light mode or dark`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === '/docs/no-such-page/' ? 404 : 200);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    if (expected) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      const current = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(expected.sidebarLabel);
      await expect(current).toBeVisible();
    }
    // The footer skips layout while off-screen (content-visibility: auto), so its boxes are
    // placeholders that axe's geometry rules (target size, contrast) would misread. Lay it out.
    await page.addStyleTag({ content: 'footer { content-visibility: visible !important; }' });
    expect(await axeViolations(page, { exclude: [TOKENS] }), 'light mode').toEqual([]);
    // As a reader switches: the toggle changes the colour tokens in place (no colour transitions).
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await axeViolations(page, { exclude: [TOKENS], rules: COLOUR_RULES }), 'dark mode').toEqual([]);
  });
}
