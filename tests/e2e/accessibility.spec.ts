import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { CONTENT_ROUTES } from './support/site';

// The API reference's 24 generated pages share four templates: apiReference.spec.ts scans one of each.
const ROUTES = [...CONTENT_ROUTES, '/docs/no-such-page/'];

// axe on a long page with highlighted code takes several seconds (colour contrast, inline spacing, regions).
test.describe.configure({ timeout: 60_000 });

/**
 * The highlighted tokens inside code blocks: thousands of spans on a code-heavy page, most of axe's
 * time there, and all in a closed set of colours (one `.sh-*` class per token kind). The route scans
 * leave them out; "every token colour" below checks each class once per mode, on a plain and on a
 * highlighted line, whether or not a page uses it yet. The <pre> itself is still scanned.
 */
const TOKENS = 'pre > code';

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
        expect(await axeViolations(page, { exclude: [TOKENS] })).toEqual([]);
      });
    }

    test('every token colour of highlighted code has enough contrast, on plain and highlighted lines', async ({ page }) => {
      await page.goto('/docs/connectors/build/develop/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Every token class the stylesheets colour, so a new one is checked without editing this test.
      const classes = await page.evaluate(() => {
        const found = new Set<string>();
        for (const sheet of Array.from(document.styleSheets)) {
          for (const rule of Array.from(sheet.cssRules)) {
            for (const match of rule.cssText.matchAll(/\.(sh-[a-z-]+)/g)) found.add(match[1] as string);
          }
        }
        return [...found].sort();
      });
      expect(classes.length).toBeGreaterThanOrEqual(9);
      await page
        .locator('pre > code')
        .first()
        .evaluate((code, names) => {
          code.replaceChildren();
          for (const highlighted of [false, true]) {
            const line = document.createElement('span');
            line.setAttribute('data-line', '');
            if (highlighted) line.setAttribute('data-highlighted-line', '');
            line.append('plain text ');
            for (const name of names) {
              const token = document.createElement('span');
              token.className = name;
              token.textContent = `${name} `;
              line.append(token);
            }
            code.append(line);
          }
          code.closest('pre')?.scrollIntoView();
        }, classes);
      expect(await axeViolations(page, { include: ['pre'], rules: ['color-contrast'] })).toEqual([]);
    });
  });
}
