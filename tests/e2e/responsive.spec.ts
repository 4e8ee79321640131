import { expect, test } from './support/test';

test('at 996px the desktop sidebar is hidden and the menu button opens the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await page.goto('/docs/connectors/recipes/enums/');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Toggle navigation bar' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const sidebar = drawer.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Enums');
  await sidebar.getByRole('link', { name: 'Pagination' }).click();
  await expect(page).toHaveURL('/docs/connectors/recipes/pagination/');
  await expect(drawer).toBeHidden();
});

test('at 997px the desktop sidebar is shown and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await page.goto('/docs/connectors/recipes/enums/');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
});
