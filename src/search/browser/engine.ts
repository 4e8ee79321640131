import { createVocabulary, resolveTerms, suggestionEdits, type ResolveOptions, type Vocabulary } from './correct';
import { MAX_QUERY_LENGTH, queryTerms, words, type QueryTerm } from '../encode';
import { unpackPostings, unpackStore, unpackWords, type Postings } from '../fileFormat';
import { toHits, type Hit } from './hits';
import type { SearchOptions, StoredDocument } from '../options';
import { idf } from '../ranking';
import { stem } from '../stem';

/**
 * The search engine, loaded on demand (not in the page bundle). The browser and the benchmark
 * both call `search()`: the same analysis, correction, scoring and choice of hits.
 */
export interface LoadedSearch {
  /** How many documents the site holds. */
  documentCount: number;
  postings: (position: number) => Postings;
  documents: Array<StoredDocument | undefined>;
  options: SearchOptions;
  vocabulary: Vocabulary;
}

export interface SearchResult {
  hits: Hit[];
  /** With no hits: the nearest query that has some ("Did you mean …"), else null. */
  suggestion: string | null;
}

/** Parses the downloaded files: the one costly step (tens of ms on a phone), done on first use. */
export function prepareSearch(indexText: string, postingsText: string, storeText: string): LoadedSearch {
  const { documents: documentCount, words, counts } = unpackWords(indexText);
  const { options, documents } = unpackStore(storeText);
  return { documentCount, postings: unpackPostings(postingsText), documents, options, vocabulary: createVocabulary(words, counts) };
}

const NONE: Postings = { ids: [], impacts: [] };
const postingsOf = ({ postings, vocabulary }: LoadedSearch, word: string): Postings => {
  const position = vocabulary.position.get(word);
  return position === undefined ? NONE : postings(position);
};

/** How many documents hold every one of `stems` (a correction's fit with the rest of the query). */
function together(loaded: LoadedSearch, stems: string[]): number {
  const [rarest, ...others] = stems.map((word) => new Set(postingsOf(loaded, word).ids)).sort((a, b) => a.size - b.size);
  if (!rarest) return 0;
  let found = 0;
  for (const id of rarest) if (others.every((ids) => ids.has(id))) found += 1;
  return found;
}

/** The documents holding the most query words first, then by score (`idf × impact` summed), then by id. */
function run(loaded: LoadedSearch, terms: QueryTerm[]): Hit[] {
  const scores = new Map<number, { matched: number; score: number }>();
  for (const word of new Set(terms.map((t) => t.stem))) {
    const { ids, impacts } = postingsOf(loaded, word);
    const weight = idf(loaded.documentCount, ids.length);
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
    ranked.map(([id]) => loaded.documents[id]),
    terms,
    loaded.options.maxHits,
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
