import { stem } from './stem';

/** Words too common to help a search (and costly to index in every prefix). */
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have in into is it its of on or that the their then there these this to was were will with you your'.split(
    ' ',
  ),
);

/** Longest query the engine considers; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

/** Lowercase words without accents, split on anything that is not a letter or a digit. */
export function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * FlexSearch's encoder, the same at build time and in the browser: stemmed words without stop
 * words, joined by spaces. It also strips the JSON punctuation and field name that
 * gatsby-plugin-local-search wraps each document in, so those never become search terms.
 */
export function encodeForSearch(text: string): string {
  return words(String(text))
    .filter((word) => !STOP_WORDS.has(word) && word !== '_')
    .map(stem)
    .join(' ');
}

/**
 * Separates a document's title and heading from its body in the indexed text. It survives the
 * encoder (letters only, no stem change) and no reader types it.
 */
export const BODY_MARKER = 'zzbodyzz';

/** Shortest prefix of a title or heading word that is indexed. */
const MIN_PREFIX = 2;

/**
 * FlexSearch's tokenizer. Indexed text (with the marker): every prefix of the title and heading
 * words, so typing `pagin` finds Pagination, and the body's stemmed words whole, so the index
 * stays small (all prefixes of all body words would triple it). A query (no marker): its words.
 */
export function tokenizeForSearch(encoded: string): string[] {
  const all = encoded.split(' ').filter(Boolean);
  const marker = all.indexOf(BODY_MARKER);
  if (marker === -1) return all;
  const prefixes: string[] = [];
  for (const word of all.slice(0, marker)) {
    for (let end = Math.min(MIN_PREFIX, word.length); end <= word.length; end += 1) prefixes.push(word.slice(0, end));
  }
  return prefixes.concat(all.slice(marker + 1));
}

/** FlexSearch 0.6 options shared by the index build (gatsby-config) and the browser. */
export const SEARCH_ENGINE_OPTIONS = {
  encode: encodeForSearch,
  tokenize: tokenizeForSearch,
  threshold: 0,
  // Nine relevance slots: fewer lump most documents together and rank them by file order.
  resolution: 9,
  depth: 0,
};

/** The field gatsby-plugin-local-search indexes: `_`, which the encoder drops. */
export const INDEXED_FIELD = '_';
