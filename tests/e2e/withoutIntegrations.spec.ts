import { expect, test } from './support/test';

test('with no identity provider, analytics or announcement configured: none of them, and no third-party request', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  const authErrors: string[] = [];
  page.on('request', (request) => !request.url().startsWith(baseURL!) && foreign.push(request.url()));
  page.on('console', (m) => m.text().startsWith('Error during authentication') && authErrors.push(m.text()));
  await page.goto('/docs/intro/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  expect(foreign).toEqual([]);
  expect(authErrors).toEqual([]);
  expect(
    await page.evaluate(() => [
      typeof (window as unknown as { gtag?: unknown }).gtag,
      typeof (window as unknown as { dataLayer?: unknown }).dataLayer,
    ]),
  ).toEqual(['undefined', 'undefined']);
  expect(await page.content()).not.toContain('googletagmanager');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    'http://localhost:9501/admin/login',
  );
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
});
