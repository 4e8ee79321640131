import type { QueryTerm } from '../encode';
import { stem } from '../stem';

/**
 * What the index holds, for the correction step: its words (stems of every word, and every
 * prefix of title and heading words), sorted, with how many documents hold each.
 */
export interface Vocabulary {
  words: string[];
  counts: number[];
  position: Map<string, number>;
  /** Positions in `words` by first letter and length, so a correction compares only words that may be near. */
  buckets: Map<string, number[]>;
}

const bucket = (first: string, length: number) => `${first}${length}`;

/** Builds the vocabulary from the index file's sorted words and their document counts. */
export function createVocabulary(words: string[], counts: number[]): Vocabulary {
  const position = new Map<string, number>();
  const buckets = new Map<string, number[]>();
  words.forEach((word, i) => {
    position.set(word, i);
    const key = bucket(word[0] ?? '', word.length);
    const same = buckets.get(key);
    if (same) same.push(i);
    else buckets.set(key, [i]);
  });
  return { words, counts, position, buckets };
}

/**
 * Edits a typed word of `length` letters may contain and still be corrected without asking: none
 * up to 4 letters (a short word is one edit from too many others; "Did you mean" offers it
 * instead), one up to 7, two from 8. Of the bounds `npm run bench:search` compares, these find
 * every misspelling of tests/search/typos.json and turn the fewest words of
 * tests/search/absent.json into words they do not mean.
 */
export function maxEdits(length: number): number {
  if (length <= 4) return 0;
  return length <= 7 ? 1 : 2;
}

/** A looser bound for "Did you mean": one edit more than `maxEdits`, at most two, from 3 letters. */
export function suggestionEdits(length: number): number {
  return length < 3 ? 0 : Math.min(2, maxEdits(length) + 1);
}

/**
 * Edit distance counting a dropped, added or wrong letter and a swap of two neighbours as one
 * edit each (optimal string alignment). Returns `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1);
}

/** The most frequent indexed word that begins with `prefix`, longer than it: the word still being typed. */
export function completion(prefix: string, vocabulary: Vocabulary): string | null {
  const { words, counts } = vocabulary;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((words[middle] ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  let best: string | null = null;
  let bestCount = 0;
  for (let i = low; i < words.length && words[i]?.startsWith(prefix); i += 1) {
    const count = counts[i] ?? 0;
    if (words[i] !== prefix && count > bestCount) {
      best = words[i] ?? null;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The indexed words nearest to `word` within `max` edits: all those at the fewest edits, most
 * documents first, at most `limit`. Only words with its first letter unless `anyFirstLetter`:
 * misspellings rarely change it, and allowing it turned `slack` into `lack`, `sprint` into `print`.
 */
export function nearestWords(word: string, vocabulary: Vocabulary, max: number, { anyFirstLetter = false, limit = 4 } = {}): string[] {
  if (max < 1 || !word) return [];
  let found: Array<{ word: string; count: number }> = [];
  let fewest = max;
  const firsts = anyFirstLetter ? new Set(vocabulary.words.map((w) => w[0] ?? '')) : [word[0] ?? ''];
  for (const first of firsts) {
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const i of vocabulary.buckets.get(bucket(first, length)) ?? []) {
        const candidate = vocabulary.words[i] ?? '';
        const distance = editDistance(word, candidate, fewest);
        if (distance > fewest) continue;
        if (distance < fewest) found = [];
        fewest = distance;
        found.push({ word: candidate, count: vocabulary.counts[i] ?? 0 });
      }
    }
  }
  return found
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((entry) => entry.word);
}

/** A query term as the search runs it: `stem` is an indexed word unless nothing near was found. */
export interface ResolvedTerm extends QueryTerm {
  /** The typed stem was not indexed and `stem` is the completion or correction that replaced it. */
  replaced: boolean;
  /** What the reader typed, where it differs from `word` (a replaced term, or a part of a split one). */
  typed?: string;
  /** A correction chosen among equally near words: all of them (the choice of shards reads them all). */
  candidates?: string[];
}

/** Unknown words of one query that are corrected, at most. */
const MAX_CORRECTED_WORDS = 3;

/** Documents added to each candidate's count when comparing how well candidates fit the query. */
const FIT_SMOOTHING = 5;

export interface ResolveOptions {
  /** Edits allowed for a word of this many letters. */
  edits?: (length: number) => number;
  /** Corrections may change the first letter (the benchmark compares; the site keeps it). */
  anyFirstLetter?: boolean;
  /** How many documents hold all these stems: between equally near words, the one that fits the rest of the query wins. */
  together?: (stems: string[]) => number;
}

/**
 * Letters each part of a split word has at least (`rate` + `limiting`): with 3, words the docs do not
 * hold came apart into syllables they do (`pay` + `roll`, `dis` + `count`: npm run bench:search).
 */
const MIN_PART = 4;

/**
 * A word typed as one that the index holds as two (`multihoming` for "Multi-homing", `ratelimiting`
 * for "rate limiting"): the split whose two parts are both indexed and the rarer of them the
 * commonest, or null.
 */
export function splitWord(word: string, vocabulary: Vocabulary): QueryTerm[] | null {
  const count = (w: string) => vocabulary.counts[vocabulary.position.get(w) ?? -1] ?? 0;
  let best: QueryTerm[] | null = null;
  let bestCount = 0;
  for (let at = MIN_PART; at <= word.length - MIN_PART; at += 1) {
    const parts = [word.slice(0, at), word.slice(at)].map((part) => ({ word: part, stem: stem(part) }));
    const rarer = Math.min(...parts.map((part) => count(part.stem)));
    if (rarer > bestCount) [best, bestCount] = [parts, rarer];
  }
  return best;
}

/**
 * Each query term as the index knows it. A stem the index holds stays as typed, so exact matches
 * rank as they always did. One it lacks becomes the indexed stem of its own stem, where the typed
 * word's last letter stopped the stemmer short (`iframee` → `iframe` → `ifram`, not the start of
 * `iframeHtml`); else, if it is the last (the word being typed), the commonest indexed word it
 * begins (`idempot` → `idempotent`); else the nearest indexed word within `edits(word length)`
 * edits (`pagnation` → `pagination`; `graph modle` → `model`, not the commoner `module`); else the
 * two indexed words it joins (`multihoming` → `multi homing`); else it stays and matches nothing.
 */
export function resolveTerms(terms: QueryTerm[], vocabulary: Vocabulary, options: ResolveOptions = {}): ResolvedTerm[] {
  const { edits = maxEdits, anyFirstLetter, together } = options;
  const count = (word: string) => vocabulary.counts[vocabulary.position.get(word) ?? -1] ?? 0;
  const known = terms.filter((t) => vocabulary.position.has(t.stem)).map((t) => t.stem);
  let unknown = 0;
  return terms.flatMap((term, i): ResolvedTerm[] => {
    if (vocabulary.position.has(term.stem)) return [{ ...term, replaced: false }];
    // A reader mistypes a word or two; a pasted paragraph of unknown words is not corrected word by word.
    unknown += 1;
    if (unknown > MAX_CORRECTED_WORDS) return [{ ...term, replaced: false }];
    // A letter too many at the end can stop the stemmer short: `iframee` stems to `iframe`, whose
    // own stem, `ifram`, is the indexed word. Completing `iframe` would lead to `iframeHtml` instead.
    // Not when an indexed word begins with what was typed (`clientse`, on its way to `clientSecret`).
    const restemmed = stem(term.stem);
    if (restemmed !== term.stem && vocabulary.position.has(restemmed) && !completion(term.word, vocabulary))
      return [{ word: restemmed, stem: restemmed, replaced: true, typed: term.word }];
    let better = i === terms.length - 1 ? completion(term.stem, vocabulary) : null;
    let candidates: string[] = [];
    if (!better) {
      candidates = nearestWords(term.stem, vocabulary, edits(term.word.length), { anyFirstLetter });
      better = candidates[0] ?? null;
      if (candidates.length > 1 && known.length && together) {
        // The share of the word's documents that also hold the rest of the query, smoothed so a word
        // in one document does not win by chance: `model` fits `graph` better than the commoner `module`.
        let best = -1;
        for (const candidate of candidates) {
          const fit = together([...known, candidate]) / (count(candidate) + FIT_SMOOTHING);
          if (fit > best) [better, best] = [candidate, fit];
        }
      }
    }
    // A replaced term highlights by its new stem: the typed spelling occurs nowhere.
    if (better) return [{ word: better, stem: better, replaced: true, typed: term.word, ...(candidates.length > 1 ? { candidates } : {}) }];
    const parts = term.word.length >= 2 * MIN_PART ? splitWord(term.word, vocabulary) : null;
    return parts ? parts.map((part) => ({ ...part, replaced: false, typed: term.word })) : [{ ...term, replaced: false }];
  });
}
