import { expect, test } from './support/test';

const KEY = 'docs-preferred-version-default';

test('a stored docs version that no longer exists is dropped; current is kept', async ({ page }) => {
  await page.goto('/docs/intro/');
  await page.evaluate((key) => localStorage.setItem(key, '0.x'), KEY);
  await page.reload();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  await page.evaluate((key) => localStorage.setItem(key, 'current'), KEY);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
});
