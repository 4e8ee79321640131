import { expect, test } from './support/test';

// A page with tabs, code and an external link, printed: the article alone, everything in it shown.
const PAGE = '/docs/connectors/CLI/getStarted/';

test.describe('print', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('shows the article only, every tab under its label, code wrapped, external link targets', async ({ page }) => {
    await page.goto(PAGE);
    await page.emulateMedia({ media: 'print' });
    for (const gone of [
      page.getByRole('navigation', { name: 'Main' }),
      page.getByRole('navigation', { name: 'Docs sidebar' }),
      page.getByRole('navigation', { name: 'Breadcrumbs' }),
      page.getByRole('navigation', { name: 'Docs pages' }),
      page.locator('nav[aria-labelledby="toc-title"]'),
      page.getByRole('contentinfo'),
      page.getByRole('combobox', { name: 'Search' }),
      page.getByRole('button', { name: 'Copy page as Markdown' }),
      page.getByRole('link', { name: /Edit this page/ }),
    ]) {
      await expect(gone).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Every panel of every tab set is printed, each under its tab's label.
    const panels = page.locator('[role="tabpanel"]');
    expect(await panels.count()).toBeGreaterThan(2);
    for (const panel of await panels.all()) {
      await expect(panel).toBeVisible();
      const label = await panel.getAttribute('data-label');
      expect(await panel.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${label}"`);
    }

    // Code wraps instead of scrolling: nothing is cut off at the edge of the paper.
    const clipped = await page
      .locator('article pre')
      .evaluateAll((pres) => pres.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
    expect(clipped).toBe(0);

    // An external link prints where it leads (the docs have none today, so the test writes one into the prose).
    const href = 'https://www.example.com/spec';
    const printed = await page
      .locator('article p')
      .first()
      .evaluate((paragraph, url) => {
        const link = Object.assign(document.createElement('a'), { href: url, textContent: 'the spec' });
        paragraph.append(link);
        return getComputedStyle(link, '::after').content;
      }, href);
    expect(printed).toBe(`" (${href})"`);
  });

  test('Chromium renders the page to a PDF', async ({ page }) => {
    await page.goto(PAGE);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The article alone, every panel open: a few pages, not one (nothing printed) nor dozens (chrome).
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);
    expect(pages).toBeLessThan(20);
  });
});
