import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Keyboard-only walks through a doc page: Tab from the top of the page to the end of the footer,
 * recording which part of the page holds focus at each stop. The order of the parts, and a visible
 * focus indicator at every stop, are what a keyboard user depends on.
 */
const PAGE = '/docs/connectors/recipes/pagination/';

interface Stop {
  region: string;
  name: string;
  focusVisible: boolean;
}

async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const within = (selector: string) => Boolean(el.closest(selector));
    const region =
      el.textContent?.trim() === 'Skip to main content'
        ? 'skip'
        : within('[role="search"]')
          ? 'search'
          : // Before the TOC's test: the navbar's version menu is a disclosure too.
            within('header')
            ? 'navbar'
            : within('nav[aria-label="Docs sidebar"]')
              ? 'sidebar'
              : within('nav[aria-labelledby="toc-title"]') || within('details summary') || within('details')
                ? 'toc'
                : within('main')
                  ? 'article'
                  : within('footer')
                    ? 'footer'
                    : within('header')
                      ? 'navbar'
                      : within('dialog')
                        ? 'drawer'
                        : `other:${el.tagName}`;
    const style = getComputedStyle(el);
    // An outline, or a ring drawn with box-shadow, counts as a visible focus indicator.
    const focusVisible = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    return { region, name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60), focusVisible };
  });
}

/** Presses Tab until focus leaves the page's last footer link (or `limit` stops), returning every stop. */
async function tabThrough(page: Page, limit = 400): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) break;
    if (stops.length && stops[stops.length - 1]?.region === 'footer' && stop.region !== 'footer') break;
    stops.push(stop);
  }
  return stops;
}

/**
 * The search box is disabled ('Loading...') until its data has loaded, and a disabled box is no Tab
 * stop: a walk that starts earlier, on a busy machine, skips it.
 */
const searchReady = (page: Page) => expect(page.getByRole('combobox', { name: 'Search' })).toBeEnabled();

/** The regions in the order focus visits them, consecutive repeats collapsed. */
const regionOrder = (stops: Stop[]) => stops.map((s) => s.region).filter((region, i, all) => region !== all[i - 1]);

test.describe('desktop keyboard walk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab visits skip link, navbar, search, sidebar, article, TOC and footer in that order, each with a visible focus ring', async ({
    page,
  }) => {
    // Some 150 Tab stops, each inspected in the page.
    test.setTimeout(90_000);
    await page.goto(PAGE);
    await searchReady(page);
    const stops = await tabThrough(page);
    expect(regionOrder(stops)).toEqual(['skip', 'navbar', 'search', 'sidebar', 'article', 'toc', 'footer']);
    expect(stops.filter((s) => !s.focusVisible).map((s) => `${s.region}: ${s.name}`)).toEqual([]);
    // The walk reaches every TOC entry and the last footer link.
    expect(stops.filter((s) => s.region === 'toc').length).toBe(await page.locator('nav[aria-labelledby="toc-title"] a').count());
    expect(stops[stops.length - 1]?.region).toBe('footer');
  });

  test('the skip link jumps past navbar, search and sidebar straight into the article', async ({ page }) => {
    await page.goto(PAGE);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focusedStop(page))?.region).toBe('article');
  });

  test('search, sidebar and TOC can be used with the keyboard alone', async ({ page }) => {
    await page.goto(PAGE);
    // Search: Tab to the box, type, arrow to a result, Enter opens it.
    let stop = await focusedStop(page);
    while (stop?.region !== 'search') {
      await page.keyboard.press('Tab');
      stop = await focusedStop(page);
    }
    await page.keyboard.type('webhook signature');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.locator('h1')).not.toHaveText('Pagination');

    // Sidebar: Tab to a collapsed category's caret and open it with Enter.
    await page.goto(PAGE);
    const caret = page.getByRole('button', { name: "Expand sidebar category 'SDK'" });
    await caret.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: "Collapse sidebar category 'SDK'" })).toBeFocused();
    await page.keyboard.press('Tab');
    expect((await focusedStop(page))?.region).toBe('sidebar');

    // TOC: Enter on an entry moves to its heading.
    const entry = page.locator('nav[aria-labelledby="toc-title"] a').nth(1);
    const target = (await entry.getAttribute('href')) ?? '';
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
});

test.describe('mobile keyboard walk', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Tab visits skip link, menu, search, article with its TOC disclosure, and footer; the drawer holds the sidebar', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(PAGE);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeEnabled();
    await searchReady(page);
    const stops = await tabThrough(page);
    // On a phone the sidebar lives in the drawer and the TOC is a disclosure at the top of the article.
    expect(regionOrder(stops)).toEqual(['skip', 'navbar', 'search', 'article', 'toc', 'article', 'footer']);
    expect(stops.filter((s) => !s.focusVisible).map((s) => `${s.region}: ${s.name}`)).toEqual([]);
    expect(stops.some((s) => s.region === 'sidebar')).toBe(false);
  });

  test('the menu button opens the drawer, Tab reaches the sidebar inside it, Escape returns to the menu button', async ({ page }) => {
    await page.goto(PAGE);
    const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(menu).toBeEnabled();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    const regions: string[] = [];
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inDrawer = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
      const inSidebar = await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Docs sidebar"]')));
      regions.push(inSidebar ? 'sidebar' : inDrawer ? 'drawer' : 'outside');
    }
    expect(regions).toContain('sidebar');
    // A modal dialog: focus never escapes to the page behind it.
    expect(regions).not.toContain('outside');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('the TOC disclosure opens with Enter and its entries are reachable by Tab', async ({ page }) => {
    await page.goto(PAGE);
    const summary = page.locator('details summary', { hasText: 'On this page' });
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const link = page.locator('main details a').first();
    await expect(link).toBeFocused();
    const target = (await link.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });
});
