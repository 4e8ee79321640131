import { expect, test } from './support/test';

const headingTop = (page: import('@playwright/test').Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top ?? NaN, id);

test.use({ viewport: { width: 1280, height: 800 } });

test('a link with a hash lands on its anchor below the sticky navbar', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/dynamicItems/');
  await page.locator('article a[href$="#cursor-based-apis"]').first().click();
  await expect(page).toHaveURL(/\/pagination\/#cursor-based-apis$/);
  await expect.poll(() => headingTop(page, 'cursor-based-apis')).toBeGreaterThanOrEqual(64);
  expect(await headingTop(page, 'cursor-based-apis')).toBeLessThan(120);
});

test('a link without a hash goes to the top, and so does back navigation', async ({ page }) => {
  await page.goto('/docs/connectors/CLI/commands/');
  await page.mouse.wheel(0, 5000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Debugger');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Command reference');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('back and forward with a hash return to the anchor', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/dynamicItems/');
  await page.locator('article a[href$="#cursor-based-apis"]').first().click();
  await expect(page).toHaveURL(/#cursor-based-apis$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dynamic items');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  await expect.poll(() => headingTop(page, 'cursor-based-apis')).toBeGreaterThanOrEqual(64);
  expect(await headingTop(page, 'cursor-based-apis')).toBeLessThan(120);
});

test('a first load with a hash lands on the anchor', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/pagination/#respecting-the-deadline');
  await expect.poll(() => headingTop(page, 'respecting-the-deadline')).toBeGreaterThanOrEqual(64);
  expect(await headingTop(page, 'respecting-the-deadline')).toBeLessThan(120);
});

test('after a link navigation, Tab starts again from the skip link', async ({ page }) => {
  await page.goto('/docs/intro/');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});
