import { expect, test } from './support/test';

test('a category page shows its description and a card per child', async ({ page }) => {
  await page.goto('/docs/category/sdk/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SDK');
  await expect(page.getByRole('main')).toContainText('@syncplatform/connector-sdk');
  const cards = page.getByRole('main').locator('a:has(h2)');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Migrating from 1.x and 2.x' }) })).toHaveAttribute(
    'href',
    '/docs/connectors/SDK/migrating/',
  );
  const overview = cards.filter({ has: page.getByRole('heading', { name: 'SDK overview' }) });
  await expect(overview).toHaveAttribute('href', '/docs/connectors/SDK/getStarted/');
  const modules = cards.filter({ has: page.getByRole('heading', { name: 'Classes and modules' }) });
  await expect(modules).toHaveAttribute('href', '/docs/category/classes-and-modules/');
  await expect(modules).toContainText('7 pages');
  await modules.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classes and modules');
  await expect(page.getByRole('main').locator('a:has(h2)')).toHaveCount(7);
});

test('every card shows a non-empty description', async ({ page }) => {
  await page.goto('/docs/category/recipes/');
  const cards = page.getByRole('main').locator('a:has(h2)');
  await expect(cards).toHaveCount(13);
  for (const card of await cards.all()) {
    await expect(card.locator('p').first()).not.toBeEmpty();
  }
});

test('category cards look like the landing page’s cards, not like prose, with drawn icons', async ({ page }) => {
  const looks = () =>
    page
      .getByRole('main')
      .locator('a:has(h2, h3)')
      .first()
      .evaluate((card) => {
        const title = card.querySelector('h2, h3')!;
        return {
          titleSize: getComputedStyle(title).fontSize,
          titleMarginTop: getComputedStyle(title).marginBlockStart,
          underline: getComputedStyle(card).textDecorationLine,
          icon: title.querySelector('svg[aria-hidden="true"]') !== null,
          // Emoji render as a blank box where no emoji font is installed.
          emoji: /\p{Extended_Pictographic}/u.test(card.textContent ?? ''),
        };
      });
  await page.goto('/docs/');
  const landing = await looks();
  await page.goto('/docs/category/recipes/');
  const category = await looks();
  expect(category).toEqual(landing);
  expect(category).toEqual({ titleSize: '17.6px', titleMarginTop: '0px', underline: 'none', icon: true, emoji: false });
  await expect(page.getByRole('heading', { name: 'Pagination', level: 2 })).toBeVisible();
});

test("from a category page to one of its pages, the browser fetches only that page's own script: the doc frame came with the category", async ({
  page,
}) => {
  await page.goto('/docs/category/recipes/');
  await page.waitForLoadState('networkidle');
  // The scripts the click makes webpack fetch, until the page is shown (Gatsby's prefetches are
  // <link rel=prefetch>, not scripts; a chunk they fetched is then taken from the cache).
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.getByRole('main').locator('a:has(h2)').filter({ hasText: 'Dynamic items' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dynamic items');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.includes('/component---src-templates-doc-page-tsx-'))).toEqual([]);
});
