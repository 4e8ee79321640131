import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect, test } from './support/test';
import {
  ACCEPTED,
  answeredByTheEmulator,
  outcomeOf,
  patience,
  unexplainedDifferences,
  viewOf,
  type Accepted,
  type Shape,
  type View,
} from './support/hostDifferences';
import { brokenInvariants, hostileNavigation, hostileRequest } from './support/hostile';
import { HOSTS, startHosts, type Host, type Hosts } from './support/hosts';
import { CANARY, PLANTED } from './support/plantedSite';
import { rawRequest } from './support/rawHttp';

/**
 * The three hosts of the build — the `npm start` server, the shipped nginx config and the CDN files
 * under Cloudflare's own `wrangler pages dev`, each over the same copy of the build with symlinks
 * planted in it — answer the same requests, sent byte for byte: a corpus of well-formed and
 * malformed targets, methods and headers, then the generated hostile corpus. Every difference in
 * what a browser or a cache acts on is either absent or listed in ACCEPTED with its reason; every
 * answer keeps the invariants (no redirect off the origin, no header twice, nothing from outside
 * the site); and the hostile paths, opened in Chromium, never take it to another host.
 */
test.describe.configure({ mode: 'serial' });

const SITE_DIR = path.resolve(__dirname, '../..', process.env.E2E_SITE_DIR ?? 'public');
const find = (dir: string, pattern: RegExp) => fs.readdirSync(path.join(SITE_DIR, dir)).find((name) => pattern.test(name))!;
const APP = `/docs/${find('.', /^app-[0-9a-f]{8}\.js$/)}`;
const STYLES = `/docs/${find('.', /^styles\.[0-9a-f]{8}\.css$/)}`;
const SEARCH = `/docs/static/search/${find('static/search', /^search-index\.[0-9a-f]+\.json$/)}`;
const PAGE = '/docs/intro/';

const get = (target: string, ...headers: string[]): Shape => ({ name: `GET ${target} ${headers.join(' | ')}`.trim(), target, headers });

const PATHS = [
  '/docs/',
  PAGE,
  '/docs/connectors/CLI/commands/',
  '/docs/category/recipes/',
  '/docs/intro/index.md',
  '/docs/llms.txt',
  '/docs/llms-full.txt',
  '/docs/sitemap.xml',
  '/docs/openapi/connector-api.yaml',
  '/docs/img/favicon.svg',
  '/docs/img/social-card.png',
  '/docs/page-data/intro/page-data.json',
  '/docs/page-data/app-data.json',
  APP,
  STYLES,
  SEARCH,
  '/robots.txt',
  '/docs/404.html',
  '/docs/404/',
  // Redirects.
  '/docs',
  '/docs/index.html',
  '/docs/intro',
  '/docs/intro/index.html',
  '/docs/intro.html',
  '/docs/connectors/CLI/commands.html?from=mail',
  '/docs/intro/?utm_content=banner.html',
  '/docs/intro/?a=1&b=%20two',
  '/docs/category/recipes',
  // Not found, and not to be revealed.
  '/docs/no-such-page/',
  '/docs/no-such-page',
  '/docs/no-such-file.js',
  '/docs/static/',
  '/docs/page-data/',
  '/docs/img/',
  '/docs/connectors/',
  '/',
  '/nope',
  '/nginx.conf',
  '/docs/.env',
  '/docs/.git/config',
  '/.htaccess',
  `${APP}.gz`,
  `${APP}.br`,
  '/docs/intro/index.html.gz',
  '/docs/_gatsby/slices/_gatsby-scripts-1.html',
  '/docs/_gatsby/slices/_gatsby-scripts-1%2ehtml',
  '/docs/_gatsby/slices/_gatsby-scripts-1',
  '/docs/_headers',
  '/docs/_redirects',
  '/_headers',
  '/DOCS/intro/',
  '/docs/Intro/',
  // Escapes, well-formed and not.
  '/docs/%69ntro/',
  '/docs/intro%2Findex.md',
  '/docs/intro/100%',
  '/docs/%zz',
  '/docs/%',
  '/docs/%00',
  '/docs/intro/%00index.html',
  '/docs/%C3%28/',
  '/docs/caf%C3%A9/',
  '/docs/caf\u00e9/',
  '/docs/intro/%2e%2e/',
  '/docs\\intro/',
  '/docs/intro.html?a"b',
  // Paths that climb, or try to.
  '/docs/../etc/passwd',
  '/docs/%2e%2e/%2e%2e/etc/passwd',
  '/docs/..%2f..%2fetc/passwd',
  '/docs/../canary.txt',
  '/canary.txt',
  ...PLANTED,
  '/../../etc/passwd',
  '/docs/../../docs/intro/',
  '/docs/./intro/',
  '/docs//intro/',
  '//docs/intro/',
  '/docs/intro//',
  `/docs/${'a'.repeat(300)}/`,
  `/docs/${'a/'.repeat(1500)}`,
];

const ACCEPTS = [
  'text/markdown',
  'text/markdown;q=0',
  'text/markdown;q=0.0',
  'text/markdown, text/html;q=0.9, */*;q=0.8',
  'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'text/html, text/markdown',
  'text/markdown, text/html',
  'text/markdown;q=0.5, text/html',
  'text/markdown;q=0.9, text/html;q=0.5',
  'text/markdown;q=0.5, text/html;q=0.5',
  'text/html;q=0.5, text/markdown;q=0.5',
  'Text/Markdown;charset=utf-8',
  'text/markdown;charset=utf-8, text/html',
  'text/markdown;variant=GFM',
  'text/markdown, */*',
  'text/*',
  'text/*;q=1, text/html;q=0.5',
  '*/*',
  '*/*;q=0',
  'application/json',
  'text/markdown;q=0.001',
  '',
];

const ENCODINGS = [
  'gzip',
  'gzip;q=0',
  'br, gzip',
  'br;q=0, gzip',
  'br',
  'identity',
  'identity;q=0',
  '*',
  '*;q=0',
  'gzip;q=0.5, identity',
  'deflate',
  'GZIP',
  'x-gzip',
  '',
];

const RANGES = [
  'bytes=0-99',
  'bytes=-100',
  'bytes=0-0',
  'bytes=100-',
  'bytes=50-10',
  'bytes=0-10,20-30',
  'bytes=0-10,5-20',
  'bytes=99999999-',
  'bytes=-0',
  'bytes=-99999999',
  'bytes=0-99999999999999999999',
  'items=0-10',
  'bytes=abc',
  'bytes=0-99, ',
];

const CONDITIONALS = [
  ['If-None-Match: {etag}'],
  ['If-None-Match: W/{etag}'],
  ['If-None-Match: "nope", {etag}'],
  ['If-None-Match: *'],
  ['If-None-Match: "nope"'],
  ['If-None-Match: {etag}', 'Cache-Control: no-cache'],
  ['If-Modified-Since: {lastModified}'],
  ['If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT'],
  ['If-Modified-Since: not a date'],
  ['If-None-Match: "nope"', 'If-Modified-Since: {lastModified}'],
  ['Range: bytes=0-9', 'If-Range: {etag}'],
  ['Range: bytes=0-9', 'If-Range: "nope"'],
  ['Range: bytes=0-9', 'If-Range: {lastModified}'],
  ['If-Match: "nope"'],
  // If-Match compares strongly: a weak tag never matches (412 from both).
  ['If-Match: W/{etag}'],
  ['If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT'],
  ['If-Unmodified-Since: yesterday'],
  ['If-None-Match: *', 'If-Modified-Since: not a date'],
  ['If-None-Match: "nope"', 'If-None-Match: "other"'],
];

/** The corpus: every path plainly, then negotiation, ranges, conditionals, methods and odd requests. */
const CORPUS: Shape[] = [
  ...PATHS.map((target) => get(target, 'Accept-Encoding: gzip')),
  ...PATHS.slice(0, 40).map((target) => ({ ...get(target, 'Accept-Encoding: gzip'), method: 'HEAD', name: `HEAD ${target}` })),
  ...ACCEPTS.map((accept) => get(PAGE, `Accept: ${accept}`, 'Accept-Encoding: gzip')),
  get('/docs/', 'Accept: text/markdown'),
  get(PAGE, 'Accept: text/html;q=0.5', 'Accept: text/markdown'),
  get('/docs/intro/index.md', 'Accept: text/html'),
  get('/docs/no-such-page/', 'Accept: text/markdown'),
  ...ENCODINGS.map((encoding) => get(PAGE, `Accept-Encoding: ${encoding}`)),
  ...ENCODINGS.slice(0, 4).map((encoding) => get(APP, `Accept-Encoding: ${encoding}`)),
  ...ENCODINGS.slice(0, 6).map((encoding) => get('/docs/intro/index.md', `Accept-Encoding: ${encoding}`)),
  get(PAGE),
  get(PAGE, 'Accept-Encoding: gzip', 'Via: 1.1 cache.example'),
  { name: 'HTTP/1.0 with gzip', target: PAGE, version: 'HTTP/1.0', headers: ['Accept-Encoding: gzip'] },
  ...RANGES.map((range) => get('/docs/llms.txt', `Range: ${range}`)),
  ...RANGES.slice(0, 4).map((range) => get(PAGE, `Range: ${range}`, 'Accept-Encoding: gzip')),
  ...CONDITIONALS.map((headers) => get(PAGE, ...headers, 'Accept-Encoding: gzip')),
  { ...get(PAGE, 'If-None-Match: {etag}', 'Accept-Encoding: gzip'), method: 'HEAD', name: 'HEAD conditional' },
  ...['HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'get'].flatMap((method) =>
    [PAGE, '/docs/intro.html', '/nope'].map((target) => ({
      name: `${method} ${target}`,
      method,
      target,
      headers: ['Accept-Encoding: gzip'],
    })),
  ),
  { name: 'OPTIONS *', method: 'OPTIONS', target: '*' },
  { name: 'absolute-form', target: `http://example.com${PAGE}` },
  { name: 'absolute-form redirect', target: 'http://example.com/docs/intro.html?x=1' },
  { name: 'absolute-form with a bad host', target: 'http://[::1/docs/' },
  { name: 'absolute-form, another scheme', target: 'ftp://example.com/docs/' },
  { name: 'relative target', target: 'docs/intro/' },
  { name: 'no Host', target: PAGE, host: false },
  { name: 'two Hosts', target: PAGE, headers: ['Host: other.example'] },
  { name: 'HTTP/1.0 without Host', target: PAGE, version: 'HTTP/1.0', host: false },
  { name: 'HTTP/2.0 on an HTTP/1 port', target: PAGE, version: 'HTTP/2.0' },
  { name: 'HTTP/1.1 with a body', target: PAGE, headers: ['Content-Length: 5', '', 'hello'] },
  { name: 'header without a colon', target: PAGE, headers: ['This is not a header'] },
  { name: 'header with a space before the colon', target: PAGE, headers: ['Accept : text/markdown'] },
  { name: 'header value with non-ASCII bytes', target: PAGE, headers: ['X-Name: caf\u00e9'] },
  { name: 'a 6 KB header', target: PAGE, headers: [`X-Big: ${'a'.repeat(6_000)}`] },
  { name: 'a 20 KB header', target: PAGE, headers: [`X-Big: ${'a'.repeat(20_000)}`] },
  { name: 'a 20 KB target', target: `/docs/${'a'.repeat(20_000)}` },
  { name: '200 headers', target: PAGE, headers: Array.from({ length: 200 }, (_, i) => `X-H${i}: ${i}`) },
  {
    name: 'Upgrade to WebSocket',
    target: PAGE,
    headers: ['Upgrade: websocket', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13'],
  },
  { name: 'Expect: 100-continue', target: PAGE, headers: ['Expect: 100-continue'] },
  { name: 'Transfer-Encoding on a GET', target: PAGE, headers: ['Transfer-Encoding: chunked', '', '0', '', ''] },
  { name: 'Range with Accept: text/markdown', target: PAGE, headers: ['Range: bytes=0-9', 'Accept: text/markdown'] },
  // PCRE's $ matched before a final newline: nginx served the page's twin at <page>/%0a.
  get('/docs/intro/%0a', 'Accept: text/markdown'),
  get('/docs/%0a', 'Accept: text/markdown'),
  // A `.html` with no name is its folder, never `…//`.
  get('/docs/intro/.html'),
  get('/docs/.html'),
  get(PAGE, 'Accept: */*;variant=gfm'),
  get(PAGE, 'Accept: text/*;variant=gfm'),
  get(PAGE, 'Accept: text/markdown;q=0, text/markdown'),
];

let hosts: Hosts;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  hosts = await startHosts();
});
test.afterAll(async () => {
  await hosts?.stop();
});

function requestBytes(shape: Shape, validators: { etag: string; lastModified: string } = { etag: '', lastModified: '' }): Buffer {
  const lines = [
    `${shape.method ?? 'GET'} ${shape.target} ${shape.version ?? 'HTTP/1.1'}`,
    ...(shape.host === false ? [] : ['Host: 127.0.0.1']),
    ...(shape.headers ?? []).map((line) => line.replace('{etag}', validators.etag).replace('{lastModified}', validators.lastModified)),
  ];
  const body = lines.indexOf('');
  const text =
    body < 0
      ? `${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`
      : [...lines.slice(0, body), 'Connection: close', ...lines.slice(body)].join('\r\n');
  return Buffer.from(text, 'latin1');
}

/**
 * Sends `shapes` to the three hosts, a few at a time, and collects every difference and broken
 * invariant. For the generated corpus, what is compared is the outcome (outcomeOf), a 5xx from Node
 * or nginx breaks an invariant, and a request the emulator's front end would answer itself is not
 * sent to the CDN: nothing of the CDN can be read from its answer, and some it never gives.
 */
async function sendToAllHosts(
  shapes: Shape[],
  { validators, generated = false }: { validators?: Record<Host, { etag: string; lastModified: string }>; generated?: boolean },
): Promise<{ unexplained: string[]; broken: string[]; used: Set<Accepted> }> {
  const unexplained: string[] = [];
  const broken: string[] = [];
  const used = new Set<Accepted>();
  const compare = generated ? outcomeOf : (view: View) => view;
  for (let start = 0; start < shapes.length; start += 16) {
    await Promise.all(
      shapes.slice(start, start + 16).map(async (shape) => {
        const name = shape.name ?? JSON.stringify(shape).slice(0, 200);
        const send = (host: Host) =>
          // A generous wait: under a loaded CI the emulator once took over 5 s for the 200-header
          // request, and a late answer is not a difference (no answer at all still is: status 0).
          rawRequest(hosts.port[host], requestBytes(shape, validators?.[host]), {
            head: shape.method === 'HEAD',
            timeoutMs: patience(host, shape),
          });
        const servers = generated && answeredByTheEmulator(shape) ? (['node', 'nginx'] as const) : HOSTS;
        const responses = Object.fromEntries(await Promise.all(servers.map(async (host) => [host, await send(host)]))) as Record<
          Host,
          Awaited<ReturnType<typeof rawRequest>>
        >;
        // wrangler's emulator now and then leaves a request unanswered while others are in flight
        // (not reproducible alone): the CDN gets one more try at it. Node and nginx get none.
        if (responses.cdn?.status === 0) responses.cdn = await send('cdn');
        for (const host of servers) {
          for (const invariant of brokenInvariants(responses[host], hosts.origin[host], CANARY))
            broken.push(`${host} — ${name}: ${invariant}`);
          // 505 is the honest answer to a version other than HTTP/1.x.
          if (generated && host !== 'cdn' && responses[host].status >= 500 && responses[host].status !== 505)
            broken.push(`${host} — ${name}: answered ${responses[host].status}`);
        }
        const views = Object.fromEntries(servers.map((host) => [host, compare(viewOf(responses[host]))])) as Record<Host, View>;
        for (const server of servers.filter((host) => host !== 'node') as Array<'nginx' | 'cdn'>) {
          const left = unexplainedDifferences(shape, server, views, used);
          if (left.length) unexplained.push(`${server} — ${name}: ${left.join('; ')}`);
        }
      }),
    );
  }
  return { unexplained, broken, used };
}

/** After a corpus, every host still serves the site (with the corpus's patience: a slow answer from a loaded emulator is not a stopped server). */
async function expectAllServing(): Promise<void> {
  for (const host of HOSTS) {
    const alive = await rawRequest(hosts.port[host], `GET /docs/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, {
      timeoutMs: patience(host, get('/docs/')),
    });
    expect.soft(alive.status, `${host} still serves the site`).toBe(200);
  }
}

test('the Node server, nginx and the CDN answer the corpus alike', async () => {
  test.setTimeout(120_000);
  expect(CORPUS.length).toBeGreaterThanOrEqual(200);
  // Each host's own validators for the page, as a browser would have them from its last visit.
  const validators = Object.fromEntries(
    await Promise.all(
      HOSTS.map(async (host) => {
        const response = await rawRequest(
          hosts.port[host],
          `GET ${PAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`,
        );
        return [
          host,
          {
            etag: response.headers.etag?.[0] ?? '"none"',
            lastModified: response.headers['last-modified']?.[0] ?? 'Thu, 01 Jan 2099 00:00:00 GMT',
          },
        ];
      }),
    ),
  ) as Record<Host, { etag: string; lastModified: string }>;
  const { unexplained, broken, used } = await sendToAllHosts(CORPUS, { validators });
  await expectAllServing();
  expect.soft(broken, 'broken invariants').toEqual([]);
  expect.soft(unexplained, 'differences no ACCEPTED entry explains').toEqual([]);
  expect(
    ACCEPTED.filter((entry) => !used.has(entry)).map((entry) => entry.why),
    'ACCEPTED entries no difference needs',
  ).toEqual([]);
});

/** How many generated requests each run sends to the three hosts (HOSTILE_REQUESTS sets more); the seed is printed on a failure. */
const GENERATED_REQUESTS = Number(process.env.HOSTILE_REQUESTS ?? 400);

test('the generated hostile corpus: every host keeps the invariants and the hosts agree', async () => {
  test.setTimeout(180_000);
  const seed = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);
  const shapes: Shape[] = [
    ...fc.sample(hostileRequest, { numRuns: GENERATED_REQUESTS, seed }),
    ...fc.sample(hostileNavigation, { numRuns: GENERATED_REQUESTS / 2, seed }).map((target) => ({ target })),
  ];
  const { unexplained, broken } = await sendToAllHosts(shapes, { generated: true });
  await expectAllServing();
  const again = `(HOSTILE_SEED=${seed} repeats this corpus)`;
  expect.soft(broken, `broken invariants ${again}`).toEqual([]);
  expect(unexplained, `differences no ACCEPTED entry explains ${again}`).toEqual([]);
});

test('hostile paths opened in Chromium never leave the host, on any of the three', async ({ context }) => {
  test.setTimeout(120_000);
  const seed = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);
  // Paths a browser sends as written: it reads tabs, newlines and backslashes itself.
  const paths = fc.sample(hostileNavigation, { numRuns: 6, seed });
  const left: string[] = [];
  for (const host of HOSTS) {
    const origin = hosts.origin[host];
    await Promise.all(
      paths.map(async (target) => {
        const page = await context.newPage();
        const elsewhere = (url: string) => url.startsWith('http') && new URL(url).origin !== origin;
        page.on('request', (request) => {
          if (request.isNavigationRequest() && elsewhere(request.url()))
            left.push(`${host} — ${JSON.stringify(target)}: went to ${request.url()}`);
        });
        await page.goto(`${origin}${target}`, { waitUntil: 'load' }).catch(() => undefined);
        // The site's own start-up script may still navigate (the not-found page's .html clean-up).
        await page
          .waitForFunction(
            // The app started (the not-found page's clean-up has run), or the answer is no page of the app.
            () =>
              document.readyState === 'complete' &&
              ((window as unknown as { ___loader?: unknown }).___loader !== undefined || !document.querySelector('script[src]')),
            undefined,
            { timeout: 3_000 },
          )
          .catch(() => undefined);
        await page.waitForLoadState('load').catch(() => undefined);
        if (elsewhere(page.url())) left.push(`${host} — ${JSON.stringify(target)}: ended on ${page.url()}`);
        await page.close();
      }),
    );
  }
  expect(left, `navigations off the host (HOSTILE_SEED=${seed} repeats these paths)`).toEqual([]);
});

test('a page answers with its Markdown twin on the servers that negotiate, and says Vary: Accept', async ({ request }) => {
  const twin = await (await request.get(`${hosts.origin.node}/docs/intro/index.md`)).text();
  for (const origin of [hosts.origin.node, hosts.origin.nginx]) {
    const response = await request.get(`${origin}${PAGE}`, { headers: { Accept: 'text/markdown, text/html;q=0.9' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['vary']).toMatch(/\bAccept\b/);
    expect(await response.text()).toBe(twin);
  }
});

for (const host of ['nginx', 'cdn'] as const) {
  test(`the site works through ${host}: a page hydrates, its bundles are cached for a year`, async ({ page, request }) => {
    const origin = hosts.origin[host];
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${origin}/docs/connectors/recipes/pagination/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagination');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeEnabled();
    const bundle = scripts.find((url) => /\/app-[0-9a-f]{8}\.js$/.test(url))!;
    const response = await request.get(bundle, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
}
