// Without the CSP guard: these tests provoke violations on purpose.
import { expect, test } from '@playwright/test';

test('the page policy blocks an injected inline script and eval, and reports it', async ({ page }) => {
  await page.route('**/docs/intro/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = true;</script><script src="/docs/eval-probe.js"></script></body>',
    );
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': '' } });
  });
  // A same-origin script (allowed by 'self') that tries eval, which the policy must refuse.
  await page.route('**/docs/eval-probe.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'try { window.__evalResult = String(new Function("return 1")()); } catch (e) { window.__evalResult = "blocked"; }',
    }),
  );
  const reports: string[] = [];
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && reports.push(message.text()));
  await page.goto('/docs/intro/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The app itself still runs: its scripts are allowed ('self') and its inline scripts by hash.
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeEnabled();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __evalResult?: string }).__evalResult)).toBe('blocked');
  expect(reports.some((r) => r.includes('script-src'))).toBe(true);
});

test('responses carry the security headers, and the page its script policy', async ({ request }) => {
  const response = await request.get('/docs/intro/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe("frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1] ?? '';
  expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(meta).not.toMatch(/script-src[^;]*unsafe/);
});

test('HTML and page data revalidate; hashed bundles and /static/ are immutable for a year; text is compressed', async ({
  request,
  page,
}) => {
  const html = await request.get('/docs/intro/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(html.headers()['content-encoding']).toBe('br');
  const pageData = await request.get('/docs/page-data/intro/page-data.json');
  expect(pageData.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/docs/intro/');
  const bundle = scripts.find((url) => /\/app-[0-9a-f]{8}\.js$/.test(url));
  expect(bundle).toBeDefined();
  const js = await request.get(bundle!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toBe('gzip');
  const searchFile = (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).find((u) =>
    u.includes('/static/search/'),
  );
  if (searchFile) expect((await request.get(searchFile)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the 404 page is served with status 404 and internal files are not served', async ({ request }) => {
  const missing = await request.get('/docs/nope/');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
  expect((await request.get('/docs/_headers')).status()).toBe(404);
});
