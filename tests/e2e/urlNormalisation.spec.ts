import { expect, test } from '@playwright/test';

for (const path of ['/docs/intro/index.html', '/docs/intro.html', '/docs/intro']) {
  test(`${path} ends on /docs/intro/`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/docs/intro/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  });
}

test('the query string survives normalisation', async ({ request }) => {
  const response = await request.get('/docs/connectors/CLI/commands.html?from=mail', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/docs/connectors/CLI/commands/?from=mail');
});
