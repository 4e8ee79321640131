import { impacts, RANKING, type RankedDocument, type Ranking } from './ranking';
import type { SearchOptions, StoredDocument } from './options';

/*
 * The layout of the search files, written by the build and read by the browser and the benchmark;
 * all JSON. A version's documents are cut into shards of whole pages; the index holds the whole
 * version's words and, for each word, the shards where it weighs most, so a query fetches the
 * index and at most SHARDS_PER_QUERY shards however large the site grows. When each loads:
 * useSearchIndex.ts. Why: docs/decisions/2026-11-29-search-shards.md.
 */

/** Shards the index names for each word, the best first (more cost the index bytes and gained nothing measured). */
const ROUTES_PER_WORD = 2;

/**
 * What a shard aims to hold, in bytes of pages as `shardCost` estimates them: about 47 KB gzip, so
 * the index, the engine and two shards stay within 150 KB at 5,000 pages, and the benchmark's 53
 * pages fit in two shards that every query reads. A target, not a cap: a shard may pass it by a
 * page, and a page larger than it is a shard of its own.
 */
export const SHARD_BYTES = 200_000;

/** The index file: what correction, "Did you mean" and the choice of shards read, for the whole version. */
export interface PackedIndex {
  /** How many documents the version holds (for idf). */
  documents: number;
  /** The indexed words (stems and title prefixes), sorted, separated by spaces. */
  words: string;
  /** By word: how many documents hold it. */
  counts: number[];
  /**
   * By word: its best shards, best first, flattened as `[shard, level, …]`; the word's largest
   * impact in that shard is about 2^level steps.
   */
  routes: number[][];
  /** The shard files by number, beside the index file. */
  shards: string[];
  options: SearchOptions;
}

/**
 * A shard file: a run of whole pages, its documents' ids consecutive from `first`. Postings are by
 * word (its position in the index, written as the difference from the previous one), its documents
 * ascending, each as `(id - previous id) * levels + impact steps` counted from `first`. The store
 * lists each page's URL, title and sidebar place once, then each document's page, anchor, section
 * heading and text excerpt (`''` for none).
 */
interface PackedShard {
  first: number;
  /** Impact steps per unit (RANKING.scale when built). */
  scale: number;
  /** One more than the largest impact step: the radix of a posting. */
  levels: number;
  words: number[];
  postings: number[][];
  pages: Array<[path: string, title: string, subcategory: string]>;
  documents: Array<[page: number, anchor: string, section: string, text: string]>;
}

const pathOf = (url: string) => url.split('#')[0] ?? url;

/** What a document adds to its shard's file, in bytes, about: its stored record and its postings. */
const shardCost = (stored: StoredDocument, words: number) => JSON.stringify(stored).length + 5 * words;

/**
 * Runs of whole pages (documents `[from, to)`): `ceil(total / bytes)` of them, as `shardCost`
 * estimates sizes, each page in the one its middle falls in, so shards are as even as whole pages
 * allow and none is a small remainder (unless a page larger than `bytes` stands alone).
 */
function cutShards(stored: readonly StoredDocument[], wordsOf: readonly number[], bytes: number): Array<[number, number]> {
  const pages: Array<{ from: number; cost: number }> = [];
  for (let id = 0; id < stored.length; id += 1) {
    const doc = stored[id] as StoredDocument;
    const last = pages[pages.length - 1];
    const cost = shardCost(doc, wordsOf[id] ?? 0);
    if (last && pathOf(stored[last.from]?.url ?? '') === pathOf(doc.url)) last.cost += cost;
    else pages.push({ from: id, cost });
  }
  const total = pages.reduce((sum, page) => sum + page.cost, 0);
  if (!total) return pages.length ? [[0, stored.length]] : [];
  const each = total / Math.max(1, Math.ceil(total / bytes));
  const shards: Array<[number, number]> = [];
  let before = 0;
  let current = -1;
  for (const { from, cost } of pages) {
    // A page goes to the shard its middle falls in.
    const shard = Math.floor((before + cost / 2) / each);
    if (shard !== current) {
      const open = shards[shards.length - 1];
      if (open) open[1] = from;
      shards.push([from, stored.length]);
      current = shard;
    }
    before += cost;
  }
  return shards;
}

const levelOf = (steps: number) => Math.max(0, Math.round(Math.log2(steps)));

/**
 * At build: the documents (ids 0…n-1, each page's together; `stored[id]` is what hits show of
 * document `id`) → the shard files' texts, and the index's text once their file names are known.
 * `ranking` and `shardBytes`: the benchmark compares others.
 */
export function packSearch(
  documents: readonly RankedDocument[],
  stored: readonly StoredDocument[],
  options: SearchOptions,
  {
    ranking = RANKING,
    shardBytes = SHARD_BYTES,
    routesPerWord = ROUTES_PER_WORD,
  }: { ranking?: Ranking; shardBytes?: number; routesPerWord?: number } = {},
): { shards: string[]; index: (shardFiles: string[]) => string } {
  if (documents.some((doc, i) => doc.id !== i) || stored.length !== documents.length)
    throw new Error('search documents must be numbered 0…n-1, each with its stored record');
  const byWord = impacts(documents, ranking);
  const words = [...byWord.keys()].sort();
  let levels = 1;
  const wordsOf = documents.map(() => 0);
  for (const list of byWord.values())
    for (const [id, steps] of list) {
      levels = Math.max(levels, steps + 1);
      wordsOf[id] = (wordsOf[id] ?? 0) + 1;
    }
  const ranges = cutShards(stored, wordsOf, shardBytes);
  const shardOf = new Int32Array(documents.length);
  ranges.forEach(([from, to], shard) => shardOf.fill(shard, from, to));

  const packed = ranges.map(([from]): PackedShard => ({
    first: from,
    scale: ranking.scale,
    levels,
    words: [],
    postings: [],
    pages: [],
    documents: [],
  }));
  // Each word's documents are ascending and each shard a run of them: one pass splits them by shard.
  const lastWord = packed.map(() => 0);
  words.forEach((word, position) => {
    let shard = -1;
    let list: number[] = [];
    let previous = 0;
    for (const [id, steps] of byWord.get(word) ?? []) {
      const at = shardOf[id] ?? 0;
      const into = packed[at];
      if (!into) continue;
      if (at !== shard) {
        shard = at;
        into.words.push(position - (lastWord[at] ?? 0));
        lastWord[at] = position;
        into.postings.push((list = []));
        previous = into.first;
      }
      list.push((id - previous) * levels + steps);
      previous = id;
    }
  });
  const shards = packed.map((into, shard) => {
    const [from, to] = ranges[shard] ?? [0, 0];
    const pageIndex = new Map<string, number>();
    for (const doc of stored.slice(from, to)) {
      const path = pathOf(doc.url);
      let page = pageIndex.get(path);
      if (page === undefined) {
        page = into.pages.length;
        pageIndex.set(path, page);
        into.pages.push([path, doc.title, doc.subcategory]);
      }
      into.documents.push([page, doc.url.slice(path.length + 1), doc.section ?? '', doc.text]);
    }
    return JSON.stringify(into);
  });

  const routes = words.map((word) => {
    const best = new Map<number, number>();
    for (const [id, steps] of byWord.get(word) ?? []) {
      const shard = shardOf[id] ?? 0;
      best.set(shard, Math.max(best.get(shard) ?? 0, steps));
    }
    return [...best]
      .sort(([a, x], [b, y]) => y - x || a - b)
      .slice(0, routesPerWord)
      .flatMap(([shard, steps]) => [shard, levelOf(steps)]);
  });
  const index = (shardFiles: string[]) =>
    JSON.stringify({
      documents: documents.length,
      words: words.join(' '),
      counts: words.map((word) => byWord.get(word)?.length ?? 0),
      routes,
      shards: shardFiles,
      options,
    } satisfies PackedIndex);
  return { shards, index };
}

/** A word's documents, ascending, with its impact in each. */
export interface Postings {
  ids: number[];
  impacts: number[];
}

/** A shard as the engine reads it: its words' documents (decoded at first use) and its stored documents. */
export interface Shard {
  /** The documents of the word at `position` in the index that this shard holds; ids are the version's. */
  postings: (position: number) => Postings | undefined;
  /** By id: the documents this shard holds. */
  documents: Map<number, StoredDocument>;
}

/** A shard file's text → the shard. */
export function unpackShard(text: string): Shard {
  const packed = JSON.parse(text) as PackedShard;
  const slots = new Map<number, number>();
  let position = 0;
  packed.words.forEach((step, slot) => slots.set((position += step), slot));
  const decoded = new Map<number, Postings>();
  const postings = (at: number) => {
    const slot = slots.get(at);
    if (slot === undefined) return undefined;
    let found = decoded.get(slot);
    if (found) return found;
    found = { ids: [], impacts: [] };
    let id = packed.first;
    for (const value of packed.postings[slot] ?? []) {
      const steps = value % packed.levels;
      id += (value - steps) / packed.levels;
      found.ids.push(id);
      found.impacts.push(steps / packed.scale);
    }
    decoded.set(slot, found);
    return found;
  };
  const documents = new Map<number, StoredDocument>();
  packed.documents.forEach(([pageAt, anchor, section, text], i) => {
    const page = packed.pages[pageAt];
    if (!page) return;
    documents.set(packed.first + i, {
      url: anchor ? `${page[0]}#${anchor}` : page[0],
      title: page[1],
      section: section || null,
      subcategory: page[2],
      text,
    });
  });
  return { postings, documents };
}
