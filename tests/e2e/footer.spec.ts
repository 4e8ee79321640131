import { expect, test } from './support/test';

test('the footer shows the Product, Community and Company groups, a logo and the copyright', async ({ page }) => {
  await page.goto('/docs/intro/');
  const footer = page.getByRole('contentinfo');
  for (const group of ['Product', 'Community', 'Company']) {
    await expect(footer.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  }
  const product = footer.getByRole('region', { name: 'Product' });
  await expect(product.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/intro/');
  const external = footer.getByRole('link', { name: /Developer forum/ });
  await expect(external).toHaveAttribute('target', '_blank');
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer.getByRole('img', { name: 'Developer Portal' })).toBeVisible();
  await expect(footer).toContainText('Copyright © 2025');
});
