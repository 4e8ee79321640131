import { expect, test } from './support/test';
import { startNginx } from './support/nginx';
import { freePort } from '../../scripts/lib/ports';

// The shipped nginx config must behave like the npm start server: same statuses, redirects and headers.
test.describe.configure({ mode: 'serial' });

let nginx: Awaited<ReturnType<typeof startNginx>>;
test.beforeAll(async () => {
  nginx = await startNginx(await freePort());
});
test.afterAll(async () => nginx?.stop());

const PATHS = [
  '/docs/',
  '/docs/intro/',
  '/docs/intro',
  '/docs/intro/index.html',
  '/docs/intro.html',
  '/docs/connectors/CLI/commands.html?from=mail',
  '/docs/index.html',
  '/docs',
  '/docs/category/recipes/',
  '/docs/no-such-page/',
  '/docs/404.html',
  '/docs/page-data/intro/page-data.json',
  '/docs/sitemap.xml',
  '/docs/_headers',
  '/robots.txt',
  '/docs/intro/index.md',
  '/docs/llms.txt',
];
const HEADERS = [
  'location',
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
];

test('nginx answers every path like the npm start server', async ({ request, baseURL }) => {
  for (const path of PATHS) {
    const [fromNode, fromNginx] = await Promise.all(
      [baseURL!, nginx.url].map((origin) => request.get(`${origin}${path}`, { maxRedirects: 0, headers: { 'Accept-Encoding': 'gzip' } })),
    );
    const view = (response: NonNullable<typeof fromNode>) => ({
      status: response.status(),
      ...Object.fromEntries(HEADERS.map((name) => [name, response.headers()[name] ?? null])),
      // A redirect's body is not read; a page's type is.
      type: response.status() >= 300 && response.status() < 400 ? 'redirect' : (response.headers()['content-type'] ?? '').split(';')[0],
      // Text an assistant reads (Markdown twins, llms.txt) must say it is UTF-8 on both hosts.
      charset: /\.(md|txt)$/.test(path)
        ? (/charset=([\w-]+)/i.exec(response.headers()['content-type'] ?? '')?.[1]?.toLowerCase() ?? null)
        : 'n/a',
    });
    expect({ path, ...view(fromNginx!) }).toEqual({ path, ...view(fromNode!) });
  }
});

test('both servers answer a page with its Markdown twin to a client that asks for Markdown, and say Vary: Accept', async ({
  request,
  baseURL,
}) => {
  const ask = (path: string, accept: string) =>
    Promise.all([baseURL!, nginx.url].map((origin) => request.get(`${origin}${path}`, { headers: { Accept: accept } })));
  const twin = await (await request.get(`${baseURL}/docs/intro/index.md`)).text();
  for (const response of await ask('/docs/intro/', 'text/markdown, text/html;q=0.9')) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']?.replace(/\s/g, '').toLowerCase()).toBe('text/markdown;charset=utf-8');
    expect(response.headers()['vary']).toMatch(/\bAccept\b/);
    expect(await response.text()).toBe(twin);
  }
  for (const response of await ask('/docs/intro/', 'text/html,application/xhtml+xml,*/*;q=0.8')) {
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['vary']).toMatch(/\bAccept\b/);
  }
  // The landing page has no twin: HTML, whatever the client asks for.
  for (const response of await ask('/docs/', 'text/markdown')) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
  }
});

test('nginx serves hashed bundles immutable and compressed, and the site works through it', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${nginx.url}/docs/connectors/recipes/pagination/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeEnabled();
  const bundle = scripts.find((url) => /\/app-[0-9a-f]{20}\.js$/.test(url))!;
  const response = await request.get(bundle, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});
