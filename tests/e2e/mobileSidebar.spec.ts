import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 800 } });

const open = async (page: import('@playwright/test').Page) => {
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return drawer;
};

test('the labelled menu button opens the drawer, which traps focus and closes on Escape', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/enums/');
  const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
  await expect(menu).toHaveAttribute('aria-controls', 'mobile-sidebar');
  const drawer = await open(page);
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the drawer closes on a link click and on the close button', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/enums/');
  let drawer = await open(page);
  await drawer.getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL('/docs/intro/');
  await expect(drawer).toBeHidden();
  drawer = await open(page);
  await drawer.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(drawer).toBeHidden();
});

test('back navigation closes the drawer instead of leaving the page', async ({ page }) => {
  // A history entry made by the app (a full page load behind it could not be intercepted by any page).
  await page.goto('/docs/intro/');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  const drawer = await open(page);
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/docs/category/connectors/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  // The next Back leaves the page as usual.
  await page.goBack();
  await expect(page).toHaveURL('/docs/intro/');
});

test('growing the window past 996px closes the drawer', async ({ page }) => {
  await page.goto('/docs/connectors/recipes/enums/');
  const drawer = await open(page);
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
});
