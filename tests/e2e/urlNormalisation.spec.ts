import { expect, test } from './support/test';
import { startExtraServer } from './support/servers';

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

test.describe('on a host without the redirect rules', () => {
  for (const path of ['/docs/intro.html', '/docs/intro/index.html']) {
    test(`the client still normalises ${path} to /docs/intro/`, async ({ page }) => {
      const bare = await startExtraServer({ redirects: false });
      try {
        await page.goto(`${bare.url}${path}`);
        await expect(page).toHaveURL(`${bare.url}/docs/intro/`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
      } finally {
        await bare.close();
      }
    });
  }
});
