import { isSearchWord, wordRuns, type QueryTerm, type WordRun } from '../encode';
import type { StoredDocument } from '../options';
import { stem } from '../stem';

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

// Stems of displayed words, computed once per visit: hits are highlighted on every keystroke.
const stems = new Map<string, string>();
const stemOf = (word: string) => {
  let found = stems.get(word);
  if (found === undefined) stems.set(word, (found = stem(word)));
  return found;
};

/** Whether a run of displayed text holds a searched word: a stem, or a spelling, the reader's term begins. */
export function matcher(terms: QueryTerm[]): (run: WordRun) => boolean {
  return (run) =>
    run.words.some((word) => {
      if (!isSearchWord(word)) return false;
      const stemmed = stemOf(word);
      return terms.some((t) => word.startsWith(t.word) || stemmed.startsWith(t.stem));
    });
}

/** Splits `text` into segments, marking the words that match. */
export function highlight(text: string, isMatch: (run: WordRun) => boolean): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const run of wordRuns(text)) {
    if (!isMatch(run)) continue;
    if (run.at > last) segments.push({ text: text.slice(last, run.at), match: false });
    segments.push({ text: run.text, match: true });
    last = run.at + run.text.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

const end = (run: WordRun | undefined) => (run ? run.at + run.text.length : 0);

/**
 * A full stop that ends a sentence is followed, after any closing quote or bracket, by a space or
 * the end: not the dot of `task.created` or `1.x`.
 */
const SENTENCE_END = /[.!?]["')\]]*(?:\s|$)/;
/** What ends the sentence right after a passage's last word (`retry).`), kept with it. */
const SENTENCE_TAIL = /^["')\]]*[.!?]["')\]]*(?=\s|$)/;

/**
 * A short passage around the first match (BEHAVIOUR 2.15): up to 3 words back, not past a
 * sentence start, and 10 words on, stopping at a full stop; `…` marks a cut.
 */
export function snippet(text: string, isMatch: (run: WordRun) => boolean): Segment[] {
  const found = wordRuns(text);
  if (!found.length) return [];
  const first = Math.max(0, found.findIndex(isMatch));
  const sentenceEndBefore = (i: number) => SENTENCE_END.test(text.slice(end(found[i - 1]), (found[i]?.at ?? text.length - 1) + 1));
  let start = first;
  for (let back = 0; back < 3 && start > 0 && !sentenceEndBefore(start); back += 1) start -= 1;
  let last = Math.min(found.length - 1, first + 10);
  for (let i = first; i < last; i += 1) {
    if (sentenceEndBefore(i + 1)) {
      last = i;
      break;
    }
  }
  const from = found[start]?.at ?? 0;
  let to = end(found[last]);
  to += SENTENCE_TAIL.exec(text.slice(to))?.[0].length ?? 0;
  const segments = highlight(text.slice(from, to), isMatch);
  if (from > 0) segments.unshift({ text: '… ', match: false });
  if (to < text.length) segments.push({ text: ' …', match: false });
  return segments;
}

/** Sections of one page among the results, at most: the rest of the list goes to other pages. */
const MAX_HITS_PER_PAGE = 2;

/**
 * Turns the engine's ranked documents (best first) for the query `terms` into at most `maxHits`
 * results: one per URL and at most two per page, with the title, section and a snippet
 * emphasising the terms.
 */
export function toHits(documents: Array<StoredDocument | undefined>, terms: QueryTerm[], maxHits: number): Hit[] {
  if (!terms.length) return [];
  const isMatch = matcher(terms);
  const seen = new Set<string>();
  const perPage = new Map<string, number>();
  const hits: Hit[] = [];
  for (const doc of documents) {
    if (!doc) continue;
    if (seen.has(doc.url)) continue;
    const page = doc.url.split('#')[0] ?? doc.url;
    if ((perPage.get(page) ?? 0) >= MAX_HITS_PER_PAGE) continue;
    seen.add(doc.url);
    perPage.set(page, (perPage.get(page) ?? 0) + 1);
    const text = doc.text || doc.section || doc.title;
    const matched = new Set<string>();
    for (const part of [doc.title, doc.section ?? '', text])
      for (const run of wordRuns(part)) if (isMatch(run)) matched.add(run.text.toLowerCase());
    hits.push({
      url: doc.url,
      title: highlight(doc.title, isMatch),
      section: doc.section ? highlight(doc.section, isMatch) : null,
      subcategory: doc.subcategory,
      snippet: snippet(text, isMatch),
      terms: matched.size ? [...matched] : terms.map((t) => t.word),
    });
    if (hits.length === maxHits) break;
  }
  return hits;
}
