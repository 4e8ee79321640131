import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createScratchSite, startGatsbyDevelop, type DevelopServer, type ScratchSite } from '../../scripts/lib/scratchSite';
import { freePort } from '../../scripts/lib/ports';

const SKELETON = path.resolve(__dirname, '../build/fixtures/skeleton');

/**
 * The authors' preview, `npm run develop`, in a real browser: a throwaway copy of the site (so the
 * edit below never touches content/ and the run leaves no file in the project), on a free port.
 * `gatsby develop` serves pages without the /docs/ prefix and renders them only in the browser;
 * both once broke every page (the base-path banner, "Hydration failed"), so any console error fails.
 */

let site: ScratchSite;
let server: DevelopServer;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return errors;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Booting the preview (bootstrap, queries, the first webpack compile) takes a minute or two here.
  test.setTimeout(360_000);
  // The skeleton pages of the build fixtures, not the whole documentation: the preview's code paths
  // are the same, and its boot takes a core from the other worker for a fraction of the time.
  site = createScratchSite({ base: null, overlay: SKELETON, prefix: 'dp-develop-' });
  server = await startGatsbyDevelop(site.dir, await freePort());
  // Gatsby prints its URL before the first bundle is built and the page data written. A request in
  // between can be answered 404 (seen once on a fresh clone: the 404 page's data, which Gatsby's
  // runtime fetches at start), Gatsby's race, not the site's; the test starts once both are done.
  await expect.poll(() => /Writing page-data\.json/.test(server.output()), { timeout: 300_000, intervals: [500] }).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
  site?.remove();
});

test('the preview serves pages without errors, and an edited page updates in place, its new title in the sidebar too', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);

  await page.goto(`${server.url}/intro/`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction', { timeout: 60_000 });
  // Search works in the preview: its files are written from the site model the pages come from.
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeEnabled({ timeout: 60_000 });
  await box.fill('pagination');
  const hit = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(hit).toBeVisible({ timeout: 30_000 });
  // The preview serves pages without the base path: a hit leads to the page, not to the 404 page.
  await hit.click();
  await expect(page).toHaveURL(`${server.url}/connectors/recipes/pagination/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination', { timeout: 60_000 });
  await page.goto(`${server.url}/intro/`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction', { timeout: 60_000 });
  // Client-side navigation through a link in the content, as an author clicks around.
  await page.locator('article').getByRole('link', { name: 'Connectors overview' }).first().click();
  await expect(page).toHaveURL(`${server.url}/connectors/getStarted/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors overview', { timeout: 60_000 });

  // Save an edit to the page on screen: hot reload shows it without a page load.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const file = path.join(site.contentDir, 'connectors', 'getStarted.mdx');
  const stamp = `Edited while the preview runs ${Date.now()}.`;
  fs.appendFileSync(file, `\n${stamp}\n`);
  await expect(page.getByText(stamp)).toBeVisible({ timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Renaming the page reaches the sidebar too: the site model the sidebar is made from is made again.
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('title: Connectors overview', 'title: Connectors at a glance'));
  const current = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('Connectors at a glance', { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors at a glance');

  await expect(page.locator('#dp-base-url-issue-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});
