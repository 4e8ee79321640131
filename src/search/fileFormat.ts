import type { SearchOptions, StoredDocument } from './options';

/*
 * The layout of the two search files. The build packs what gatsby-plugin-local-search produces
 * (FlexSearch's export and the store of documents); the browser and the benchmark unpack it. Both
 * stay JSON. Sizes before and after: docs/decisions/2026-11-25-typo-tolerant-search.md.
 */

/**
 * FlexSearch 0.6 exports `[slots, contexts, ids]`: each of the `resolution` slots maps a word to
 * the ascending ids of the documents that rank it there, so a word repeats in up to four slots and
 * every id is written in full. Packed, each word is written once, in sorted order, and each of its
 * documents as `(id - previous id) * slots + slot`. The sorted words are the vocabulary the typo
 * correction searches.
 */
interface PackedIndex {
  slots: number;
  /** The indexed words (stems and title prefixes), sorted, separated by spaces. */
  words: string;
  /** By word: its documents, ascending by id. */
  postings: number[][];
}

/** FlexSearch's word → ascending document ids, one map per relevance slot. */
export type IndexSlots = Array<Record<string, number[]>>;
type FlexExport = [IndexSlots, Record<string, unknown>, string[]];

/** At build: FlexSearch's exported index (a JSON string) → the index file. */
export function packIndex(exported: string): string {
  const [slots] = JSON.parse(exported) as FlexExport;
  const byWord = new Map<string, Array<[id: number, slot: number]>>();
  slots.forEach((slot, at) => {
    for (const [word, ids] of Object.entries(slot)) {
      const list = byWord.get(word) ?? [];
      for (const id of ids) list.push([Number(id), at]);
      byWord.set(word, list);
    }
  });
  const words = [...byWord.keys()].sort();
  const postings = words.map((word) => {
    const list = (byWord.get(word) ?? []).sort((a, b) => a[0] - b[0]);
    let previous = 0;
    return list.map(([id, at]) => {
      const value = (id - previous) * slots.length + at;
      previous = id;
      return value;
    });
  });
  return JSON.stringify({ slots: slots.length, words: words.join(' '), postings } satisfies PackedIndex);
}

export interface UnpackedIndex {
  /** What FlexSearch's `import(payload, { serialize: false })` takes. */
  payload: FlexExport;
  /** The indexed words, sorted, so a binary search finds those a prefix starts. */
  words: string[];
  /** How many documents hold each word, by its position in `words`. */
  counts: number[];
}

/** The index file's text → FlexSearch's import payload and the vocabulary. */
export function unpackIndex(text: string): UnpackedIndex {
  const packed = JSON.parse(text) as PackedIndex;
  const words = packed.words ? packed.words.split(' ') : [];
  // Prototype-free maps: a query for `constructor` or `__proto__` must find no document, not Object's members.
  const slots: IndexSlots = Array.from({ length: packed.slots }, () => Object.create(null) as Record<string, number[]>);
  const ids = new Set<number>();
  const counts = words.map((word, w) => {
    const list = packed.postings[w] ?? [];
    let id = 0;
    for (const value of list) {
      const at = value % packed.slots;
      id += (value - at) / packed.slots;
      const slot = slots[at];
      if (slot) (slot[word] ??= []).push(id);
      ids.add(id);
    }
    return list.length;
  });
  return { payload: [slots, Object.create(null) as Record<string, unknown>, [...ids].map(String)], words, counts };
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

/** At build: gatsby-plugin-local-search's store (by document id) → the store file. */
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
