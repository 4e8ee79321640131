/**
 * `npm run bench:search [-- --pages N]`: the search data and engine, measured.
 *   - the index's size and the shards' (count, median and largest), raw and gzip (what a visitor
 *     downloads), and the build time of the files;
 *   - query latency p50/p95/max over both query sets, in Node and in headless Chromium, through
 *     the engine's `search()`, the function the search box calls;
 *   - relevance: recall@5 (the expected page among the hits) and MRR on tests/search/queries.json,
 *     and the same (hit@5) on the misspellings of tests/search/typos.json;
 *   - how many words the docs lack (tests/search/absent.json) still return pages, corrected into
 *     words they do not mean; and both figures for other correction bounds, to show the choice;
 *   - as you type: how many word starts (prefixes of the index's words) are still read as the start
 *     of a word, completed, rather than corrected into another;
 *   - the relevance figures for other ranking weights (src/search/ranking.ts), and for other shard
 *     sizes and orders (src/search/fileFormat.ts), each indexed anew.
 *   - per query, beside Pagefind's index of the same documents: each query as a fresh visitor's
 *     first search in Chromium (requests, bytes as sent, time from search start to the top 5, the
 *     same relevance scoring), and all queries in one visit (queryCost.ts, pagefind.ts).
 * `--pages N` adds N synthetic pages (see syntheticPages.ts) to show how size and latency grow;
 * `--no-pagefind` skips Pagefind (its index and a fresh browser context per query cost minutes).
 * Writes .bench/search-<N>.json and prints each figure beside the one of the previous run with the
 * same N. A benchmark, not a test: it prints figures and never fails on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { resolveTerms, type ResolveOptions } from '../../src/search/browser/correct';
import { queryTerms } from '../../src/search/encode';
import { loadSearch, search, type LoadedSearch } from '../../src/search/browser/engine';
import type { SearchDocument } from '../../src/search/node/searchDocuments';
import { SHARD_BYTES } from '../../src/search/fileFormat';
import { RANKING, type Ranking } from '../../src/search/ranking';
import { kb, median, ms, percentile } from '../lib/stats';
import { pagefindEngine } from './pagefind';
import { queryCosts, siteEngine, warmLatencies, type BrowserEngine } from './queryCost';
import { buildSearchFiles, contentPageCount, siteDocuments, type SearchFiles } from './searchCorpus';
import { syntheticPages } from './syntheticPages';

const ROOT = path.resolve(__dirname, '../..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '0' },
    runs: { type: 'string', default: '20' },
    'no-pagefind': { type: 'boolean', default: false },
  },
});
const extra = Number(values.pages);
const runs = Number(values.runs);
type QuerySet = Array<{ query: string; expect: string }>;
const readSet = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search', file), 'utf8')) as { queries: QuerySet }).queries;
const queries = readSet('queries.json');
const typos = readSet('typos.json');
const absent = (JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/absent.json'), 'utf8')) as { words: string[] }).words;
const allQueries = [...queries, ...typos].map((q) => q.query);
const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;
const reportFile = path.join(ROOT, '.bench', `search-${extra}.json`);

interface Relevance {
  queries: number;
  recallAt5: number;
  mrr: number;
  misses: string[];
}

function relevance(set: QuerySet, hitsFor: (query: string) => Array<{ url: string }>): Relevance {
  let found = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const { query, expect } of set) {
    const rank = hitsFor(query).findIndex((hit) => hit.url.split('#')[0] === expect);
    if (rank === -1) misses.push(query);
    else {
      found += 1;
      reciprocal += 1 / (rank + 1);
    }
  }
  return { queries: set.length, recallAt5: found / set.length, mrr: reciprocal / set.length, misses };
}

/** Other ranking weights, each indexed anew, to show the choice (src/search/ranking.ts). */
const WEIGHTS: Array<[string, Partial<Ranking>]> = [
  ['chosen: title 3, heading 2, k1 1.2, b 0.75, links 0.5', {}],
  ['no link signal (links 0)', { links: 0 }],
  ['links 0.3', { links: 0.3 }],
  ['links 0.8', { links: 0.8 }],
  ['b 0.5 (less length normalisation)', { b: 0.5 }],
  ['heading weighs as the title (2, 2)', { title: 2 }],
];

const loadFiles = (files: SearchFiles) =>
  loadSearch(
    files.index,
    files.shards.map((shard) => shard.content),
  );

function weights(documents: SearchDocument[]) {
  return WEIGHTS.map(([label, change]) => {
    const loaded = loadFiles(buildSearchFiles(documents, { ranking: { ...RANKING, ...change } }));
    const hitsFor = (query: string) => search(loaded, query).hits;
    return { label, relevance: relevance(queries, hitsFor), typos: relevance(typos, hitsFor) };
  });
}

/** Each page's documents together, the pages in a seeded random order, numbered anew: shards that follow no sidebar. */
function shuffledPages(documents: SearchDocument[]): SearchDocument[] {
  const pages = new Map<string, SearchDocument[]>();
  for (const doc of documents) {
    const page = doc.url.split('#')[0] ?? doc.url;
    pages.set(page, [...(pages.get(page) ?? []), doc]);
  }
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return [...pages.values()]
    .map((docs) => ({ docs, key: random() }))
    .sort((a, b) => a.key - b.key)
    .flatMap(({ docs }) => docs)
    .map((doc, id) => ({ ...doc, id }));
}

/** Other shard sizes, and shards that follow no sidebar order, to show the choice (src/search/fileFormat.ts). */
const SHARDINGS: Array<[string, number, boolean, number?]> = [
  [`chosen: ${SHARD_BYTES / 1000} kB estimated, in route order, 2 routes a word`, SHARD_BYTES, false],
  ['the same, pages in random order (no topical shards)', SHARD_BYTES, true],
  ['4 routes a word', SHARD_BYTES, false, 4],
  ['100 kB estimated', 100_000, false],
  ['300 kB estimated', 300_000, false],
  ['one shard (every query reads everything)', Infinity, false],
];

function shardings(documents: SearchDocument[]) {
  return SHARDINGS.map(([label, shardBytes, shuffled, routesPerWord]) => {
    const files = buildSearchFiles(shuffled ? shuffledPages(documents) : documents, {
      shardBytes,
      ...(routesPerWord ? { routesPerWord } : {}),
    });
    const loaded = loadFiles(files);
    const hitsFor = (query: string) => search(loaded, query).hits;
    const sizes = files.shards.map((shard) => gzip(shard.content));
    return {
      label,
      shards: sizes.length,
      largestGzip: Math.max(...sizes),
      indexGzip: gzip(files.index),
      relevance: relevance(queries, hitsFor),
      typos: relevance(typos, hitsFor),
    };
  });
}

type Tuning = Pick<ResolveOptions, 'edits' | 'anyFirstLetter'>;
const bounds = (upTo0: number, upTo1: number) => (length: number) => (length <= upTo0 ? 0 : length <= upTo1 ? 1 : 2);
const TUNINGS: Array<[string, Tuning]> = [
  ['chosen: ≤4 letters 0 edits, ≤7 1, else 2; same first letter', {}],
  ['the same, any first letter', { anyFirstLetter: true }],
  ['≤3 letters 0 edits, ≤6 1, else 2', { edits: bounds(3, 6) }],
  ['≤4 letters 0 edits, else 1', { edits: bounds(4, Infinity) }],
  ['≤3 letters 0 edits, else 2', { edits: bounds(3, 3) }],
  ['no correction (completion only)', { edits: () => 0 }],
];

/** Typo hit@5 and absent words that return pages, for one set of correction bounds. */
function correction(loaded: LoadedSearch, tuning: Tuning) {
  const typoHits = relevance(typos, (query) => search(loaded, query, tuning).hits).recallAt5;
  // A word the docs have come to hold is no longer absent.
  const unknown = absent.filter((word) => queryTerms(word).some((t) => !loaded.vocabulary.position.has(t.stem)));
  const wrong = unknown.filter((word) => search(loaded, word, tuning).hits.length > 0);
  return { typoHits, absentWords: unknown.length, absentWithPages: wrong.length, wrong };
}

/**
 * As a reader types: the prefixes of 5 letters or more of the index's words that are no indexed word
 * themselves, and how many of them the last-word rule still reads as the start of a word (completed
 * to an indexed word they begin). A correction rule that fires mid-word shows here (`callb` → `call`).
 */
function asYouType(loaded: LoadedSearch) {
  const seen = new Set<string>();
  const lost: string[] = [];
  let prefixes = 0;
  for (const word of loaded.vocabulary.words) {
    if (!/^[a-z]+$/.test(word)) continue;
    for (let length = 5; length < word.length; length += 1) {
      const prefix = word.slice(0, length);
      if (seen.has(prefix)) continue;
      seen.add(prefix);
      const typed = queryTerms(prefix);
      if (typed.length !== 1 || loaded.vocabulary.position.has(typed[0]?.stem ?? '')) continue;
      prefixes += 1;
      const resolved = resolveTerms(typed, loaded.vocabulary);
      if (resolved.length !== 1 || !resolved[0]?.stem.startsWith(typed[0]?.stem ?? ''))
        lost.push(`${prefix} → ${resolved.map((t) => t.stem).join(' ')}`);
    }
  }
  return { prefixes, completed: prefixes - lost.length, lost };
}

const summary = (times: number[]) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  max: Math.max(...times),
  samples: times.length,
});

/** One engine's cost per query in Chromium, scored by the same relevance() as the Node figures. */
async function perQuery(engine: BrowserEngine, indexFiles: { count: number; bytes: number }, buildMs: number) {
  const { cold, visitMs } = await queryCosts(engine, allQueries);
  const urls = new Map(cold.map((c) => [c.query, c.urls.map((url) => ({ url }))]));
  const hitsFor = (query: string) => urls.get(query) ?? [];
  const spread = (counts: number[]) => ({ median: median(counts), max: Math.max(...counts) });
  return {
    bytes: spread(cold.map((c) => c.bytes)),
    requests: spread(cold.map((c) => c.requests)),
    firstQuery: summary(cold.map((c) => c.ms)),
    inOneVisit: summary(visitMs),
    relevance: relevance(queries, hitsFor),
    typos: relevance(typos, hitsFor),
    indexFiles,
    buildMs,
  };
}
type PerQuery = Awaited<ReturnType<typeof perQuery>>;

async function pagefindPerQuery(documents: SearchDocument[]) {
  const { engine, indexFiles, buildMs } = await pagefindEngine(documents);
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/pagefind/package.json'), 'utf8')) as { version: string };
  return { version, ...(await perQuery(engine, indexFiles, buildMs)) };
}

type Report = Awaited<ReturnType<typeof measure>>;

async function measure() {
  const documents = siteDocuments(syntheticPages(extra));
  const started = performance.now();
  const files = buildSearchFiles(documents);
  const buildMs = performance.now() - started;
  const loadStarted = performance.now();
  const loaded = loadFiles(files);
  const loadMs = performance.now() - loadStarted;
  const shardSizes = files.shards.map((shard) => gzip(shard.content));
  const totalGzip = gzip(files.index) + shardSizes.reduce((sum, size) => sum + size, 0);

  const nodeTimes: number[] = [];
  for (let r = 0; r < runs; r += 1) {
    for (const query of allQueries) {
      const t = performance.now();
      search(loaded, query);
      nodeTimes.push(performance.now() - t);
    }
  }
  const hitsFor = (query: string) => search(loaded, query).hits;
  const site = await siteEngine(files);
  const browserTimes = await warmLatencies(site, allQueries, runs);
  return {
    pages: contentPageCount() + extra,
    syntheticPages: extra,
    documents: documents.length,
    index: { raw: files.index.length, gzip: gzip(files.index) },
    shards: {
      count: shardSizes.length,
      largestRaw: Math.max(...files.shards.map((shard) => shard.content.length)),
      medianGzip: median(shardSizes),
      largestGzip: Math.max(...shardSizes),
    },
    totalGzip,
    buildMs,
    loadMs,
    latency: { node: summary(nodeTimes), chromium: summary(browserTimes) },
    relevance: relevance(queries, hitsFor),
    typos: relevance(typos, hitsFor),
    absent: correction(loaded, {}),
    typing: asYouType(loaded),
    bounds: TUNINGS.map(([label, tuning]) => ({ label, ...correction(loaded, tuning) })),
    weights: weights(documents),
    shardings: shardings(documents),
    perQuery: {
      // The index, the shards a query reads and the one engine chunk are this site's whole cost.
      site: await perQuery(site, { count: 1 + files.shards.length, bytes: totalGzip }, buildMs),
      pagefind: values['no-pagefind'] ? null : await pagefindPerQuery(documents),
    },
  };
}

/** `now`, then the previous run's figure in brackets (— when that run did not measure it). */
function beside(now: number, before: number | undefined, format: (value: number) => string): string {
  return `${format(now)} (was ${before === undefined || Number.isNaN(before) ? '—' : format(before)})`;
}

function print(report: Report, previous: Partial<Report> | null) {
  const b = previous ?? {};
  const size = kb;
  const ratio = (value: number) => value.toFixed(3);
  console.log(`Search benchmark — ${report.pages} pages (${extra} synthetic), ${report.documents} documents; (was …) = previous run`);
  console.log(
    `  index            ${beside(report.index.raw, b.index?.raw, size)} raw   ${beside(report.index.gzip, b.index?.gzip, size)} gzip`,
  );
  const count = (value: number) => String(value);
  console.log(
    `  shards           ${beside(report.shards.count, b.shards?.count, count)}, gzip median ${beside(report.shards.medianGzip, b.shards?.medianGzip, size)}, largest ${beside(report.shards.largestGzip, b.shards?.largestGzip, size)} (${size(report.shards.largestRaw)} raw)`,
  );
  console.log(
    `  all files        ${beside(report.totalGzip, b.totalGzip, size)} gzip   (the index alone loads when the page is idle; a query reads at most 2 shards)`,
  );
  console.log(`  index build      ${beside(report.buildMs, b.buildMs, ms)}   load in Node ${beside(report.loadMs, b.loadMs, ms)}`);
  for (const where of ['node', 'chromium'] as const) {
    const l = report.latency[where];
    const p = b.latency?.[where];
    console.log(
      `  query ${where.padEnd(9)}  p50 ${beside(l.p50, p?.p50, ms)}  p95 ${beside(l.p95, p?.p95, ms)}  max ${beside(l.max, p?.max, ms)}  (${l.samples} queries)`,
    );
  }
  for (const [label, now, was] of [
    ['relevance', report.relevance, b.relevance],
    ['typos', report.typos, b.typos],
  ] as const) {
    console.log(
      `  ${label.padEnd(16)} ${label === 'typos' ? 'hit@5' : 'recall@5'} ${beside(now.recallAt5, was?.recallAt5, ratio)}  MRR ${beside(now.mrr, was?.mrr, ratio)}  (${now.queries} queries)`,
    );
    if (now.misses.length) console.log(`  ${''.padEnd(16)} missed: ${now.misses.join(' | ')}`);
  }
  console.log(
    `  absent words     ${beside(report.absent.absentWithPages, b.absent?.absentWithPages, count)} of ${report.absent.absentWords} return pages${report.absent.wrong.length ? `: ${report.absent.wrong.join(' ')}` : ''}`,
  );
  if (report.typing)
    console.log(
      `  as you type      ${beside(report.typing.completed, b.typing?.completed, count)} of ${report.typing.prefixes} word starts completed${report.typing.lost.length ? `; not: ${report.typing.lost.slice(0, 6).join(', ')}${report.typing.lost.length > 6 ? ', …' : ''}` : ''}`,
    );
  console.log('  correction bounds compared (typo hit@5, absent words that return pages):');
  for (const row of report.bounds)
    console.log(`    ${row.label.padEnd(62)} ${row.typoHits.toFixed(3)}  ${row.absentWithPages}  ${row.wrong.join(' ')}`);
  console.log('  ranking weights compared (recall@5 / MRR, typo hit@5 / MRR):');
  for (const row of report.weights ?? [])
    console.log(
      `    ${row.label.padEnd(62)} ${ratio(row.relevance.recallAt5)} / ${ratio(row.relevance.mrr)}   ${ratio(row.typos.recallAt5)} / ${ratio(row.typos.mrr)}`,
    );
  console.log('  shardings compared (shards, largest gzip, index gzip; recall@5 / MRR, typo hit@5 / MRR):');
  for (const row of report.shardings ?? [])
    console.log(
      `    ${row.label.padEnd(62)} ${String(row.shards).padStart(4)}  ${size(row.largestGzip).padStart(9)}  ${size(row.indexGzip).padStart(9)}   ${ratio(row.relevance.recallAt5)} / ${ratio(row.relevance.mrr)}   ${ratio(row.typos.recallAt5)} / ${ratio(row.typos.mrr)}`,
    );
}

/** This site's search and Pagefind side by side, each figure pair beside the previous run's. */
function printPerQuery(now: Report['perQuery'], was: Partial<Report['perQuery']> = {}) {
  const ratio = (value: number) => value.toFixed(3);
  const pair = (a: number, b: number, format: (value: number) => string) => `${format(a)} / ${format(b)}`;
  const rows: Array<[string, (e: PerQuery) => string]> = [
    ['bytes, median / worst', (e) => pair(e.bytes.median, e.bytes.max, kb)],
    ['requests, median / worst', (e) => pair(e.requests.median, e.requests.max, String)],
    ['first query, p50 / p95', (e) => pair(e.firstQuery.p50, e.firstQuery.p95, ms)],
    ['in one visit, p50 / p95', (e) => pair(e.inOneVisit.p50, e.inOneVisit.p95, ms)],
    ['recall@5 / MRR', (e) => pair(e.relevance.recallAt5, e.relevance.mrr, ratio)],
    ['typo hit@5 / MRR', (e) => pair(e.typos.recallAt5, e.typos.mrr, ratio)],
    ['index files, count / size', (e) => `${e.indexFiles.count} / ${kb(e.indexFiles.bytes)}`],
    ['index build', (e) => ms(e.buildMs)],
  ];
  console.log(`  per query in Chromium: a new context each (empty cache), bodies as sent (text gzip -9); "in one visit": all in turn`);
  console.log(`  ${''.padEnd(26)} ${'this site'.padEnd(50)} ${now.pagefind ? `Pagefind ${now.pagefind.version}` : ''}`);
  for (const [label, show] of rows) {
    const column = (engine: PerQuery | null, before: PerQuery | null | undefined) =>
      engine ? `${show(engine)} (was ${before ? show(before) : '—'})` : 'skipped (--no-pagefind)';
    console.log(`  ${label.padEnd(26)} ${column(now.site, was.site).padEnd(50)} ${column(now.pagefind, was.pagefind)}`);
  }
  for (const [label, misses] of [
    ['queries', now.pagefind?.relevance.misses],
    ['typos', now.pagefind?.typos.misses],
  ] as const)
    if (misses?.length) console.log(`  Pagefind missed ${label}: ${misses.join(' | ')}`);
}

async function main() {
  const previous = fs.existsSync(reportFile) ? (JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Partial<Report>) : null;
  const report = await measure();
  fs.mkdirSync(path.dirname(reportFile), { recursive: true });
  fs.writeFileSync(reportFile, JSON.stringify(report, null, 2));
  print(report, previous);
  printPerQuery(report.perQuery, previous?.perQuery);
  console.log(`  → ${path.relative(ROOT, reportFile)}`);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
