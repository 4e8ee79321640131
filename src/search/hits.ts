import { MAX_QUERY_LENGTH, words } from './encode';
import type { StoredDocument } from './options';
import { stem } from './stem';

/** A piece of displayed text, `match` when it is a searched word (shown emphasised). */
export interface Segment {
  text: string;
  match: boolean;
}

export interface Hit {
  url: string;
  title: Segment[];
  section: Segment[] | null;
  subcategory: string;
  snippet: Segment[];
  /** The words of the page that matched, for highlighting them on arrival. */
  terms: string[];
}

const WORD = /[\p{L}\p{N}_]+/gu;
const STOP = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

/** The query as stems and raw words (a reader's prefix of an unfinished word counts too). */
export function queryTerms(query: string): Array<{ raw: string; stem: string }> {
  return words(query.slice(0, MAX_QUERY_LENGTH))
    .filter((word) => !STOP.has(word))
    .map((raw) => ({ raw, stem: stem(raw) }));
}

function matcher(terms: Array<{ raw: string; stem: string }>) {
  return (word: string) => {
    const [normal = ''] = words(word);
    if (!normal) return false;
    const stemmed = stem(normal);
    return terms.some((t) => normal.startsWith(t.raw) || stemmed.startsWith(t.stem));
  };
}

/** Splits `text` into segments, marking the words that match. */
export function highlight(text: string, isMatch: (word: string) => boolean): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const at = m.index ?? 0;
    if (!isMatch(m[0])) continue;
    if (at > last) segments.push({ text: text.slice(last, at), match: false });
    segments.push({ text: m[0], match: true });
    last = at + m[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * A short passage around the first match (BEHAVIOUR 2.15): up to 3 words back, not past a
 * sentence start, and 10 words on, stopping at a full stop; `…` marks a cut.
 */
export function snippet(text: string, isMatch: (word: string) => boolean): Segment[] {
  const found = [...text.matchAll(WORD)];
  if (!found.length) return [];
  let first = found.findIndex((m) => isMatch(m[0]));
  if (first === -1) first = 0;
  let start = first;
  for (let back = 0; back < 3 && start > 0; back += 1) {
    const between = text.slice((found[start - 1]?.index ?? 0) + (found[start - 1]?.[0].length ?? 0), found[start]?.index ?? 0);
    if (/[.!?]/.test(between)) break;
    start -= 1;
  }
  let end = Math.min(found.length - 1, first + 10);
  for (let i = first; i < end; i += 1) {
    const between = text.slice((found[i]?.index ?? 0) + (found[i]?.[0].length ?? 0), found[i + 1]?.index ?? 0);
    if (/[.!?]/.test(between)) {
      end = i;
      break;
    }
  }
  const from = found[start]?.index ?? 0;
  const endMatch = found[end];
  let to = (endMatch?.index ?? 0) + (endMatch?.[0].length ?? 0);
  if (/^[.!?]/.test(text.slice(to))) to += 1;
  const passage = text.slice(from, to);
  const segments = highlight(passage, isMatch);
  if (from > 0) segments.unshift({ text: '… ', match: false });
  if (to < text.length) segments.push({ text: ' …', match: false });
  return segments;
}

/** Whether every query term matches a word of `text`. */
function matchesAll(text: string, terms: Array<{ raw: string; stem: string }>): boolean {
  const found = [...text.matchAll(WORD)].map((m) => m[0]);
  return terms.every((term) => found.some((word) => matcher([term])(word)));
}

/**
 * Title boost: the engine ranks by word position, which ties often; a page whose title matches the
 * query comes first, then sections whose heading matches, then the rest, each in engine order.
 */
function tier(doc: StoredDocument, terms: Array<{ raw: string; stem: string }>): number {
  if (!doc.section && matchesAll(doc.title, terms)) return 0;
  if (doc.section && matchesAll(doc.section, terms)) return 1;
  if (matchesAll(doc.title, terms)) return 2;
  return 3;
}

/** Sections of one page among the results, at most: the rest of the list goes to other pages. */
const MAX_HITS_PER_PAGE = 2;

/**
 * Turns the engine's ranked documents into at most `maxHits` results: one per URL and at most two
 * per page, with the title, section and a snippet emphasising the searched words.
 */
export function toHits(documents: Array<StoredDocument | undefined>, query: string, maxHits: number): Hit[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const isMatch = matcher(terms);
  const seen = new Set<string>();
  const perPage = new Map<string, number>();
  const hits: Hit[] = [];
  const ranked = documents
    .filter((doc): doc is StoredDocument => doc !== undefined)
    .map((doc, order) => ({ doc, order, tier: tier(doc, terms) }))
    .sort((a, b) => a.tier - b.tier || a.order - b.order)
    .map((entry) => entry.doc);
  for (const doc of ranked) {
    if (seen.has(doc.url)) continue;
    const page = doc.url.split('#')[0] ?? doc.url;
    if ((perPage.get(page) ?? 0) >= MAX_HITS_PER_PAGE) continue;
    seen.add(doc.url);
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    const text = doc.text || doc.section || doc.title;
    const parts = [doc.title, doc.section ?? '', text];
    const matched = new Set<string>();
    for (const part of parts) for (const m of part.matchAll(WORD)) if (isMatch(m[0])) matched.add(m[0].toLowerCase());
    hits.push({
      url: doc.url,
      title: highlight(doc.title, isMatch),
      section: doc.section ? highlight(doc.section, isMatch) : null,
      subcategory: doc.subcategory,
      snippet: snippet(text, isMatch),
      terms: matched.size ? [...matched] : terms.map((t) => t.raw),
    });
    if (hits.length === maxHits) break;
  }
  return hits;
}
