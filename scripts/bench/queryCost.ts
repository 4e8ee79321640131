import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../lib/chromium';
import { SHARDS_PER_QUERY } from '../../src/search/options';
import type { SearchFiles } from './searchCorpus';

/**
 * A search engine as a reader's browser gets it: its files by URL path, and the body of a module
 * script that sets `window.runQuery(query)`, loading the engine at its first call as the site would.
 */
export interface BrowserEngine {
  files: Map<string, Buffer | string>;
  harness: string;
}

/** A fresh visitor's first query: what it downloaded, how long it took from search start, its top 5. */
export interface QueryCost {
  query: string;
  requests: number;
  /** Response bodies as sent (gzip where a CDN would compress), headers left out. */
  bytes: number;
  ms: number;
  urls: string[];
}

type Run = (query: string) => Promise<{ ms: number; urls: string[] }>;

const ROOT = path.resolve(__dirname, '../..');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** Serves `engine` on 127.0.0.1, counting the requests and body bytes after the harness page. */
async function serve(engine: BrowserEngine) {
  const page = `<!doctype html><html lang="en"><title>search bench</title><link rel="icon" href="data:,"><script type="module">${engine.harness}</script></html>`;
  const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const [url, content] of engine.files) {
    const type = TYPES[path.extname(url)];
    // As a CDN serves them: text gzip -9; the rest (Pagefind's wasm and index files, gzip streams it inflates itself) as is.
    bodies.set(
      url,
      type
        ? { body: zlib.gzipSync(content, { level: 9 }), headers: { 'Content-Type': type, 'Content-Encoding': 'gzip' } }
        : { body: Buffer.from(content), headers: { 'Content-Type': 'application/octet-stream' } },
    );
  }
  const count = { requests: 0, bytes: 0 };
  // Cross-origin isolated, performance.now() ticks in 5 µs instead of 100 µs steps.
  const isolated = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };
  const server = http.createServer((req, res) => {
    // Pagefind asks for its entry file with a cache-busting `?ts=`.
    const url = (req.url ?? '/').split('?')[0] ?? '/';
    if (url === '/') return void res.writeHead(200, { 'Content-Type': 'text/html', ...isolated }).end(page);
    const file = bodies.get(url);
    if (!file) return void res.writeHead(404).end();
    count.requests += 1;
    count.bytes += file.body.length;
    res.writeHead(200, { ...file.headers, ...isolated }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, count, close: () => server.close() };
}

const runner =
  (page: Page): Run =>
  (query) =>
    page.evaluate((q) => (window as unknown as { runQuery: Run }).runQuery(q), query);

/**
 * Each query in a new browser context (an empty cache, so its downloads count alone), then all of
 * them in turn in one visit (`visitMs`: the later searches of a reader who keeps typing).
 */
export async function queryCosts(engine: BrowserEngine, queries: string[]): Promise<{ cold: QueryCost[]; visitMs: number[] }> {
  ensureChromium();
  const { origin, count, close } = await serve(engine);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cold: QueryCost[] = [];
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(origin);
      Object.assign(count, { requests: 0, bytes: 0 });
      const { ms, urls } = await runner(page)(query);
      cold.push({ query, requests: count.requests, bytes: count.bytes, ms, urls });
      await context.close();
    }
    const page = await browser.newPage();
    await page.goto(origin);
    const visitMs: number[] = [];
    for (const query of queries) visitMs.push((await runner(page)(query)).ms);
    return { cold, visitMs };
  } finally {
    await browser.close();
    close();
  }
}

/**
 * The engine's own latency: one visit, every query once to load the engine and its shards, then every query `runs` times,
 * each timed in the page from the search's start to its top 5.
 */
export async function warmLatencies(engine: BrowserEngine, queries: string[], runs: number): Promise<number[]> {
  ensureChromium();
  const { origin, close } = await serve(engine);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(origin);
    const run = runner(page);
    // Every query once first: the engine and every shard a query reads are loaded before timing.
    for (const query of queries) await run(query);
    const times: number[] = [];
    for (let r = 0; r < runs; r += 1) for (const query of queries) times.push((await run(query)).ms);
    return times;
  } finally {
    await browser.close();
    close();
  }
}

/**
 * This site's search as useSearchIndex loads it: the index (fetched when the page is idle, here at
 * the first query, so it counts), then the engine's chunk (with every shard, where a query may read
 * them all), then the shards the query reads that are not loaded yet, then `search()`.
 */
const SITE_HARNESS = `let ready;
let loaded;
const text = (url) => fetch(url).then((r) => r.text());
window.runQuery = async (q) => {
  const t = performance.now();
  ready ??= text('/site/index.json').then((indexText) => {
    const index = JSON.parse(indexText);
    const all = index.shards.length <= ${SHARDS_PER_QUERY};
    return Promise.all([import('/site/engine.js'), ...(all ? index.shards.map((name) => text('/site/' + name)) : [])]).then(([engine, ...shards]) => {
      loaded = engine.prepareSearch(index);
      shards.forEach((shard, i) => engine.addShard(loaded, i, shard));
      return engine;
    });
  });
  const engine = await ready;
  const missing = engine.shardsFor(loaded, q).filter((shard) => !loaded.shards.has(shard));
  await Promise.all(missing.map((shard) => text('/site/' + loaded.shardFiles[shard]).then((t) => engine.addShard(loaded, shard, t))));
  const urls = engine.search(loaded, q).hits.slice(0, 5).map((h) => h.url);
  return { ms: performance.now() - t, urls };
};`;

/** This site's search in the browser; the engine's chunk is esbuild's minified bundle (the site's is webpack's). */
export async function siteEngine(files: SearchFiles): Promise<BrowserEngine> {
  const bundle = await build({
    stdin: {
      contents: `export { addShard, prepareSearch, search, shardsFor } from './src/search/browser/engine';`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const engine = bundle.outputFiles[0]?.text ?? '';
  return {
    files: new Map([
      ['/site/index.json', files.index],
      ...files.shards.map(({ name, content }): [string, string] => [`/site/${name}`, content]),
      ['/site/engine.js', engine],
    ]),
    harness: SITE_HARNESS,
  };
}
