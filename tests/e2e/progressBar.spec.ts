import { expect, test } from './support/test';
import { markDocument, progressLog, recordProgressBar } from './support/progress';

const TARGET_DATA = '**/page-data/connectors/recipes/pagination/page-data.json';

test.beforeEach(async ({ page }) => recordProgressBar(page));

test('a slow route change shows the progress bar after 200 ms and a loading spinner, then hides both', async ({ page }) => {
  await page.route(TARGET_DATA, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/docs/connectors/recipes/enums/');
  await markDocument(page);
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Pagination' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toBeVisible();
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  await expect(page.locator('#nprogress')).not.toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(0);
  const log = await progressLog(page);
  expect(log[0]?.event).toBe('shown');
  expect((log[0]?.at ?? 0) - clickedAt).toBeGreaterThanOrEqual(190);
  expect(log.at(-1)?.event).toBe('hidden');
});

test('a fast route change never shows the bar', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/enums/');
  const link = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Pagination' });
  // Hovering prefetches the page, so the click has nothing left to wait for.
  await link.hover();
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  await page.waitForTimeout(400);
  expect(await progressLog(page)).toEqual([]);
});

test('a hash change on the same page never shows the bar', async ({ page }) => {
  await page.route('**/page-data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/docs/connectors/recipes/pagination/');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Page size' }).click();
  await expect(page).toHaveURL(/#page-size$/);
  await page.waitForTimeout(500);
  expect(await progressLog(page)).toEqual([]);
});
