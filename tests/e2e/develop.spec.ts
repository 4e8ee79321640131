import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PREVIEW_ENV, startSkeletonPreview, type Preview } from '../../scripts/lib/scratchSite';

/**
 * The authors' preview, `npm run develop`, in a real browser: a throwaway copy of the site's code on
 * the build fixtures' skeleton pages (so the edit below never touches content/ and the run leaves no
 * file in the project), on a free port. `gatsby develop` serves pages without the /docs/ prefix and
 * renders them only in the browser; both once broke every page (the base-path banner, "Hydration
 * failed"), so any console error fails.
 */

/** Where the test finds the preview, and whether it started it (and so stops it). */
let preview: { url: string; contentDir: string; own?: Preview };

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

// Playwright reads a hook's fixtures from an object pattern, so the unused first one stays one.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  const url = process.env[PREVIEW_ENV.url];
  const contentDir = process.env[PREVIEW_ENV.contentDir];
  // `npm test` boots the preview beside the production build, where a core is free; a retry, or a
  // run of this spec alone, boots its own, since the first attempt may have edited the given one.
  if (url && contentDir && testInfo.retry === 0) {
    preview = { url, contentDir };
    return;
  }
  // Booting the preview (bootstrap, queries, the first webpack compile) takes a minute or two here.
  test.setTimeout(360_000);
  const own = await startSkeletonPreview();
  preview = { url: own.server.url, contentDir: own.site.contentDir, own };
});

test.afterAll(async () => {
  await preview?.own?.server.stop();
  preview?.own?.site.remove();
});

test('the preview serves pages without errors, and an edited page updates in place, its new title in the sidebar too', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);

  await page.goto(`${preview.url}/intro/`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction', { timeout: 60_000 });
  // Search works in the preview: its files are written from the site model the pages come from.
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeEnabled({ timeout: 60_000 });
  await box.fill('pagination');
  const hit = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
  await expect(hit).toBeVisible({ timeout: 30_000 });
  // The preview serves pages without the base path: a hit leads to the page, not to the 404 page.
  await hit.click();
  await expect(page).toHaveURL(`${preview.url}/connectors/recipes/pagination/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination', { timeout: 60_000 });
  await page.goto(`${preview.url}/intro/`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction', { timeout: 60_000 });
  // Client-side navigation through a link in the content, as an author clicks around.
  await page.locator('article').getByRole('link', { name: 'Connectors overview' }).first().click();
  await expect(page).toHaveURL(`${preview.url}/connectors/getStarted/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors overview', { timeout: 60_000 });

  // Save an edit to the page on screen: hot reload shows it without a page load.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const file = path.join(preview.contentDir, 'connectors', 'getStarted.mdx');
  const stamp = `Edited while the preview runs ${Date.now()}.`;
  fs.appendFileSync(file, `\n${stamp}\n`);
  await expect(page.getByText(stamp)).toBeVisible({ timeout: 90_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Renaming the page reaches the sidebar too: the site model the sidebar is made from is made again.
  // Saved as many editors save, whole (a file written elsewhere, renamed over it): written in place, the
  // file is empty for a moment, the preview takes the page out of the model, and a prefetch can find no page.
  const renamed = path.join(os.tmpdir(), `dp-develop-save-${process.pid}.mdx`);
  fs.writeFileSync(renamed, fs.readFileSync(file, 'utf8').replace('title: Connectors overview', 'title: Connectors at a glance'));
  fs.renameSync(renamed, file);
  const current = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('Connectors at a glance', { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors at a glance');

  await expect(page.locator('#dp-base-url-issue-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('after a page is removed, the preview goes on rebuilding: a later edit shows (gatsbyjs/gatsby#32300)', async ({ page }) => {
  test.setTimeout(240_000);
  // A page of its own, visited so that webpack watches its file, then deleted as an author deletes one.
  const added = path.join(preview.contentDir, 'connectors', 'soonRemoved.mdx');
  fs.writeFileSync(
    added,
    '---\ntitle: Soon removed\ndescription: A page added, then removed, while the preview runs.\n---\n\nShort-lived.\n',
  );
  // Until the preview has made the page, its URL is the development 404 page: ask again.
  await expect(async () => {
    await page.goto(`${preview.url}/connectors/soonRemoved/`, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soon removed', { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await page.goto(`${preview.url}/connectors/getStarted/`, { timeout: 120_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Soon removed', { timeout: 60_000 });
  fs.rmSync(added);
  // The removal on its own, as an author makes it: webpack's watcher takes it alone and pauses. It
  // reported only changed files to Gatsby, which then never resumed the watcher: nothing showed again.
  await page.waitForTimeout(5_000);
  const stamp = `Edited after a page was removed ${Date.now()}.`;
  fs.appendFileSync(path.join(preview.contentDir, 'connectors', 'getStarted.mdx'), `\n${stamp}\n`);
  await expect(page.getByText(stamp)).toBeVisible({ timeout: 90_000 });
});
