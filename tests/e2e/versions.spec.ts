import { expect, test } from './support/test';

const KEY = 'docs-preferred-version-default';

test("a released version's page says which version it is, in its HTML and without JavaScript", async ({ request }) => {
  // React separates adjacent text with empty comments.
  const text = async (url: string) => (await (await request.get(url)).text()).replace(/<!-- -->/g, '');
  const html = await text('/docs/2.x/connectors/getStarted/');
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/connectors\/getStarted\/"/);
  expect(html).toContain('This is documentation for Developer Portal <b>2.x</b>, which receives fixes only.');
  expect(html).toMatch(/href="\/docs\/connectors\/getStarted\/"[^>]*>this page in the latest version \(Next\)/);
  // The version menu's links are in the page: the same page in every version.
  for (const href of ['/docs/connectors/getStarted/', '/docs/2.x/connectors/getStarted/', '/docs/1.x/connectors/getStarted/'])
    expect(html).toContain(`href="${href}"`);
  const unmaintained = await text('/docs/1.x/intro/');
  expect(unmaintained).toContain('which is no longer maintained.');
  const latest = await text('/docs/connectors/getStarted/');
  expect(latest).not.toContain('This is documentation for');
  expect(latest).not.toMatch(/<meta name="robots"/);
});

test('a doc page, current or released, is data: its content renders from its page data, hydrates, and no chunk of its own is in the app', async ({
  page,
  request,
}) => {
  for (const route of ['2.x/connectors/SDK/getStarted', 'connectors/SDK/getStarted']) {
    const data = (await (await request.get(`/docs/page-data/${route}/page-data.json`)).json()) as {
      componentChunkName: string;
      result: { pageContext: { content?: unknown } };
    };
    expect(data.componentChunkName, route).toBe('component---src-templates-doc-page-tsx');
    expect(data.result.pageContext.content, route).toBeTruthy();
  }
  // The chunk map every first visit loads names the templates, and no page's content file.
  const html = await (await request.get('/docs/intro/')).text();
  const mapUrl = /src="([^"]*chunk-map[^"]*)"/.exec(html)?.[1];
  expect(mapUrl).toBeTruthy();
  const map = await (await request.get(mapUrl as string)).text();
  expect(map).toContain('component---src-templates-doc-page-tsx');
  expect(map).not.toContain('content-file-path');
  // Interactive content hydrates as on a current page: the tabs answer the keyboard.
  await page.goto('/docs/2.x/connectors/SDK/getStarted/');
  const tabs = page.getByRole('tablist').first();
  await tabs.getByRole('tab', { name: 'npm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Yarn', exact: true })).toHaveAttribute('aria-selected', 'true');
  // And a link within the version navigates in the page, without a full load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
  await expect(page).toHaveURL(/\/docs\/2\.x\/intro\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the version menu names each status, and closes when focus leaves it', async ({ page }) => {
  await page.goto('/docs/intro/');
  const summary = page.getByLabel('Docs version: Next');
  await summary.focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('details', { has: summary });
  await expect(menu).toHaveAttribute('open', '');
  await expect(menu.getByRole('link')).toHaveText(['Next latest', '2.x maintained', '1.x unmaintained']);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(menu).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(menu).not.toHaveAttribute('open');
});

test("each version has its own sidebar, and the menu keeps the reader on the same page or the version's intro", async ({ page }) => {
  await page.goto('/docs/1.x/connectors/recipes/polling/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Polling for changes' })).toHaveAttribute('href', '/docs/1.x/connectors/recipes/polling/');
  for (const href of await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/docs\/1\.x\//);
  await page.getByLabel('Docs version: 1.x').click();
  // Polling exists only in 1.x: the other versions' entries lead to their intro.
  await page.getByRole('link', { name: 'Next latest', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('current');
  await page.goto('/docs/connectors/recipes/pagination/');
  await page.getByLabel('Docs version: Next').click();
  await page.getByRole('link', { name: '2.x maintained', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/2\.x\/connectors\/recipes\/pagination\/$/);
  await expect(page.getByRole('note').filter({ hasText: 'This is documentation for' })).toContainText('Developer Portal 2.x');
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('2.x');
});

test("a released version's root is its landing page: its own links, the banner, and the landing of every other version in the menu", async ({
  request,
}) => {
  const html = (await (await request.get('/docs/1.x/')).text()).replace(/<!-- -->/g, '');
  expect(html).toContain('This is documentation for Developer Portal <b>1.x</b>');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/"/);
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  const links = (part: string) => [...part.matchAll(/href="(\/docs\/[^"#]*)"/g)].map((match) => match[1] as string);
  // The menu's entries: each version's landing page, not its intro.
  const menu = /<details[^>]*>[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  expect(links(menu)).toEqual(['/docs/', '/docs/2.x/', '/docs/1.x/']);
  // The landing itself (the navbar and footer are the site's): after the banner's link to current's
  // landing, 1.x's pages only, the two ways in first.
  const [banner, ...landing] = links(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '');
  expect(banner).toBe('/docs/');
  expect(landing.slice(0, 2)).toEqual(['/docs/1.x/intro/', '/docs/1.x/connectors/build/getStarted/']);
  expect(landing.length).toBeGreaterThan(5);
  for (const href of landing) expect(href).toMatch(/^\/docs\/1\.x\//);
  expect(html).toContain('Explore the documentation');
  // The site's home offers the same menu: from it a reader reaches every version.
  const home = await (await request.get('/docs/')).text();
  expect(links(/<details[^>]*>[\s\S]*?<\/details>/.exec(home)?.[0] ?? '')).toEqual(['/docs/', '/docs/2.x/', '/docs/1.x/']);
});

test("every version has its own llms.txt; the site's and the sitemap list current's pages only", async ({ request }) => {
  const site = await (await request.get('/docs/llms.txt')).text();
  // The only mention of a released version: where its own list is.
  const released = [...site.matchAll(/\/docs\/(?:1|2)\.x\/[^\s)\]]*/g)].map(([url]) => url);
  expect(new Set(released)).toEqual(new Set(['/docs/2.x/llms.txt', '/docs/1.x/llms.txt']));
  const two = await (await request.get('/docs/2.x/llms.txt')).text();
  expect(two).toMatch(/^# Developer Portal 2\.x/);
  expect(two).toContain('/docs/2.x/openapi/connector-api.yaml');
  expect(two).toContain('/docs/2.x/connectors/getStarted/index.md');
  expect((await request.get('/docs/2.x/openapi/connector-api.yaml')).status()).toBe(200);
  const sitemap = await (await request.get('/docs/sitemap.xml')).text();
  expect(sitemap).not.toMatch(/\/docs\/(1|2)\.x\//);
});

test("the search box searches the page's own version: every hit is that version's, and switching versions switches the files", async ({
  page,
}) => {
  const box = page.getByRole('combobox', { name: 'Search' });
  // Each option is the result's link.
  const hits = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  const files: string[] = [];
  page.on('request', (request) => request.url().includes('/static/search/') && files.push(new URL(request.url()).pathname));
  await page.goto('/docs/1.x/intro/');
  await expect(box).toBeEnabled();
  expect(files.every((file) => file.startsWith('/docs/static/search/1.x/'))).toBe(true);
  await box.fill('polling');
  await expect(hits.first()).toBeVisible();
  for (const href of await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/docs\/1\.x\//);
  await box.fill('');
  // Client-side to current: its own files, and its hits only.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link').first().click();
  await page.getByLabel('Docs version: 1.x').click();
  await page.getByRole('link', { name: 'Next latest', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/intro\/$/);
  await expect(box).toBeEnabled();
  // Requested when the page is idle, which can come after the box is enabled.
  await expect.poll(() => files.some((file) => /^\/docs\/static\/search\/search-index\./.test(file))).toBe(true);
  await box.fill('webhook');
  await expect(hits.first()).toBeVisible();
  for (const href of await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).not.toMatch(/^\/docs\/(1|2)\.x\//);
  // Back to 1.x, whose files this visit loaded: ready at once, and its hits again, not current's.
  await box.fill('');
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/1\.x\//);
  // The URL changes before the 1.x page renders; a query typed in between goes to the box it replaces.
  await expect(page.getByText('This is documentation for Developer Portal 1.x')).toBeVisible();
  await box.fill('polling');
  await expect(hits.first()).toBeVisible();
  for (const href of await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/docs\/1\.x\//);
});

test("each version's API reference has a changelog generated from the documents, linking both versions' pages", async ({ page }) => {
  await page.goto('/docs/embeds/reference/changelog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed API changelog');
  // Whose code breaks: a client calls the Embed API; a connector implements the connector API (the twin below).
  await expect(page.getByRole('main')).toContainText('a client written for 2.x must change for them');
  const revoke = page.getByRole('region', { name: 'DELETE /embed-tokens/{token}' });
  await expect(revoke).toContainText('Added');
  await expect(revoke.getByRole('link', { name: 'Next reference' })).toHaveAttribute('href', /^\/docs\/embeds\/reference\/[a-z-]+\/$/);
  await expect(page.getByRole('region', { name: 'POST /embed-tokens' }).getByRole('link', { name: '2.x reference' })).toHaveAttribute(
    'href',
    '/docs/2.x/embeds/reference/create-embed-token/',
  );
  const twin = await (await page.request.get('/docs/connectors/apiSpecification/reference/changelog/index.md')).text();
  expect(twin).toContain('## Breaking changes');
  expect(twin).toContain('a connector written for 2.x must change for them');
  expect(twin).toContain('`sdkVersion`');
});

test('"Documentation" leads to the version of the page, and elsewhere to the version the reader chose last', async ({ page }) => {
  const docs = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' });
  await page.goto('/docs/2.x/connectors/getStarted/');
  await expect(docs).toHaveAttribute('href', '/docs/2.x/intro/');
  await page.goto('/docs/');
  await expect(docs).toHaveAttribute('href', '/docs/intro/');
  await page.evaluate((key) => localStorage.setItem(key, '1.x'), KEY);
  await page.reload();
  await expect(docs).toHaveAttribute('href', '/docs/1.x/intro/');
});
