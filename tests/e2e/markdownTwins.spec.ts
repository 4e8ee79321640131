import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

const PAGES = [
  // A tutorial step, a page of tabs and an API specification page.
  '/docs/connectors/build/develop/',
  '/docs/connectors/CLI/getStarted/',
  '/docs/connectors/apiSpecification/graphOperations/',
];

/** The twin with blockquote markers removed, so code quoted under an admonition reads as written. */
const unquoted = (markdown: string) => markdown.replace(/^(> ?)+/gm, '');
/** Prose only: every fenced block removed. */
const withoutCode = (markdown: string) => unquoted(markdown).replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
/**
 * Code compared line by line as text: the HTML and the fence may differ in trailing blanks and final
 * newline, and a fence inside a tab's list item is indented as the item is.
 */
const normalise = (code: string) => code.replace(/^[ \t]+|[ \t]+$/gm, '').trim();

async function twinOf(request: APIRequestContext, page: string): Promise<string> {
  const response = await request.get(`${page}index.md`);
  expect(response.status(), `${page}index.md`).toBe(200);
  return response.text();
}

for (const route of PAGES) {
  test(`the Markdown twin of ${route} keeps every code block and no JSX`, async ({ page, request }) => {
    await page.goto(route);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${route}index.md`);
    const blocks = await page.locator('article pre code').allTextContents();
    expect(blocks.length).toBeGreaterThan(0);

    const markdown = await twinOf(request, route);
    // The front matter names the page, so a twin read on its own says where it lives.
    expect(markdown).toMatch(new RegExp(`^---\\ntitle: .+\\ndescription: .+\\nurl: ${route}\\n---\\n\\n# `));
    const prose = withoutCode(markdown);
    expect(prose).not.toMatch(/^\s*(import|export)\s/m);
    expect(prose.replace(/`[^`\n]*`/g, '')).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]|\{\/\*/);
    const code = normalise(unquoted(markdown));
    for (const block of blocks) expect(code, 'a code block of the HTML page').toContain(normalise(block));
  });
}

test("each version's landing page has a twin: its links lead to twins that answer, and a released one's says which it is", async ({
  page,
  request,
}) => {
  for (const route of ['/docs/', '/docs/2.x/']) {
    await page.goto(route);
    await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', `${route}index.md`);
    const markdown = await twinOf(request, route);
    expect(markdown).toMatch(new RegExp(`^---\\ntitle: Developer Portal.*\\ndescription: .+\\nurl: ${route}\\n---\\n`));
    expect(markdown).toContain(`[llms.txt](${route}llms.txt)`);
    const links = [...markdown.matchAll(/\]\((\/docs\/[^)\s]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  }
  expect(await twinOf(request, '/docs/2.x/')).toMatch(/^> \*\*Note:\*\* This is documentation for Developer Portal 2\.x/m);
  // A page URL that asks for Markdown gets the twin, the landing page's too.
  const negotiated = await request.get('/docs/', { headers: { Accept: 'text/markdown' } });
  expect(negotiated.headers()['content-type']).toMatch(/^text\/markdown/);
});

test('category pages have a twin listing their children', async ({ page, request }) => {
  await page.goto('/docs/category/recipes/');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', '/docs/category/recipes/index.md');
  const markdown = await twinOf(request, '/docs/category/recipes/');
  expect(markdown).toMatch(/^- \[Pagination\]\(\/docs\/connectors\/recipes\/pagination\/index\.md\): .+$/m);
});

test('every link of llms.txt answers 200, and llms-full.txt holds every twin', async ({ request }) => {
  const response = await request.get('/docs/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']?.replace(/\s/g, '').toLowerCase()).toBe('text/plain;charset=utf-8');
  const llms = await response.text();
  expect(llms).toMatch(/^# Developer Portal\n\n> .+/);
  expect(llms).toMatch(/^## Connectors › API specification$/m);
  const links = [...llms.matchAll(/\]\((\/docs\/[^)\s]+)\)/g)].map((m) => m[1] ?? '');
  expect(links.length).toBeGreaterThan(40);
  for (const link of links) {
    const answer = await request.get(link);
    expect(answer.status(), link).toBe(200);
    // The twins are Markdown; llms.txt also links the OpenAPI document, which is YAML.
    if (link.endsWith('.md'))
      expect(answer.headers()['content-type']?.replace(/\s/g, '').toLowerCase(), link).toBe('text/markdown;charset=utf-8');
  }

  const full = await (await request.get('/docs/llms-full.txt')).text();
  const twins = links.filter((link) => link.endsWith('/index.md'));
  for (const twin of twins.slice(0, 5)) {
    const title = /^# (.+)$/m.exec(await (await request.get(twin)).text())?.[1];
    expect(full).toContain(`\n# ${title}\n`);
  }
  expect(full.match(/^---\ntitle: /gm)).toHaveLength(twins.length);
});

test.describe('page actions', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy page puts exactly the twin on the clipboard, from the keyboard, and View as Markdown opens it', async ({ page, request }) => {
    const route = '/docs/connectors/recipes/pagination/';
    await page.goto(route);
    const copy = page.getByRole('button', { name: 'Copy page as Markdown' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toHaveText('Page copied to the clipboard as Markdown');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await twinOf(request, route));
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', `${route}index.md`);
  });
});
