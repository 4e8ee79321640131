import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';

export type ResourceKind = 'js' | 'css' | 'html' | 'json' | 'image' | 'other';

export interface Transfer {
  url: string;
  kind: ResourceKind;
  /** Bytes over the wire (headers and compressed body). */
  transferred: number;
  /** Bytes after decoding. */
  decoded: number;
  /** The decoded body gzipped at level 6: a size that depends on neither the server nor its headers. */
  gzip6: number;
  /** False when the browser would not give the body: `decoded` and `gzip6` are then unknown, not 0. */
  bodyRead?: boolean;
  /** When the request started, relative to navigation start (ms). */
  startedAt: number;
  /** When the response finished, relative to navigation start (ms). */
  at: number;
}

export interface Visit {
  transfers: Transfer[];
  /** performance.timing-based load event end, relative to navigation start (ms). */
  loadEventEnd: number;
}

function kindOf(url: string, mime: string): ResourceKind {
  if (mime.includes('javascript') || /\.js(\?|$)/.test(url)) return 'js';
  if (mime.includes('css')) return 'css';
  if (mime.includes('html')) return 'html';
  if (mime.includes('json')) return 'json';
  if (mime.startsWith('image/')) return 'image';
  return 'other';
}

/**
 * Loads `url` in a fresh context (empty cache) and records every response with its transferred and
 * decoded size, through the DevTools protocol. Waits until the network is idle and `settleMs` more,
 * so idle-time downloads (search data) are seen and can be classified by time.
 */
export async function recordVisit(browser: Browser, url: string, settleMs = 1500): Promise<Visit> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; mime: string }>();
  const startedAt = new Map<string, number>();
  const transfers: Transfer[] = [];
  const bodies: Array<Promise<void>> = [];
  let start = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!start) start = e.timestamp;
    startedAt.set(e.requestId, (e.timestamp - start) * 1000);
  });
  cdp.on('Network.responseReceived', (e) => pending.set(e.requestId, { url: e.response.url, mime: e.response.mimeType }));
  cdp.on('Network.loadingFinished', (e) => {
    const response = pending.get(e.requestId);
    if (!response || response.url.startsWith('data:')) return;
    const entry: Transfer = {
      url: response.url,
      kind: kindOf(response.url, response.mime),
      transferred: e.encodedDataLength,
      decoded: 0,
      gzip6: 0,
      bodyRead: false,
      startedAt: startedAt.get(e.requestId) ?? 0,
      at: (e.timestamp - start) * 1000,
    };
    transfers.push(entry);
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId: e.requestId }).then(
        (body) => {
          const bytes = Buffer.from(body.body, body.base64Encoded ? 'base64' : 'utf8');
          Object.assign(entry, { decoded: bytes.length, gzip6: gzipSync(bytes, { level: 6 }).length, bodyRead: true });
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(settleMs);
  const loadEventEnd = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav ? nav.loadEventEnd : 0;
  });
  await Promise.all(bodies);
  await context.close();
  return { transfers, loadEventEnd };
}

/** The bytes of one client-side navigation from `from` to the first link matching `linkSelector`. */
export async function recordNavigation(
  browser: Browser,
  from: string,
  linkSelector: string,
): Promise<{ to: string; transfers: Transfer[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const settled = quiet(page);
  await page.goto(from, { waitUntil: 'networkidle' });
  const link = page.locator(linkSelector).first();
  // Scrolled to first, then settled: the links that scroll into view are prefetched (Gatsby's
  // viewport prefetch), and what loads when the page is idle (search data) comes late on a busy
  // machine; those bytes are not this navigation's.
  await link.scrollIntoViewIfNeeded();
  await settled(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, { url: string; mime: string }>();
  const transfers: Transfer[] = [];
  // Gatsby loads a page's data and code, then changes the URL: what starts later (the new page's
  // prefetches, a hover under the resting pointer) belongs to the next navigation, not this one.
  const before = new Set<string>();
  let arrived = false;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!arrived) before.add(e.requestId);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (before.has(e.requestId)) pending.set(e.requestId, { url: e.response.url, mime: e.response.mimeType });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = pending.get(e.requestId);
    if (response)
      transfers.push({
        url: response.url,
        kind: kindOf(response.url, response.mime),
        transferred: e.encodedDataLength,
        decoded: 0,
        gzip6: 0,
        startedAt: 0,
        at: 0,
      });
  });
  const to = (await link.getAttribute('href')) ?? '';
  // A real reader's pointer passes over the link first (Gatsby preloads on hover): count that too.
  await link.hover();
  await link.click();
  await page.waitForURL((u) => u.pathname === to.split('#')[0]);
  arrived = true;
  await settled(500);
  await context.close();
  return { to, transfers };
}

/**
 * Watches `page`'s requests; the function returned resolves once none has been in flight or
 * started for `ms` (Playwright's `networkidle` is reached once per load and not waited for again).
 */
function quiet(page: Page): (ms: number) => Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight += 1;
    last = Date.now();
  });
  const done = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (ms) => {
    const deadline = Date.now() + 30_000;
    while ((inFlight > 0 || Date.now() - last < ms) && Date.now() < deadline) await page.waitForTimeout(100);
  };
}
