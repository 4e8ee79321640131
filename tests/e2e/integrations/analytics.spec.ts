import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { GA_ID } from '../../../scripts/lib/integrations';

/** The gtag calls the page made, as plain arrays (dataLayer holds `arguments` objects). */
const gtagCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry)));

const pageViews = async (page: Page) =>
  (await gtagCalls(page))
    .filter((call) => call[0] === 'event' && call[1] === 'page_view')
    .map((call) => (call[2] as { page_path: string }).page_path);

test.beforeEach(async ({ page }) => {
  // The third-party script never loads in tests; the calls are observed in dataLayer.
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
});

test('one page view per route change, the first page included', async ({ page }) => {
  await page.goto('/docs/intro/');
  const calls = await gtagCalls(page);
  expect(calls[0]?.[0]).toBe('js');
  expect(calls[1]).toEqual(['config', GA_ID, { anonymize_ip: true, send_page_view: false }]);
  await expect.poll(() => pageViews(page)).toEqual(['/docs/intro/']);
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  await page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { name: 'Connectors overview' }) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors overview');
  await expect.poll(() => pageViews(page)).toEqual(['/docs/intro/', '/docs/category/connectors/', '/docs/connectors/getStarted/']);
});

test('Do Not Track is respected: no analytics calls at all', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  await page.goto('/docs/intro/');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  await page.waitForTimeout(300);
  expect(await gtagCalls(page)).toEqual([]);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
});
