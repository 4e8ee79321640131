import { expect, test } from './support/test';
import { ADDED_ROUTES, API_REFERENCE_ROUTES, CONTENT_ROUTES, expectedPages, SITE_ROUTES, SPEC_ROUTES } from './support/site';

test('the site has exactly the routes of SPEC.md §2, the added pages and the API reference, no more, no fewer', async ({ request }) => {
  const sitemap = await (await request.get('/docs/sitemap.xml')).text();
  const built = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/docs\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  const missing = SITE_ROUTES.filter((route) => !built.includes(route));
  const extra = built.filter((route) => route && !SITE_ROUTES.includes(route));
  expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  expect(SPEC_ROUTES).toHaveLength(1 + 48 + 10);
  expect(ADDED_ROUTES).toHaveLength(5);
  expect(API_REFERENCE_ROUTES).toHaveLength(17 + 9);
});

test('the content holds one page per route (48 + 5 docs, 10 categories)', () => {
  const routes = expectedPages()
    .map((p) => p.route)
    .sort();
  expect(routes).toEqual(CONTENT_ROUTES.filter((r) => r !== '/docs/').sort());
});

// Each page's heading and current sidebar item: pages.spec.ts, in the one visit that also runs axe.

test('the landing page has the title, tagline and entry points, and no docs sidebar', async ({ page }) => {
  await page.goto('/docs/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer Portal');
  await expect(page.getByText('Work at the speed of sync', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the introduction' })).toHaveAttribute('href', '/docs/intro/');
  for (const area of ['Connectors', 'Build a connector', 'CLI', 'Configuration', 'SDK', 'API specification', 'Recipes', 'Embeds']) {
    await expect(page.getByRole('heading', { level: 3, name: area })).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toHaveCount(0);
});
