import { impacts, RANKING, type RankedDocument, type Ranking } from './ranking';
import type { SearchOptions, StoredDocument } from './options';

/*
 * The layout of the two search files, written by the build and read by the browser and the
 * benchmark; both JSON. Why the index is the site's own: docs/decisions/2026-11-29-ranked-index.md.
 */

/**
 * Each word once, in sorted order (the vocabulary the typo correction searches), with its
 * documents in ascending id, each written as `(id - previous id) * levels + impact steps`.
 */
interface PackedIndex {
  /** How many documents the index holds (for idf). */
  documents: number;
  /** Impact steps per unit (RANKING.scale when built). */
  scale: number;
  /** One more than the largest impact step: the radix of a posting. */
  levels: number;
  /** The indexed words (stems and title prefixes), sorted, separated by spaces. */
  words: string;
  /** By word: its documents. */
  postings: number[][];
}

/** At build: the documents → the index file (`ranking`: the benchmark compares other weights). */
export function packIndex(documents: readonly RankedDocument[], ranking: Ranking = RANKING): string {
  const byWord = impacts(documents, ranking);
  const words = [...byWord.keys()].sort();
  let levels = 1;
  for (const list of byWord.values()) for (const [, steps] of list) levels = Math.max(levels, steps + 1);
  const postings = words.map((word) => {
    let previous = 0;
    return (byWord.get(word) ?? []).map(([id, steps]) => {
      const value = (id - previous) * levels + steps;
      previous = id;
      return value;
    });
  });
  return JSON.stringify({
    documents: documents.length,
    scale: ranking.scale,
    levels,
    words: words.join(' '),
    postings,
  } satisfies PackedIndex);
}

/** A word's documents, ascending, with its impact in each. */
export interface Postings {
  ids: number[];
  impacts: number[];
}

export interface UnpackedIndex {
  documents: number;
  /** The indexed words, sorted, so a binary search finds those a prefix starts. */
  words: string[];
  /** How many documents hold each word, by its position in `words`. */
  counts: number[];
  /** The documents of the word at `position`, decoded at first use. */
  postings: (position: number) => Postings;
}

/** The index file's text → the vocabulary and its postings. */
export function unpackIndex(text: string): UnpackedIndex {
  const packed = JSON.parse(text) as PackedIndex;
  const words = packed.words ? packed.words.split(' ') : [];
  const decoded = new Map<number, Postings>();
  const postings = (position: number): Postings => {
    let found = decoded.get(position);
    if (found) return found;
    found = { ids: [], impacts: [] };
    let id = 0;
    for (const value of packed.postings[position] ?? []) {
      const steps = value % packed.levels;
      id += (value - steps) / packed.levels;
      found.ids.push(id);
      found.impacts.push(steps / packed.scale);
    }
    decoded.set(position, found);
    return found;
  };
  return { documents: packed.documents, words, counts: words.map((_, w) => packed.postings[w]?.length ?? 0), postings };
}

/**
 * The store: each page's URL, title and sidebar place once, then by document id its page, anchor,
 * section heading and text excerpt (`''` for none), instead of every field on every section.
 */
interface PackedStore {
  options: SearchOptions;
  pages: Array<[path: string, title: string, subcategory: string]>;
  documents: Array<[page: number, anchor: string, section: string, text: string] | null>;
}

/** At build: the stored documents (by document id) → the store file. */
export function packStore(store: Record<string, StoredDocument>, options: SearchOptions): string {
  const pages: PackedStore['pages'] = [];
  const pageIndex = new Map<string, number>();
  const documents: PackedStore['documents'] = [];
  for (const [id, doc] of Object.entries(store)) {
    const hash = doc.url.indexOf('#');
    const path = hash === -1 ? doc.url : doc.url.slice(0, hash);
    const key = `${path}\u0000${doc.title}\u0000${doc.subcategory}`;
    let page = pageIndex.get(key);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(key, page);
      pages.push([path, doc.title, doc.subcategory]);
    }
    documents[Number(id)] = [page, hash === -1 ? '' : doc.url.slice(hash + 1), doc.section ?? '', doc.text];
  }
  // Ids are 0…n-1; a gap, should one appear, stays a null.
  return JSON.stringify({ options, pages, documents: Array.from(documents, (d) => d ?? null) } satisfies PackedStore);
}

/** The store file's text → the options and the documents by id. */
export function unpackStore(text: string): { options: SearchOptions; documents: Array<StoredDocument | undefined> } {
  const packed = JSON.parse(text) as PackedStore;
  const documents = packed.documents.map((entry) => {
    const page = entry && packed.pages[entry[0]];
    if (!entry || !page) return undefined;
    const [, anchor, section, text] = entry;
    return { url: anchor ? `${page[0]}#${anchor}` : page[0], title: page[1], section: section || null, subcategory: page[2], text };
  });
  return { options: packed.options, documents };
}
