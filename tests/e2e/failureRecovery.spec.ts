import { expect, test } from './support/test';
import { isSameDocument, markDocument } from './support/progress';

const startPage = '/docs/connectors/recipes/enums/';
const sidebarLink = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name, exact: true });

test('a page whose code fails to load is loaded in full, once, without a reload loop', async ({ page }) => {
  // A doc page's code is the docs template's chunk, which a category page has not loaded.
  await page.route(/\/component---src-templates-doc-page-tsx-[0-9a-f]+\.js$/, (route) => route.abort('failed'));
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/recipes/pagination/')) documentLoads.push(request.url());
  });
  await page.goto('/docs/category/recipes/');
  await markDocument(page);
  await page.getByRole('main').locator('a:has(h2)').filter({ hasText: 'Pagination' }).click();
  await expect(page).toHaveURL('/docs/connectors/recipes/pagination/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  expect(await isSameDocument(page)).toBe(false);
  await page.waitForTimeout(2000);
  expect(documentLoads).toHaveLength(1);
});

test('a page-data error keeps the current page and shows the error with a Retry that recovers', async ({ page }) => {
  let failing = true;
  await page.route('**/page-data/connectors/recipes/pagination/page-data.json', (route) =>
    failing ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue(),
  );
  await page.goto(startPage);
  await sidebarLink(page, 'Pagination').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('503');
  await expect(alert).toContainText('/docs/connectors/recipes/pagination/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enums');
  await expect(page).toHaveURL(startPage);
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL('/docs/connectors/recipes/pagination/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a crashing page shows the crash page titled Page Error, and the navbar and sidebar keep working', async ({ page }) => {
  await page.route('**/page-data/connectors/recipes/pagination/page-data.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { result: { data: { mdx: unknown } } };
    json.result.data.mdx = null;
    await route.fulfill({ response, json });
  });
  await page.goto(startPage);
  await sidebarLink(page, 'Pagination').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByRole('main')).toContainText('This documentation page has no content');
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await tryAgain.click();
  // The data is still broken, so trying again crashes again, and nothing else breaks.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
  // The sidebar stays beside the crash, still marking where the reader is, and still leads on.
  await expect(sidebarLink(page, 'Pagination')).toHaveAttribute('aria-current', 'page');
  await sidebarLink(page, 'Logging').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logging');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page).toHaveTitle('Introduction | Developer Portal');
});
