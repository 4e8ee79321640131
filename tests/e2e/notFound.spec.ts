import { expect, test } from './support/test';

test('an unknown path under /docs/ answers 404 with the not-found page, a way back and a search hint', async ({ page }) => {
  const response = await page.goto('/docs/connectors/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
  await expect(page.getByText(/Try the search box/)).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Developer Portal');
  await page.getByRole('main').getByRole('link', { name: 'Introduction' }).click();
  await expect(page).toHaveURL('/docs/intro/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
});

test('the not-found page keeps the navbar and footer', async ({ page }) => {
  await page.goto('/docs/nothing-here');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Copyright © 2025');
});

test('under a released version, the not-found page adds the way back into that version', async ({ page }) => {
  const response = await page.goto('/docs/2.x/connectors/no-such-page/');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main).toContainText('You were reading the 2.x docs');
  await expect(main.getByRole('link', { name: 'the 2.x home page' })).toHaveAttribute('href', '/docs/2.x/');
  await main.getByRole('link', { name: 'the 2.x Introduction' }).click();
  await expect(page).toHaveURL('/docs/2.x/intro/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
});

test("under current's paths, the not-found page names no version", async ({ page }) => {
  await page.goto('/docs/connectors/no-such-page/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('main')).not.toContainText('You were reading');
});

test('on an origin whose other paths all answer, the not-found page still hydrates and asks for nothing outside /docs/', async ({
  page,
  baseURL,
}) => {
  // The docs share their origin with other apps: here every path outside /docs/ answers 200. Gatsby's
  // loader checked whether a missing page's HTML exists at the path without its prefix, got that 200,
  // and stopped hydrating (gatsbyjs/gatsby#31504; patched).
  const outside: string[] = [];
  await page.route(
    (url) => url.origin === new URL(baseURL ?? '').origin && !url.pathname.startsWith('/docs/'),
    (route) => {
      outside.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Another app</title>' });
    },
  );
  const response = await page.goto('/docs/2.x/connectors/no-such-page/');
  expect(response?.status()).toBe(404);
  // Shown once the page has hydrated.
  await expect(page.getByRole('main')).toContainText('You were reading the 2.x docs');
  expect(outside).toEqual([]);
});
