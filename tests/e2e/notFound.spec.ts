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
  // The other versions asked (their page data): none has the page.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).not.toContainText('You were reading');
  await expect(page.getByRole('main')).not.toContainText('This page exists in');
});

test('a page that only another version has is offered there, from current and from a released version', async ({ page }) => {
  // Polling for changes is a 1.x page: the latest docs and 2.x replaced it with webhooks.
  for (const path of ['/docs/connectors/recipes/polling/', '/docs/2.x/connectors/recipes/polling/']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main).toContainText('This page exists in the 1.x docs.');
    await main.getByRole('link', { name: 'the 1.x docs' }).click();
    await expect(page).toHaveURL('/docs/1.x/connectors/recipes/polling/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polling for changes');
  }
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
