import { expect, test } from './support/test';

test('doc pages carry lang, title, description, canonical, Open Graph and favicon', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/pagination/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('Pagination | Developer Portal');
  const head = page.locator('head');
  const description = await head.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThan(20);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/docs\/connectors\/recipes\/pagination\/$/,
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Pagination | Developer Portal');
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', description ?? '');
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/docs\/connectors\/recipes\/pagination\/$/);
  // Inline (src/components/Seo/favicon.ts): the icon of static/img/favicon.svg, with no request of its own.
  const icon = await head.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  expect(decodeURIComponent(icon!.slice('data:image/svg+xml,'.length))).toContain('aria-label="Developer Portal"');
  // noIndex is off in the default configuration.
  await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/docs/intro/');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveTitle('Connectors | Developer Portal');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/category\/connectors\/$/);
});

test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/docs/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('/docs/connectors/recipes/pagination/</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/docs\/sitemap\.xml$/m);
});
