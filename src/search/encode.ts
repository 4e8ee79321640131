import { stem } from './stem';

/**
 * Words too common to help a search (and costly to index in every prefix). The index, the query,
 * the ranking and the highlighting all skip them: this is the one list.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for from has have in into is it its of on or that the their then there these this to was were will with you your'.split(
    ' ',
  ),
);

/** Longest query the engine considers; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

// Letters and digits with their combining marks; `_`, `-`, `'` and the rest separate words.
const RUN = /[\p{L}\p{N}\p{M}]+/gu;
const ASCII = /^[a-zA-Z0-9]+$/;

/** A run of letters and digits in displayed text, with the words search sees in it. */
export interface WordRun {
  text: string;
  at: number;
  /** Lowercase, without accents, compatibility forms folded (`ｆｕｌｌ` → `full`); usually one. */
  words: string[];
}

/** The runs of letters and digits in `text`: the one tokenizer of the index, the query and the highlighting. */
export function wordRuns(text: string): WordRun[] {
  const runs: WordRun[] = [];
  for (const match of String(text).matchAll(RUN)) {
    // ASCII needs no Unicode folding (most runs; this runs for every word of every highlighted hit).
    const folded = ASCII.test(match[0]) ? match[0].toLowerCase() : match[0].normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    const found = folded.split(/[^a-z0-9]+/).filter(Boolean);
    if (found.length) runs.push({ text: match[0], at: match.index ?? 0, words: found });
  }
  return runs;
}

/** Lowercase words without accents, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  return wordRuns(text).flatMap((run) => run.words);
}

/** A word worth indexing and searching: not a stop word, not a lone letter or digit (`connector's` → `s`). */
export function isSearchWord(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word);
}

/** A query word as typed (folded) and its stem, which is what the index holds. */
export interface QueryTerm {
  word: string;
  stem: string;
}

/** The search words of a query, capped at MAX_QUERY_LENGTH characters. */
export function queryTerms(query: string): QueryTerm[] {
  return words(String(query).slice(0, MAX_QUERY_LENGTH))
    .filter(isSearchWord)
    .map((word) => ({ word, stem: stem(word) }));
}

/** The stems of a text's search words, in order: what the index holds of a body. */
export function stemsForSearch(text: string): string[] {
  return words(text).filter(isSearchWord).map(stem);
}

/** Shortest prefix of a title or heading word that is indexed. */
const MIN_PREFIX = 2;

/**
 * The stems of a title or heading with every prefix of each, so typing `pagin` finds Pagination;
 * a body's words are indexed whole, so the index stays small.
 */
export function prefixesForSearch(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of stemsForSearch(text))
    for (let end = Math.min(MIN_PREFIX, word.length); end <= word.length; end += 1) found.add(word.slice(0, end));
  return found;
}
