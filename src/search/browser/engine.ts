import { createVocabulary, resolveTerms, suggestionEdits, type ResolveOptions, type ResolvedTerm, type Vocabulary } from './correct';
import { MAX_QUERY_LENGTH, queryTerms, words, type QueryTerm } from '../encode';
import { unpackShard, type PackedIndex, type Postings, type Shard } from '../fileFormat';
import { toHits, type Hit } from './hits';
import { SHARDS_PER_QUERY, type SearchOptions, type StoredDocument } from '../options';
import { idf } from '../ranking';
import { stem } from '../stem';

/**
 * The search engine, loaded on demand (not in the page bundle). The browser and the benchmark
 * both call `shardsFor()` then, once those shards are loaded, `search()`: the same analysis,
 * correction, choice of shards, scoring and choice of hits.
 */
export interface LoadedSearch {
  /** How many documents the version holds. */
  documentCount: number;
  vocabulary: Vocabulary;
  /** By word position: its best shards and their levels (fileFormat.ts). */
  routes: number[][];
  /** The shard files by number, beside the index file. */
  shardFiles: string[];
  /** The shards loaded so far, by number. */
  shards: Map<number, Shard>;
  options: SearchOptions;
}

export interface SearchResult {
  hits: Hit[];
  /** With no hits: the nearest query that has some ("Did you mean …"), else null. */
  suggestion: string | null;
}

/** The index file, parsed (useSearchIndex parses it on arrival) → the engine's state, with no shard loaded yet. */
export function prepareSearch(index: PackedIndex): LoadedSearch {
  const words = index.words ? index.words.split(' ') : [];
  return {
    documentCount: index.documents,
    vocabulary: createVocabulary(words, index.counts),
    routes: index.routes,
    shardFiles: index.shards,
    shards: new Map(),
    options: index.options,
  };
}

/** Adds a downloaded shard (the costly step, a few ms each on a phone). */
export function addShard(loaded: LoadedSearch, shard: number, text: string): void {
  if (!loaded.shards.has(shard)) loaded.shards.set(shard, unpackShard(text));
}

/** A whole version at once, from its files' texts (the benchmark and the tests). */
export function loadSearch(index: string, shards: readonly string[]): LoadedSearch {
  const loaded = prepareSearch(JSON.parse(index) as PackedIndex);
  shards.forEach((text, shard) => addShard(loaded, shard, text));
  return loaded;
}

/** The shards that best hold `stems`: each word adds its idf times its weight in each shard the index names for it. */
function route(loaded: LoadedSearch, stems: string[]): number[] {
  const scores = new Map<number, number>();
  for (const word of new Set(stems)) {
    const position = loaded.vocabulary.position.get(word);
    if (position === undefined) continue;
    const weight = idf(loaded.documentCount, loaded.vocabulary.counts[position] ?? 0);
    const routes = loaded.routes[position] ?? [];
    for (let i = 0; i + 1 < routes.length; i += 2) {
      const shard = routes[i] ?? 0;
      scores.set(shard, (scores.get(shard) ?? 0) + weight * 2 ** (routes[i + 1] ?? 0));
    }
  }
  return [...scores]
    .sort(([a, x], [b, y]) => y - x || a - b)
    .slice(0, SHARDS_PER_QUERY)
    .map(([shard]) => shard)
    .sort((a, b) => a - b);
}

type Tuning = Pick<ResolveOptions, 'edits' | 'anyFirstLetter'>;

/**
 * The shards `query` reads (at most SHARDS_PER_QUERY), from the index alone: those of its words as
 * corrected, or, when none of them is indexed, those of the "Did you mean" query. A word corrected
 * among equally near words brings all of them: `search()` chooses among them by how well each fits
 * the rest of the query, which it can only count in the shards it reads.
 */
export function shardsFor(loaded: LoadedSearch, query: string, tuning: Tuning = {}): number[] {
  const typed = queryTerms(query);
  if (!typed.length) return [];
  const { vocabulary } = loaded;
  const stems = (terms: ResolvedTerm[]) => terms.flatMap((term) => term.candidates ?? [term.stem]);
  const terms = resolveTerms(typed, vocabulary, tuning);
  if (terms.some((term) => vocabulary.position.has(term.stem))) return route(loaded, stems(terms));
  return route(loaded, stems(resolveTerms(typed, vocabulary, { ...tuning, edits: suggestionEdits })));
}

/** What one query reads: the shards it chose, however many others this visit has loaded, so results never depend on what was searched before. */
interface Reading {
  loaded: LoadedSearch;
  shards: Shard[];
}

const NONE: Postings = { ids: [], impacts: [] };
const postingsOf = ({ loaded, shards }: Reading, word: string): Postings => {
  const position = loaded.vocabulary.position.get(word);
  if (position === undefined) return NONE;
  const found = shards.flatMap((shard) => shard.postings(position) ?? []);
  if (found.length < 2) return found[0] ?? NONE;
  return { ids: found.flatMap((p) => p.ids), impacts: found.flatMap((p) => p.impacts) };
};

/** How many documents hold every one of `stems` (a correction's fit with the rest of the query). */
function together(reading: Reading, stems: string[]): number {
  const [rarest, ...others] = stems.map((word) => new Set(postingsOf(reading, word).ids)).sort((a, b) => a.size - b.size);
  if (!rarest) return 0;
  let found = 0;
  for (const id of rarest) if (others.every((ids) => ids.has(id))) found += 1;
  return found;
}

/** The documents holding the most query words first, then by score (`idf × impact` summed), then by id. */
function run(reading: Reading, terms: QueryTerm[]): Hit[] {
  const { loaded, shards } = reading;
  const scores = new Map<number, { matched: number; score: number }>();
  for (const word of new Set(terms.map((t) => t.stem))) {
    const { ids, impacts } = postingsOf(reading, word);
    // The whole version's count, from the index: the shards read hold only part of the word's documents.
    const weight = idf(loaded.documentCount, loaded.vocabulary.counts[loaded.vocabulary.position.get(word) ?? -1] ?? 0);
    ids.forEach((id, i) => {
      const entry = scores.get(id) ?? { matched: 0, score: 0 };
      entry.matched += 1;
      entry.score += weight * (impacts[i] ?? 0);
      scores.set(id, entry);
    });
  }
  const ranked = [...scores].sort(([a, x], [b, y]) => y.matched - x.matched || y.score - x.score || a - b);
  // All of them: toHits stops at maxHits, and a page with many matching sections gives it two only.
  return toHits(
    ranked.map(([id]) => shards.reduce<StoredDocument | undefined>((found, shard) => found ?? shard.documents.get(id), undefined)),
    terms,
    loaded.options.maxHits,
  );
}

const NOTHING: SearchResult = { hits: [], suggestion: null };

/**
 * The hits for `query`, or with none a suggestion; never throws on what a reader types. `tuning`
 * is for the benchmark, which compares correction bounds; the site uses the defaults.
 */
export function search(loaded: LoadedSearch, query: string, tuning: Tuning = {}): SearchResult {
  const typed = queryTerms(query);
  if (!typed.length) return NOTHING;
  // A shard not loaded yet reads as empty: the browser loads shardsFor()'s before it asks.
  const reading = { loaded, shards: shardsFor(loaded, query, tuning).flatMap((shard) => loaded.shards.get(shard) ?? []) };
  const fit = (stems: string[]) => together(reading, stems);
  const hits = run(reading, resolveTerms(typed, loaded.vocabulary, { ...tuning, together: fit }));
  if (hits.length) return { hits, suggestion: null };
  return {
    hits,
    suggestion: suggest(reading, query, resolveTerms(typed, loaded.vocabulary, { ...tuning, edits: suggestionEdits, together: fit })),
  };
}

/**
 * "Did you mean": the query with each unknown word replaced by the nearest indexed word within a
 * looser bound, spelled as the found pages spell it; offered only when that query finds pages.
 */
function suggest(reading: Reading, query: string, terms: ResolvedTerm[]): string | null {
  // Only a query whose every unknown word has a correction: half-corrected gibberish helps no one.
  if (!terms.some((t) => t.replaced) || terms.some((t) => !t.replaced && !reading.loaded.vocabulary.position.has(t.stem))) return null;
  const hits = run(reading, terms);
  if (!hits.length) return null;
  const seen = hits.flatMap((hit) => hit.terms);
  const spelling = new Map<string, string>();
  terms.forEach((term) => {
    const typedWord = term.typed;
    if (!term.replaced || !typedWord) return;
    const shown = seen.find((w) => words(w).some((part) => stem(part) === term.stem)) ?? seen.find((w) => w.startsWith(term.stem));
    spelling.set(typedWord, shown ?? term.stem);
  });
  return words(query.slice(0, MAX_QUERY_LENGTH))
    .map((word) => spelling.get(word) ?? word)
    .join(' ');
}
