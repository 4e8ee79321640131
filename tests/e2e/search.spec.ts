import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';

const box = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const options = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

async function ready(page: Page) {
  await expect(box(page)).toBeEnabled();
}

test('the box says Loading... and is disabled until the index loads after first paint; the shards a query reads load at first use', async ({
  page,
}) => {
  const searchFiles: Array<{ url: string; type: string; afterLoad: boolean }> = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', (response) => {
    if (response.url().includes('/static/search/'))
      searchFiles.push({ url: response.url(), type: response.headers()['content-type'] ?? '', afterLoad: loaded });
  });
  const names = () => searchFiles.map((f) => f.url.replace(/.*\/static\/search\//, '')).sort();
  let shards: string[] = [];
  page.on('response', async (response) => {
    if (/\/static\/search\/search-index\./.test(response.url())) shards = ((await response.json()) as { shards: string[] }).shards;
  });
  // Hold the index back so the Loading state is observable.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/search/search-index.*.json', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/docs/intro/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Loading...');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
  release();
  await ready(page);
  await expect(box(page)).toHaveAttribute('placeholder', 'Search Ctrl+K');
  // A visit that does not search downloads the index only.
  expect(names()).toEqual([expect.stringMatching(/^search-index\.[0-9a-f]{16}\.json$/)]);
  await expect.poll(() => shards.length).toBeGreaterThan(0);
  await box(page).fill('pagin');
  await expect(options(page).first()).toContainText('Pagination');
  // The shards it read, named by the index: all of a version that has two or fewer, else at most two.
  const read = names().filter((name) => name.startsWith('search-shard.'));
  expect(read.every((name) => shards.includes(name))).toBe(true);
  if (shards.length <= 2) expect(read.sort()).toEqual([...shards].sort());
  else expect(read.length).toBeLessThanOrEqual(2);
  expect(searchFiles.every((f) => f.type.includes('application/json') && f.afterLoad)).toBe(true);
  // Once per visit: client-side navigation does not fetch them again.
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectors');
  await ready(page);
  await box(page).fill('webhook');
  await expect(options(page).first()).toBeVisible();
  // Each file once: not the index again, no shard twice.
  expect(new Set(names()).size).toBe(searchFiles.length);
  expect(names().filter((name) => name.startsWith('search-index.'))).toHaveLength(1);
});

test('on a Mac the placeholder shows ⌘+K', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
  await page.goto('/docs/intro/');
  await expect(box(page)).toHaveAttribute('placeholder', 'Search ⌘+K');
});

test('Ctrl+K and Cmd+K focus the box from anywhere', async ({ page }) => {
  await page.goto('/docs/connectors/CLI/commands/');
  await ready(page);
  await page.locator('article p').first().click();
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.locator('article p').first().click();
  await page.keyboard.press('Meta+k');
  await expect(box(page)).toBeFocused();
});

test('on the mobile layout the shortcut focuses the box, which expands', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/intro/');
  await ready(page);
  const collapsed = (await box(page).boundingBox())?.width ?? 0;
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await expect.poll(async () => (await box(page).boundingBox())?.width ?? 0).toBeGreaterThan(collapsed + 100);
});

test('prefix queries, stemming, at most 5 hits with title, place and emphasised snippet', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  await box(page).fill('pagin');
  await expect(options(page).first()).toContainText('Pagination');
  await expect(options(page).first()).toContainText('Connectors › Recipes');
  await expect(options(page).first().locator('mark').first()).toHaveText(/^Pagin/i);
  await box(page).fill('retries');
  await expect(options(page)).toHaveCount(5);
  const texts = await options(page).allInnerTexts();
  // Stemming: `retries` also finds the other forms of the word.
  expect(texts.some((t) => /\b(retry|retried)\b/i.test(t))).toBe(true);
});

test('keyboard: arrows move through the listbox, Enter opens the active hit, Escape closes', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  await box(page).fill('webhook');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const ids = await options(page).evaluateAll((els) => els.map((el) => el.id));
  await expect(box(page)).toHaveAttribute('aria-activedescendant', ids[0]!);
  await page.keyboard.press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', ids[1]!);
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', ids.at(-1)!);
  await page.keyboard.press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  const target = await options(page).first().innerText();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.split(' › ')[0]!.split('\n')[0]!);
  await expect(box(page)).toHaveValue('');
});

test('misspelled words find the pages of the words meant', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  for (const [typo, title] of [
    ['pagnation', 'Pagination'],
    ['hanlders', 'handlers'],
    ['debuger', 'Debugger'],
    ['enviroment variables', 'Environment variables'],
  ] as const) {
    await box(page).fill(typo);
    await expect(options(page).first().locator('span').first()).toContainText(title);
    // The word meant is emphasised, not the typo.
    await expect(options(page).first().locator('mark').first()).toHaveText(new RegExp(`^${title.split(' ')[0]}`, 'i'));
  }
});

/**
 * A new tab starts on about:blank and reports that page loaded before it navigates: wait for the
 * result's URL itself (the wait fails with the URL it saw).
 */
async function expectOpened(tab: Page, href: string | null): Promise<void> {
  await expect(tab).toHaveURL((url) => url.pathname + url.hash === href);
  await tab.waitForLoadState();
}

test('results are links: Ctrl/⌘-click, the middle button and Ctrl/⌘+Enter open the result in a new tab and the page stays', async ({
  page,
}) => {
  await page.goto('/docs/intro/');
  await ready(page);
  await box(page).fill('pagination');
  // The option is the link.
  const first = options(page).first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/docs\/connectors\/recipes\/pagination\//);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), first.click({ modifiers: ['ControlOrMeta'] })]);
  await expectOpened(tab, href);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  // The reader is where they were, the list still open.
  expect(new URL(page.url()).pathname).toBe('/docs/intro/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(box(page)).toHaveValue('pagination');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await tab.close();
  // So does the middle button.
  const [middle] = await Promise.all([page.context().waitForEvent('page'), first.click({ button: 'middle' })]);
  await expectOpened(middle, href);
  await middle.close();
  // And Ctrl/⌘+Enter on the active result, as on a focused link.
  const [keyed] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('ControlOrMeta+Enter')]);
  await expectOpened(keyed, href);
  await keyed.close();
  expect(new URL(page.url()).pathname).toBe('/docs/intro/');
  // A plain click still opens the result here, through the site's navigation.
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
});

test('the open list of result links, and the suggestion, pass axe', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  const axe = () => axeViolations(page, { include: ['[role="search"]'] });
  await box(page).fill('webhook');
  await expect(options(page).first()).toBeVisible();
  expect(await axe()).toEqual([]);
  await box(page).fill('ngrk');
  await expect(page.getByRole('button', { name: 'ngrok' })).toBeVisible();
  expect(await axe()).toEqual([]);
});

test('"Did you mean" runs the corrected query', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  await box(page).fill('ngrk');
  await expect(page.getByText('No results found for query "ngrk"')).toBeVisible();
  await page.getByRole('button', { name: 'ngrok' }).click();
  await expect(box(page)).toHaveValue('ngrok');
  await expect(box(page)).toBeFocused();
  await expect(options(page).first()).toContainText('ngrok');
  // From the keyboard: Tab reaches the suggestion, Enter runs it.
  await box(page).fill('sycn');
  await expect(page.getByRole('button', { name: 'sync' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'sync' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box(page)).toHaveValue('sync');
  await expect(options(page).first()).toBeVisible();
});

test('an empty result says so', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  await box(page).fill('xylophonequartz');
  await expect(page.getByText('No results found for query "xylophonequartz"')).toBeVisible();
  await expect(options(page)).toHaveCount(0);
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
});

test('while the shards a query reads download, the last hits stay and Enter waits for the answer; a failed shard is fetched again', async ({
  page,
  context,
}) => {
  let shards: string[] = [];
  page.on('response', async (response) => {
    if (/\/static\/search\/search-index\./.test(response.url())) shards = ((await response.json()) as { shards: string[] }).shards;
  });
  let hold = false;
  let held = 0;
  let failFirst = true;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/search/search-shard.*.json', async (route) => {
    if (!hold) return route.continue();
    held += 1;
    await gate;
    if (!failFirst) return route.continue();
    failFirst = false;
    return route.fulfill({ status: 503, body: 'busy' });
  });
  await page.goto('/docs/intro/');
  await ready(page);
  await expect.poll(() => shards.length).toBeGreaterThan(0);
  // A version of two shards or fewer loads them all with the engine: this test needs the site to have more.
  expect(shards.length, 'current has more than two search shards').toBeGreaterThan(2);
  await box(page).fill('debugger');
  await expect(options(page).first()).toContainText(/debugger/i);
  const earlier = await options(page).first().getAttribute('href');
  // From now on shards wait: the first query that needs one not loaded yet is left unanswered.
  hold = true;
  let query = '';
  for (query of ['embed users', 'rollback version', 'pagination cursor', 'ngrok tunnel', 'webhook signature']) {
    await box(page).fill(query);
    await page.waitForTimeout(300);
    if (held) break;
  }
  expect(held, 'one of the queries reads a shard not loaded yet').toBeGreaterThan(0);
  const listbox = page.locator('[role="listbox"]');
  await expect(listbox).toHaveAttribute('aria-busy', 'true');
  // The earlier hits stay on screen and no "No results" flashes; Enter does not open an earlier query's hit.
  await expect(options(page).first()).toContainText(/debugger/i);
  await expect(page.getByText(/No results found/)).toHaveCount(0);
  await box(page).press('Enter');
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/docs\/intro\/$/);
  // What the answer will list, read in a tab whose shards do not wait.
  const other = await context.newPage();
  await other.goto('/docs/intro/');
  await ready(other);
  await box(other).fill(query);
  await expect(other.locator('[role="listbox"]')).toHaveAttribute('aria-busy', 'false');
  const answer = await options(other).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  await other.close();
  expect(answer.length, `"${query}" finds something`).toBeGreaterThan(0);
  // One shard fails (503); the box tries again by itself, answers, and the waiting Enter opens the
  // same page if the answer lists it, else the answer's top hit.
  const failed = page.waitForResponse((response) => response.status() === 503);
  release();
  await failed;
  const expected = answer.includes(earlier) ? earlier : answer[0];
  await expect(page).toHaveURL(new RegExp(`${expected}$`));
});

test("after a deploy removed the page's shards, a query continues on the new deploy's files, in the same box", async ({ page }) => {
  let index: { url: string; text: string } | undefined;
  page.on('response', async (response) => {
    if (/\/static\/search\/search-index\./.test(response.url())) index = { url: response.url(), text: await response.text() };
  });
  await page.goto('/docs/intro/');
  await ready(page);
  await expect.poll(() => index).toBeDefined();
  const { url: indexUrl, text } = index!;
  const shards = (JSON.parse(text) as { shards: string[] }).shards;
  // A version of two shards or fewer loads them all with the engine: this test needs the site to have more.
  expect(shards.length, 'current has more than two search shards').toBeGreaterThan(2);
  await box(page).fill('debugger');
  await expect(options(page).first()).toContainText(/debugger/i);

  // The deploy: the loaded build's shards are gone, and the page's data names a new index whose
  // shards have new names (served from the same bytes).
  const renamed = (name: string) => name.replace(/\.([0-9a-f]+)\.json$/, (_, hash: string) => `.${[...hash].reverse().join('')}.json`);
  const newIndexUrl = renamed(indexUrl);
  const newIndexFile = new URL(newIndexUrl).pathname.replace(/^\/docs/, '');
  const requested: string[] = [];
  await page.route('**/static/search/search-shard.*.json', async (route) => {
    const name = route.request().url().replace(/.*\//, '');
    requested.push(name);
    const original = shards.find((shard) => renamed(shard) === name);
    if (!original) return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({ response: await route.fetch({ url: route.request().url().replace(name, original) }) });
  });
  await page.route(newIndexUrl, (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...JSON.parse(text), shards: shards.map(renamed) }) }),
  );
  await page.route('**/page-data/intro/page-data.json', async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { result: { pageContext: { search: { indexFile: string } } } };
    data.result.pageContext.search.indexFile = newIndexFile;
    return route.fulfill({ response, json: data });
  });

  let query = '';
  for (const candidate of ['embed users', 'rollback version', 'pagination cursor', 'ngrok tunnel', 'webhook signature']) {
    query = candidate;
    await box(page).fill(query);
    await page.waitForTimeout(300);
    if (requested.length) break;
  }
  expect(
    requested.some((name) => shards.includes(name)),
    'a query read a shard of the loaded build',
  ).toBe(true);
  await expect(page.locator('[role="listbox"]')).toHaveAttribute('aria-busy', 'false');
  await expect(options(page).first()).toBeVisible();
  await expect(options(page).first()).not.toContainText(/debugger/i);
  expect(
    requested.some((name) => shards.map(renamed).includes(name)),
    "the new deploy's shards were read",
  ).toBe(true);
  await expect(box(page)).toHaveValue(query);
  await expect(box(page)).toBeFocused();
});

test('a page whose data names an index a deploy removed reads its data again and searches the new index', async ({ page }) => {
  // The first page data (as Gatsby fetched it before the deploy) names an index the host no longer has.
  let first = true;
  await page.route('**/page-data/intro/page-data.json', async (route) => {
    const response = await route.fetch();
    if (!first) return route.fulfill({ response });
    first = false;
    const data = (await response.json()) as { result: { pageContext: { search: { indexFile: string } } } };
    data.result.pageContext.search.indexFile = data.result.pageContext.search.indexFile.replace(
      /\.[0-9a-f]+\.json$/,
      '.0000000000000000.json',
    );
    return route.fulfill({ response, json: data });
  });
  const gone = page.waitForResponse((response) => /search-index\.0{16}\.json$/.test(response.url()) && response.status() === 404);
  await page.goto('/docs/intro/');
  await gone;
  await ready(page);
  await box(page).fill('debugger');
  await expect(options(page).first()).toContainText(/debugger/i);
});

test('any input returns results or the empty state: no errors, no dialogs, no injected markup', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.goto('/docs/intro/');
  await ready(page);
  const inputs = [
    '<img src=x onerror=alert(1)>',
    '<script>alert("x")</script>',
    '.*+?^${}()|[]\\/',
    '(?<=a)b',
    'x'.repeat(10_000),
    '🚀 emoji 🎉',
    '     ',
    '"unterminated',
    'ｆｕｌｌｗｉｄｔｈ',
  ];
  for (const input of inputs) {
    await box(page).fill(input);
    await page.waitForTimeout(50);
    const injected = await page.evaluate(
      () => document.querySelectorAll('[role=listbox] img, [role=listbox] script, [role=option] img').length,
    );
    expect(injected).toBe(0);
  }
  await box(page).fill('<b>webhook</b>');
  await expect(options(page).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('picking a result highlights the matched words on arrival, and the marks go on the next navigation', async ({ page }) => {
  await page.goto('/docs/intro/');
  await ready(page);
  await box(page).fill('idempotent');
  const first = options(page).first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/#/);
  const marks = page.locator('article mark');
  await expect(marks.first()).toBeVisible();
  expect(await marks.count()).toBeGreaterThan(0);
  // textContent: innerText is empty for marks in off-screen sections the browser has not laid out.
  for (const text of await marks.allTextContents()) expect(text.toLowerCase()).toMatch(/^idempoten/);
  // The page scrolls to the matched section, so a mark is on screen (the word may also occur above it).
  await expect
    .poll(() =>
      marks.evaluateAll((all) =>
        all.some((mark) => {
          const box = mark.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        }),
      ),
    )
    .toBe(true);
  // Not again on reload: the request was removed from history state.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('article mark')).toHaveCount(0);
  // Cleared by the next navigation.
  await page.goBack();
  await page.goForward();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Documentation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await expect(page.locator('article mark')).toHaveCount(0);
});
