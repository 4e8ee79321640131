import { expect, test } from './support/test';

test.describe('navbar', () => {
  test('brand, Documentation and Sign In point where SPEC.md says', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/pagination/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const brand = nav.getByRole('link', { name: 'Developers' });
    await expect(brand).toHaveAttribute('href', '/docs/');
    // The logo is decorative inside the link: the visible title is its name.
    await expect(brand.locator('svg[aria-hidden="true"]')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs/intro/');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /\/admin\/login$/);
    // A searchbox while the search data loads, a combobox once it has.
    await expect(nav.getByRole('search').getByLabel('Search', { exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeVisible();
  });

  test('Documentation and the brand navigate inside the app; Sign In is a full page load', async ({ page }) => {
    await page.goto('/docs/connectors/recipes/pagination/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL('/docs/intro/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    // Same document: client-side navigation kept the marker.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.getByRole('link', { name: 'Developers' }).click();
    await expect(page).toHaveURL('/docs/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const documentRequest = page.waitForRequest((r) => r.isNavigationRequest() && r.url().includes('/admin/login'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In', exact: true }).click();
    await documentRequest;
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test('is 64px high with 24px horizontal padding and stays on top while scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/connectors/CLI/commands/');
    const header = page.locator('header').first();
    const box = await header.boundingBox();
    expect(box?.height).toBe(64);
    const padding = await header.getByRole('navigation', { name: 'Main' }).evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.paddingLeft, style.paddingRight];
    });
    expect(padding).toEqual(['24px', '24px']);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())?.y).toBe(0);
  });
});
