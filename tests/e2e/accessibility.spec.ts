import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * Each page's own scan is in pages.spec.ts (one visit per page; the API reference's templates in
 * apiReference.spec.ts). Those scans leave out the highlighted tokens inside code blocks, all in a
 * closed set of colours: this checks each token class once per mode, on a plain and on a
 * highlighted line, whether or not a page uses it yet.
 */
for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

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
