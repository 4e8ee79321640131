import { expect, test } from '../support/test';
import { ANNOUNCEMENT } from '../../../scripts/lib/integrations';

test('the configured announcement shows with its colours; closing it is remembered', async ({ page }) => {
  await page.goto('/docs/intro/');
  const bar = page.getByRole('region', { name: 'Announcement' });
  await expect(bar).toContainText('Connector SDK 3.2 is out');
  await expect(bar).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  await expect(bar.getByRole('link', { name: 'read what changed' })).toHaveAttribute('href', '/docs/connectors/SDK/getStarted/');
  await bar.getByRole('button', { name: 'Close announcement' }).click();
  await expect(bar).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('docusaurus.announcement.dismiss'),
      localStorage.getItem('docusaurus.announcement.id'),
    ]),
  ).toEqual(['true', ANNOUNCEMENT.id]);
  // Hidden from the first paint on the next visit: no jump once React runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const el = document.querySelector('[aria-label="Announcement"]');
      (window as unknown as { __barShownAtDcl: boolean }).__barShownAtDcl = !!el && getComputedStyle(el).display !== 'none';
    }),
  );
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { __barShownAtDcl: boolean }).__barShownAtDcl)).toBe(false);
  await expect(page.getByRole('region', { name: 'Announcement' })).toHaveCount(0);
});

test('a new announcement id shows the bar again', async ({ page }) => {
  // The previous announcement was dismissed (set once: init scripts would also run in iframes).
  await page.goto('/docs/intro/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.id', 'sdk-3-1');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
  // Once the app runs, the new id is recorded and the old dismissal forgotten.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe('sdk-3-2');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
});
