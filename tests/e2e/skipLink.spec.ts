import { expect, test } from './support/test';

test('the skip link is the first focusable element and moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/connectors/CLI/commands/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain).toBe(true);
});

test('Shift+Tab back up through a page brings each stop into view under the sticky navbar, not behind it (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.goto('/docs/connectors/CLI/commands/');
  await page.locator('article').getByRole('link').last().focus();
  const tops: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Shift+Tab');
    // The article's stops (the table of contents beside it is sticky, always in view).
    const top = await page.evaluate(() =>
      document.activeElement?.closest('article') ? document.activeElement.getBoundingClientRect().top : null,
    );
    if (top !== null) tops.push(top);
  }
  expect(tops.length).toBeGreaterThan(20);
  // Sequential focus scrolls as little as it can: without room for the bar, each stop lands at 0.
  expect(Math.min(...tops)).toBeGreaterThanOrEqual(64);
});

test("a link to another page's section leaves focus on that section, where the next Tab goes on", async ({ page }) => {
  await page.goto('/docs/connectors/recipes/pagination/');
  await page.getByRole('main').getByRole('link', { name: 'Develop handlers' }).first().click();
  await expect(page).toHaveURL(/\/docs\/connectors\/build\/develop\/#collections$/);
  const section = page.locator('#collections');
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await page.keyboard.press('Tab');
  // The section's own hash link, the first stop after its heading's text.
  await expect(page.locator(':focus')).toHaveAttribute('href', '#collections');
});
