import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { API_REFERENCE_ROUTES } from './support/site';
import { expect, test } from './support/test';

/**
 * The API reference (issue 31): pages generated from static/openapi/*.yaml, in the doc frame like
 * any page, with deep links to fields, samples, and the request builder that loads on use.
 */
const OPERATION = '/docs/embeds/reference/create-embed-token/';
const CONNECTOR_OPERATION = '/docs/connectors/apiSpecification/reference/create-item/';
const TOKENS = 'pre > code';

const builderButton = (page: Page) => page.getByRole('button', { name: 'Build a request with your values' });
const builder = (page: Page) => page.getByRole('region', { name: 'Request builder' });

test('an operation page sits in the doc frame: sidebar, breadcrumbs, table of contents, paginator, edit link', async ({ page }) => {
  // Wide enough for the TOC's column beside the two of the operation (below, the TOC is the disclosure).
  await page.setViewportSize({ width: 1700, height: 900 });
  await page.goto(OPERATION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an embed token');
  await expect(page.locator('main p').filter({ hasText: /^POST/ })).toHaveText('POSThttps://api.syncplatform.example/v1/embed-tokens');
  const current = page.getByRole('navigation', { name: 'Docs sidebar' }).locator('[aria-current="page"]');
  await expect(current).toHaveText('Create an embed token');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Embeds');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Embed tokens');
  const toc = page.locator('nav[aria-labelledby="toc-title"]');
  for (const entry of ['Samples', 'Request', 'Body', 'Responses', '201 Created', 'Errors'])
    await expect(toc.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ })).toHaveAttribute(
    'href',
    '/docs/embeds/reference/revoke-embed-token/',
  );
  await expect(page.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', /static\/openapi\/embed-api\.yaml$/);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${OPERATION}index.md`);
});

test('every reference page hydrates what the build rendered, without an error', async ({ page }) => {
  test.setTimeout(60_000);
  // A mismatch (a block inside a p, say) makes React throw the server HTML away and render it again.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const route of API_REFERENCE_ROUTES) await page.goto(route);
  expect(errors).toEqual([]);
});

test('a deep link lands on its field, and a shared schema links to its one home', async ({ page }) => {
  await page.goto(`${OPERATION}#body.expiresIn`);
  const field = page.locator('[id="body.expiresIn"]');
  await expect(field).toBeInViewport();
  await expect(field).toContainText('300 to 86,400');
  await page.locator('[id="response-201.token"]').getByRole('link', { name: 'TokenId' }).click();
  await expect(page).toHaveURL(/\/docs\/embeds\/reference\/schemas\/#token-id$/);
  await expect(page.getByRole('heading', { level: 2, name: 'TokenId' })).toBeInViewport();
});

test('a shared schema is shown in place, open, folds away by its summary, and its name links to its one home', async ({ page }) => {
  await page.goto(CONNECTOR_OPERATION);
  // A whole body that is a shared map: its rows, not only its name.
  await expect(page.locator('[id="body.*"]')).toContainText('Any other key');
  const row = page.locator('[id="response-201.fields"]');
  const inPlace = row.locator('[id="response-201.fields.*"]');
  await expect(inPlace).toBeVisible();
  await row.locator('summary').click();
  await expect(inPlace).toBeHidden();
  await row.getByRole('link', { name: 'Fields', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/connectors\/apiSpecification\/reference\/schemas\/#fields$/);
});

test('the headers show the JSON they carry, field by field', async ({ page }) => {
  await page.goto(`${CONNECTOR_OPERATION}#header.X-Sync-Credentials.accessToken`);
  const field = page.locator('[id="header.X-Sync-Credentials.accessToken"]');
  await expect(field).toBeInViewport();
  await expect(page.locator('[id="header.X-Sync-Credentials"]')).toContainText('Carries base64url-encoded JSON');
});

test('the request builder loads on use, by keyboard, and builds the command with base64url headers and no call', async ({ page }) => {
  const scripts: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (!request.url().startsWith('http://127.0.0.1')) elsewhere.push(request.url());
  });
  await page.goto(CONNECTOR_OPERATION);
  await expect(builder(page)).toHaveCount(0);
  const before = scripts.length;
  await builderButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(builder(page)).toBeVisible();
  expect(scripts.length, 'the builder is a chunk of its own, fetched on use').toBeGreaterThan(before);
  await expect(builderButton(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close the request builder' })).toHaveAttribute('aria-expanded', 'true');

  // Tab reaches the first field; every field is labelled.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('X-Sync-Deadline, in seconds from now')).toBeFocused();
  const credentials = builder(page).getByLabel('X-Sync-Credentials');
  await credentials.fill('{ "apiKey": "k_9" }');
  await builder(page).getByLabel('X-Sync-Partition').fill('org_77');
  await builder(page).getByLabel('JSON').fill('{ "title": "Paste me" }');
  const command = builder(page).locator('pre');
  await expect(command).toContainText(`--header 'X-Sync-Credentials: ${Buffer.from('{"apiKey":"k_9"}').toString('base64url')}'`);
  await expect(command).toContainText("--header 'X-Sync-Partition: org_77'");
  await expect(command).toContainText('--header "X-Sync-Deadline: $(($(date +%s) + 60))"');
  await expect(command).toContainText('"title": "Paste me"');
  await builder(page).getByLabel('JSON').fill('{ "title": ');
  await expect(builder(page).getByRole('listitem')).toHaveText(/^Body: the JSON does not parse/);
  expect(elsewhere).toEqual([]);
});

test('a keyboard walk through an operation shows where focus is at every stop', async ({ page }) => {
  await page.goto(OPERATION);
  // From the article's first control (Copy page), on through the article.
  await page.getByRole('button', { name: /Copy page/ }).focus();
  const stops: Array<{ name: string; visible: boolean }> = [];
  for (let i = 0; i < 120; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el?.closest('article')) return null;
      const style = getComputedStyle(el);
      // An outline, or a ring drawn with box-shadow (as keyboard.spec.ts counts it).
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      // The name as read: without what is hidden from assistive technology (a hash link's drawn `#`).
      const read = [...el.childNodes].filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'));
      const text = read.map((node) => node.textContent).join('');
      return { name: (el.getAttribute('aria-label') ?? text).trim().slice(0, 50), visible: ring };
    });
    if (!stop) break;
    stops.push(stop);
  }
  const names = stops.map((s) => s.name);
  // Samples' tabs, the builder's button, then the deep links of the fields, in reading order.
  expect(names.indexOf('curl')).toBeLessThan(names.indexOf('Build a request with your values'));
  expect(names.indexOf('Build a request with your values')).toBeLessThan(names.indexOf('Direct link to externalUserId'));
  expect(names).toContain('Direct link to expiresIn');
  expect(stops.filter((s) => !s.visible)).toEqual([]);
});

test('search finds an operation by its path, its operationId and its summary', async ({ page }) => {
  await page.goto('/docs/intro/');
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeEnabled();
  for (const query of ['createEmbedToken', '/embed-tokens', 'Create an embed token']) {
    await box.fill(query);
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    await expect(options.filter({ hasText: 'Create an embed token' }).first(), query).toBeVisible();
  }
});

test('each page has a Markdown twin and an entry in llms.txt', async ({ request }) => {
  const twin = await request.get(`${OPERATION}index.md`);
  expect(twin.status()).toBe(200);
  const markdown = await twin.text();
  expect(markdown).toMatch(/^---\ntitle: Create an embed token\n/);
  expect(markdown).toContain('curl https://api.syncplatform.example/v1/embed-tokens');
  expect(markdown).toContain('| `expiresIn` | integer | no |');
  const llms = await (await request.get('/docs/llms.txt')).text();
  expect(llms).toContain(`- [Create an embed token](${OPERATION}index.md): POST /embed-tokens.`);
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing on each kind of reference page in ${mode} mode, the builder open`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    for (const route of [
      '/docs/embeds/reference/',
      '/docs/embeds/reference/embed-tokens/',
      '/docs/connectors/apiSpecification/reference/schemas/',
      CONNECTOR_OPERATION,
    ]) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      if (route === CONNECTOR_OPERATION) {
        await builderButton(page).click();
        await expect(builder(page)).toBeVisible();
      }
      await page.addStyleTag({ content: 'footer { content-visibility: visible !important; }' });
      expect(await axeViolations(page, { exclude: [TOKENS] }), route).toEqual([]);
    }
  });
}

test("an operation's callback follows its responses: where it goes in words, in the table of contents, and axe finds nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1700, height: 900 });
  await page.goto('/docs/connectors/apiSpecification/reference/update-webhook-subscriptions/');
  const headings = await page.locator('main h2').allTextContents();
  expect(headings.slice(-2).map((h) => h.replace(/#?Direct link to .*$/, ''))).toEqual(['Responses', 'Callbacks']);
  const callback = page.locator('section[aria-labelledby="callback-provider-event"]');
  await expect(callback.getByRole('heading', { level: 3 })).toContainText('providerEvent');
  await expect(callback).toContainText('POST{$request.body#/targetUrl}');
  await expect(callback).toContainText("To the URL given in the request body's targetUrl.");
  // What the receiver answers the provider, in the callback's own responses table.
  await expect(callback.getByRole('table')).toContainText('webhooks.acknowledgePath');
  const toc = page.locator('nav[aria-labelledby="toc-title"]');
  await toc.getByRole('link', { name: 'providerEvent', exact: true }).click();
  await expect(page).toHaveURL(/#callback-provider-event$/);
  await expect(callback.getByRole('heading', { level: 3 })).toBeInViewport();
  await page.addStyleTag({ content: 'footer { content-visibility: visible !important; }' });
  expect(await axeViolations(page, { exclude: [TOKENS] })).toEqual([]);
});

const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
};

test('from about 1200px wide, the samples and each response example sit beside the fields and stay in view as the reader scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(OPERATION);
  const samples = await boxOf(page, '[data-column="samples"]');
  const request = await boxOf(page, '#request');
  expect(samples.x).toBeGreaterThanOrEqual(request.x + request.width);
  // Far down the request's fields, the samples are still on screen.
  await page.locator('[id="body.expiresIn"]').scrollIntoViewIfNeeded();
  const scrolled = await boxOf(page, '[data-column="samples"]');
  expect(scrolled.y).toBeGreaterThanOrEqual(0);
  expect(scrolled.y).toBeLessThan(800);
  const examples = await boxOf(page, '[data-column="examples"]');
  const fields = await boxOf(page, '#response-201');
  expect(examples.x).toBeGreaterThanOrEqual(fields.x + fields.width);
  expect(Math.abs(examples.y - fields.y)).toBeLessThan(40);
  // The TOC gives its column to the samples: it is the disclosure at the top.
  const disclosure = page.locator('details').filter({ hasText: 'On this page' });
  await disclosure.locator('summary').click();
  for (const entry of ['Samples', 'Request', 'Responses'])
    await expect(disclosure.getByRole('link', { name: entry, exact: true })).toBeVisible();
});

for (const [name, setUp] of [
  ['on a phone', (page: Page) => page.setViewportSize({ width: 390, height: 800 })],
  ['on paper', (page: Page) => page.emulateMedia({ media: 'print' })],
] as const)
  test(`${name}, an operation is one column, the samples before the request`, async ({ page }) => {
    await setUp(page);
    await page.goto(OPERATION);
    const samples = await boxOf(page, '[data-column="samples"]');
    const request = await boxOf(page, '#request');
    expect(Math.abs(samples.x - request.x)).toBeLessThan(2);
    expect(samples.y).toBeLessThan(request.y);
    const examples = await boxOf(page, '[data-column="examples"]');
    expect(examples.y).toBeGreaterThan((await boxOf(page, '#response-201')).y);
  });

test('on a phone, an operation page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const route of [
    OPERATION,
    '/docs/connectors/apiSpecification/reference/get-item-or-collection/',
    '/docs/connectors/apiSpecification/reference/schemas/',
  ]) {
    await page.goto(route);
    // Wide code and tables scroll inside their own box; the page itself stays as wide as the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), route).toBe(0);
  }
});

test('printed, an operation shows every sample under its label and no builder', async ({ page }) => {
  await page.goto(OPERATION);
  await page.emulateMedia({ media: 'print' });
  await expect(builderButton(page)).toBeHidden();
  const panels = page.locator('[role="tabpanel"]');
  expect(await panels.count()).toBe(8);
  for (const panel of await panels.all()) await expect(panel).toBeVisible();
  await expect(page.locator('[id="body.view"]')).toBeVisible();
});

// Its own context: the fixture's page waits for hydration, which never comes without JavaScript.
test('without JavaScript, every sample and every tab of a guide can be read, each under its label', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const route of [OPERATION, '/docs/connectors/CLI/getStarted/']) {
    await page.goto(route);
    const panels = page.locator('[role="tabpanel"]');
    expect(await panels.count(), route).toBeGreaterThan(1);
    for (const panel of await panels.all()) {
      await expect(panel, route).toBeVisible();
      const label = await panel.getAttribute('data-label');
      expect(await panel.evaluate((el) => getComputedStyle(el, '::before').content), route).toBe(`"${label}"`);
    }
    // Tabs that cannot switch are not offered.
    await expect(page.getByRole('tablist').first(), route).toBeHidden();
  }
  await context.close();
});
