import { expect, test } from './support/test';
import { startExtraServer } from './support/servers';

test('served from the wrong path, the page shows the base path banner even though no bundle loads', async ({ page }) => {
  // The build's files served at the origin root instead of under /docs/.
  const wrong = await startExtraServer({ basePath: '/' });
  try {
    await page.goto(`${wrong.url}/connectors/recipes/pagination/`);
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('This site did not load properly.');
    await expect(banner).toContainText('Current configured base path = /docs/');
    await expect(banner).toContainText('We suggest trying base path = /');
    await expect(banner).toHaveCSS('border-top-color', 'rgb(255, 0, 0)');
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('dp-base-url-issue-banner');
  } finally {
    await wrong.close();
  }
});

test('served from the right path, there is no banner', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/pagination/');
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  await expect(page.locator('#dp-base-url-issue-banner')).toHaveCount(0);
});
