import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Emulates navigator.connection (Chromium's is real but fixed; tests need 2g and data saver). */
async function emulateConnection(page: Page, effectiveType: string, saveData: boolean) {
  await page.addInitScript(
    ([type, save]) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ effectiveType: type, saveData: save, addEventListener() {}, removeEventListener() {} }),
      });
    },
    [effectiveType, saveData] as const,
  );
}

/** Page-data requests for pages other than the one being viewed: prefetches. */
async function prefetchesWhileBrowsing(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      url.includes('/page-data/') &&
      !url.includes('/page-data/connectors/recipes/enums/') &&
      !url.includes('/sq/d/') &&
      !url.includes('app-data')
    ) {
      requests.push(url);
    }
  });
  await page.goto('/docs/connectors/recipes/enums/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Pagination' }).hover();
  await page.waitForTimeout(500);
  return requests;
}

test('on a fast connection, links in view and under the pointer are prefetched', async ({ page }) => {
  await emulateConnection(page, '4g', false);
  const requests = await prefetchesWhileBrowsing(page);
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.some((url) => url.includes('/page-data/connectors/recipes/pagination/'))).toBe(true);
});

for (const [label, type, saveData] of [
  ['a 2g connection', '2g', false],
  ['a slow-2g connection', 'slow-2g', false],
  ['data saver', '4g', true],
] as const) {
  test(`on ${label}, nothing is prefetched, and navigation still works`, async ({ page }) => {
    await emulateConnection(page, type, saveData);
    expect(await prefetchesWhileBrowsing(page)).toEqual([]);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Pagination' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  });
}
