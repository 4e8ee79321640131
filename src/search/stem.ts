/**
 * English stemming for search: Porter's inflectional steps only (1a, 1b, 1c and 5), so a stem
 * stays a prefix of what a reader types — `retries`/`retried`/`retry` → `retri`, `limits`/
 * `limiting` → `limit`, `cache`/`caching` → `cach` — while `pagin` still prefix-matches
 * `pagination`, which steps 2–4 would cut to `pagin`… only sometimes.
 */
const VOWEL = /[aeiou]/;

/** Porter's consonant test, where y after a consonant counts as a vowel. */
function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if (c === undefined) return false;
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 || !isConsonant(word, i - 1);
  return true;
}

/** m, the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonant(stem, i)) i += 1;
  while (i < n) {
    while (i < n && !isConsonant(stem, i)) i += 1;
    if (i >= n) break;
    while (i < n && isConsonant(stem, i)) i += 1;
    m += 1;
  }
  return m;
}

const hasVowel = (stem: string) => [...stem].some((_, i) => !isConsonant(stem, i));
const endsDoubleConsonant = (w: string) => w.length > 1 && w.at(-1) === w.at(-2) && isConsonant(w, w.length - 1);
/** Consonant-vowel-consonant at the end, the last not w, x or y (`hop`, not `hoop`). */
const endsCvc = (w: string) =>
  w.length >= 3 &&
  isConsonant(w, w.length - 3) &&
  !isConsonant(w, w.length - 2) &&
  isConsonant(w, w.length - 1) &&
  !'wxy'.includes(w.at(-1) ?? '');

export function stem(word: string): string {
  if (word.length <= 2 || !VOWEL.test(word)) return word;
  let w = word;
  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  // `-ss` stays (`caress`).
  else if (w.endsWith('s') && !w.endsWith('ss') && w.length > 3) w = w.slice(0, -1);
  // Step 1b: -eed, -ed, -ing.
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else {
    const suffix = w.endsWith('ed') ? 'ed' : w.endsWith('ing') ? 'ing' : null;
    if (suffix && hasVowel(w.slice(0, -suffix.length))) {
      w = w.slice(0, -suffix.length);
      if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
      else if (endsDoubleConsonant(w) && !'lsz'.includes(w.at(-1) ?? '')) w = w.slice(0, -1);
      else if (measure(w) === 1 && endsCvc(w)) w += 'e';
    }
  }
  // Step 1c: y → i after a vowel-bearing stem.
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;
  // Step 5a: a final e goes when the stem is long enough.
  if (w.endsWith('e')) {
    const base = w.slice(0, -1);
    const m = measure(base);
    if (m > 1 || (m === 1 && !endsCvc(base))) w = base;
  }
  // Step 5b: -ll → -l on long stems.
  if (measure(w) > 1 && w.endsWith('ll')) w = w.slice(0, -1);
  return w;
}
