/**
 * `npm run bench:search [-- --pages N]`: the search data and engine, measured.
 *   - index and store sizes, raw and gzip (what a visitor downloads), and the index build time;
 *   - query latency p50/p95/max over tests/search/queries.json, in Node and in headless Chromium;
 *   - relevance on the same set: recall@5 (the expected page among the hits) and MRR.
 * `--pages N` adds N synthetic pages (see syntheticPages.ts) to show how size and latency grow.
 * Writes .bench/search-<N>.json. A benchmark, not a test: it prints figures and never fails on them.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { prepareSearch, search } from '../../src/search/engine';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/e2e/support/chromium';
import { ensureChromium } from '../lib/chromium';
import { kb, ms, percentile } from '../lib/stats';
import { buildSearchFiles, contentPageCount, siteDocuments } from './searchCorpus';
import { syntheticPages } from './syntheticPages';

const ROOT = path.resolve(__dirname, '../..');
const { values } = parseArgs({ options: { pages: { type: 'string', default: '0' }, runs: { type: 'string', default: '20' } } });
const extra = Number(values.pages);
const runs = Number(values.runs);
const { queries } = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8')) as { queries: Array<{ query: string; expect: string }> };
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

interface Relevance {
  recallAt5: number;
  mrr: number;
  misses: string[];
}

function relevance(hitsFor: (query: string) => Array<{ url: string }>): Relevance {
  let found = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, expect } of queries) {
    const rank = hitsFor(query).findIndex((hit) => hit.url.split('#')[0] === expect);
    if (rank === -1) misses.push(query);
    else {
      found += 1;
      reciprocal += 1 / (rank + 1);
    }
  }
  return { recallAt5: found / queries.length, mrr: reciprocal / queries.length, misses };
}

async function measureInChromium(files: { index: string; store: string }): Promise<number[]> {
  ensureChromium();
  const bundle = await build({
    stdin: {
      contents: `import { prepareSearch, search } from './src/search/engine';
        window.runBench = async (queries, runs) => {
          const [indexText, storeText] = await Promise.all([fetch('/index.json').then(r => r.text()), fetch('/store.json').then(r => r.text())]);
          const loaded = prepareSearch(indexText, storeText);
          const times = [];
          for (let r = 0; r < runs; r++) for (const q of queries) { const t = performance.now(); search(loaded, q); times.push(performance.now() - t); }
          return times;
        };`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const server = http.createServer((req, res) => {
    const routes: Record<string, [string, string]> = {
      '/': ['text/html', '<!doctype html><title>search bench</title><script src="/bench.js"></script>'],
      '/bench.js': ['text/javascript', script],
      '/index.json': ['application/json', files.index],
      '/store.json': ['application/json', files.store],
    };
    const route = routes[req.url ?? '/'];
    if (!route) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': route[0] }).end(route[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return await page.evaluate(([q, r]) => (window as unknown as { runBench: (q: string[], r: number) => Promise<number[]> }).runBench(q, r), [
      queries.map((x) => x.query),
      runs,
    ] as const);
  } finally {
    await browser.close();
    server.close();
  }
}

async function main() {
  const documents = siteDocuments(syntheticPages(extra));
  const started = performance.now();
  const files = buildSearchFiles(documents);
  const buildMs = performance.now() - started;
  const loaded = prepareSearch(files.index, files.store);

  const nodeTimes: number[] = [];
  for (let r = 0; r < runs; r += 1) {
    for (const { query } of queries) {
      const t = performance.now();
      search(loaded, query);
      nodeTimes.push(performance.now() - t);
    }
  }
  const quality = relevance((query) => search(loaded, query));
  const browserTimes = await measureInChromium(files);

  const report = {
    pages: contentPageCount() + extra,
    syntheticPages: extra,
    documents: documents.length,
    index: { raw: files.index.length, gzip: gzip(files.index) },
    store: { raw: files.store.length, gzip: gzip(files.store) },
    totalGzip: gzip(files.index) + gzip(files.store),
    buildMs,
    latency: {
      node: { p50: percentile(nodeTimes, 50), p95: percentile(nodeTimes, 95), max: Math.max(...nodeTimes), samples: nodeTimes.length },
      chromium: { p50: percentile(browserTimes, 50), p95: percentile(browserTimes, 95), max: Math.max(...browserTimes), samples: browserTimes.length },
    },
    relevance: { queries: queries.length, ...quality },
  };
  fs.mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.bench', `search-${extra}.json`), JSON.stringify(report, null, 2));

  console.log(`Search benchmark — ${report.pages} pages (${extra} synthetic), ${report.documents} documents`);
  console.log(`  index            ${kb(report.index.raw).padStart(12)} raw ${kb(report.index.gzip).padStart(12)} gzip`);
  console.log(`  store            ${kb(report.store.raw).padStart(12)} raw ${kb(report.store.gzip).padStart(12)} gzip`);
  console.log(`  both files                          ${kb(report.totalGzip).padStart(12)} gzip`);
  console.log(`  index build      ${ms(buildMs)}`);
  for (const [where, l] of Object.entries(report.latency)) {
    console.log(`  query ${where.padEnd(9)}  p50 ${ms(l.p50)}  p95 ${ms(l.p95)}  max ${ms(l.max)}  (${l.samples} queries)`);
  }
  console.log(`  relevance        recall@5 ${quality.recallAt5.toFixed(3)}  MRR ${quality.mrr.toFixed(3)}  (${queries.length} queries)`);
  if (quality.misses.length) console.log(`  missed           ${quality.misses.join(' | ')}`);
  console.log(`  → .bench/search-${extra}.json`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
