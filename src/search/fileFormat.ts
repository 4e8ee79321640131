import { impacts, RANKING, type RankedDocument, type Ranking } from './ranking';
import type { SearchOptions, StoredDocument } from './options';

/*
 * The layout of the search files, written by the build and read by the browser and the benchmark;
 * all JSON. When each loads: useSearchIndex.ts. Why the index is the site's own:
 * docs/decisions/2026-11-29-ranked-index.md.
 */

/** The index file: the words that typo correction and "Did you mean" choose from, and how common each is. */
interface PackedWords {
  /** How many documents the site holds (for idf). */
  documents: number;
  /** The indexed words (stems and title prefixes), sorted, separated by spaces. */
  words: string;
  /** By word: how many documents hold it. */
  counts: number[];
}

/**
 * The postings file: by word (in the index's order), its documents in ascending id, each written as
 * `(id - previous id) * levels + impact steps`.
 */
interface PackedPostings {
  /** Impact steps per unit (RANKING.scale when built). */
  scale: number;
  /** One more than the largest impact step: the radix of a posting. */
  levels: number;
  postings: number[][];
}

/** At build: the documents → the index and postings files (`ranking`: the benchmark compares other weights). */
export function packIndex(documents: readonly RankedDocument[], ranking: Ranking = RANKING): { index: string; postings: string } {
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
  return {
    index: JSON.stringify({
      documents: documents.length,
      words: words.join(' '),
      counts: postings.map((list) => list.length),
    } satisfies PackedWords),
    postings: JSON.stringify({ scale: ranking.scale, levels, postings } satisfies PackedPostings),
  };
}

/** A word's documents, ascending, with its impact in each. */
export interface Postings {
  ids: number[];
  impacts: number[];
}

export interface UnpackedWords {
  documents: number;
  /** The indexed words, sorted, so a binary search finds those a prefix starts. */
  words: string[];
  /** How many documents hold each word, by its position in `words`. */
  counts: number[];
}

/** The index file's text → the vocabulary. */
export function unpackWords(text: string): UnpackedWords {
  const packed = JSON.parse(text) as PackedWords;
  return { documents: packed.documents, words: packed.words ? packed.words.split(' ') : [], counts: packed.counts };
}

/** The postings file's text → the documents of the word at `position`, decoded at first use. */
export function unpackPostings(text: string): (position: number) => Postings {
  const packed = JSON.parse(text) as PackedPostings;
  const decoded = new Map<number, Postings>();
  return (position) => {
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
