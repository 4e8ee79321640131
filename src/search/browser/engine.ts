import FlexSearch from 'flexsearch';
import { createVocabulary, resolveTerms, suggestionEdits, type ResolveOptions, type Vocabulary } from './correct';
import { MAX_QUERY_LENGTH, queryTerms, SEARCH_ENGINE_OPTIONS, words, type QueryTerm } from '../encode';
import { unpackIndex, unpackStore, type IndexSlots } from '../fileFormat';
import { toHits, type Hit } from './hits';
import type { SearchOptions, StoredDocument } from '../options';
import { stem } from '../stem';

/**
 * The search engine, loaded on demand (not in the page bundle). The browser and the benchmark
 * both call `search()`: the same analysis, correction, FlexSearch query and ranking.
 */
export type SearchIndex = ReturnType<typeof FlexSearch.create>;

export interface LoadedSearch {
  index: SearchIndex;
  /** FlexSearch's own word → documents maps (shared, not copied), to ask which document holds a word. */
  slots: IndexSlots;
  documents: Array<StoredDocument | undefined>;
  options: SearchOptions;
  vocabulary: Vocabulary;
}

export interface SearchResult {
  hits: Hit[];
  /** With no hits: the nearest query that has some ("Did you mean …"), else null. */
  suggestion: string | null;
}

const QUERY_OPTIONS = { limit: 40, suggest: true };

/**
 * The build's options, except that queries reach FlexSearch already analysed (and corrected) by
 * `queryTerms()`, which applies the build's encoder rules: encoding them again could change a
 * corrected stem (`stem(stem(w))` is not always `stem(w)`).
 */
const BROWSER_OPTIONS = { ...SEARCH_ENGINE_OPTIONS, encode: (analysed: string) => analysed };

/** Parses the two downloaded files: the one costly step (tens of ms on a phone), done on first use. */
export function prepareSearch(indexText: string, storeText: string): LoadedSearch {
  const { payload, words: vocabulary, counts } = unpackIndex(indexText);
  const index = FlexSearch.create(BROWSER_OPTIONS as unknown as Parameters<typeof FlexSearch.create>[0]);
  (index.import as (payload: unknown, config: { serialize: boolean }) => void)(payload, { serialize: false });
  const { options, documents } = unpackStore(storeText);
  return { index, slots: payload[0], documents, options, vocabulary: createVocabulary(vocabulary, counts) };
}

/** Whether document `id` holds `word`: a binary search in each slot's list, which is in ascending order. */
function holds(slots: IndexSlots, word: string, id: number): boolean {
  for (const slot of slots) {
    const list = slot[word];
    if (!list) continue;
    let low = 0;
    let high = list.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const value = list[middle] ?? 0;
      if (value === id) return true;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
  }
  return false;
}

/** How many documents hold every one of `stems` (a correction's fit with the rest of the query). */
function together({ slots, vocabulary }: LoadedSearch, stems: string[]): number {
  const count = (word: string) => vocabulary.counts[vocabulary.position.get(word) ?? -1] ?? 0;
  const [rarest, ...others] = [...stems].sort((a, b) => count(a) - count(b));
  if (rarest === undefined) return 0;
  let found = 0;
  for (const slot of slots) for (const id of slot[rarest] ?? []) if (others.every((word) => holds(slots, word, id))) found += 1;
  return found;
}

function run(loaded: LoadedSearch, terms: QueryTerm[]): Hit[] {
  const { index, slots, documents, options } = loaded;
  const ids = index.search(terms.map((t) => t.stem).join(' '), QUERY_OPTIONS) as unknown as number[];
  // With `suggest`, FlexSearch lists the documents holding every term first, then partial matches.
  let complete = 0;
  while (complete < ids.length && terms.every((t) => holds(slots, t.stem, ids[complete] ?? -1))) complete += 1;
  return toHits(
    ids.map((id) => documents[id]),
    terms,
    options.maxHits,
    complete,
  );
}

const NOTHING: SearchResult = { hits: [], suggestion: null };

/**
 * The hits for `query`, or with none a suggestion; never throws on what a reader types. `tuning`
 * is for the benchmark, which compares correction bounds; the site uses the defaults.
 */
export function search(loaded: LoadedSearch, query: string, tuning: Pick<ResolveOptions, 'edits' | 'anyFirstLetter'> = {}): SearchResult {
  const typed = queryTerms(query);
  if (!typed.length) return NOTHING;
  const fit = (stems: string[]) => together(loaded, stems);
  const hits = run(loaded, resolveTerms(typed, loaded.vocabulary, { ...tuning, together: fit }));
  if (hits.length) return { hits, suggestion: null };
  return {
    hits,
    suggestion: suggest(loaded, query, resolveTerms(typed, loaded.vocabulary, { ...tuning, edits: suggestionEdits, together: fit })),
  };
}

/**
 * "Did you mean": the query with each unknown word replaced by the nearest indexed word within a
 * looser bound, spelled as the found pages spell it; offered only when that query finds pages.
 */
function suggest(loaded: LoadedSearch, query: string, terms: Array<QueryTerm & { replaced: boolean }>): string | null {
  // Only a query whose every unknown word has a correction: half-corrected gibberish helps no one.
  if (!terms.some((t) => t.replaced) || terms.some((t) => !t.replaced && !loaded.vocabulary.position.has(t.stem))) return null;
  const hits = run(loaded, terms);
  if (!hits.length) return null;
  const seen = hits.flatMap((hit) => hit.terms);
  const typed = queryTerms(query);
  const spelling = new Map<string, string>();
  terms.forEach((term, i) => {
    const typedWord = typed[i]?.word;
    if (!term.replaced || !typedWord) return;
    const shown = seen.find((w) => words(w).some((part) => stem(part) === term.stem)) ?? seen.find((w) => w.startsWith(term.stem));
    spelling.set(typedWord, shown ?? term.stem);
  });
  return words(query.slice(0, MAX_QUERY_LENGTH))
    .map((word) => spelling.get(word) ?? word)
    .join(' ');
}
