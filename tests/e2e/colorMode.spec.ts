import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** data-theme as the page had it when the HTML was parsed, before any bundle ran. */
async function themeAtDomContentLoaded(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __themeAtDcl: string | null }).__themeAtDcl);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __themeAtDcl: string | null }).__themeAtDcl = document.documentElement.getAttribute('data-theme');
    });
  });
});

test('first paint uses the stored choice, with no flash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro/');
  expect(await themeAtDomContentLoaded(page)).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeEnabled();
});

test('without a stored choice the system preference decides, then the default (light)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/intro/');
  expect(await themeAtDomContentLoaded(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'no-preference' });
  await page.reload();
  expect(await themeAtDomContentLoaded(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  expect(await themeAtDomContentLoaded(page)).toBe('light');
});

test('the toggle says where it leads, switches, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro/');
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // Colours come from the custom properties of the mode.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
  await page.reload();
  expect(await themeAtDomContentLoaded(page)).toBe('dark');
});

test('a change in another tab updates this tab', async ({ page, context }) => {
  await page.goto('/docs/intro/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const other = await context.newPage();
  await other.goto('/docs/connectors/getStarted/');
  await other.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
});

test('a change of the system colour scheme is followed while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/intro/');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeEnabled();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
