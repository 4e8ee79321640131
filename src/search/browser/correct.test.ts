import { describe, expect, it } from 'vitest';
import { completion, createVocabulary, editDistance, maxEdits, nearestWords, resolveTerms, suggestionEdits } from './correct';
import { queryTerms } from '../encode';

// Indexed words (stems and title prefixes) and how many documents hold each.
const vocabulary = createVocabulary(
  [
    'debugg',
    'debugger',
    'graph',
    'handler',
    'idempotency',
    'idempotent',
    'lack',
    'model',
    'modul',
    'pagination',
    'strip',
    'sync',
    'webhook',
  ],
  [3, 3, 40, 30, 2, 5, 1, 18, 38, 12, 1, 50, 25],
);
const resolve = (query: string, together?: (stems: string[]) => number) =>
  resolveTerms(queryTerms(query), vocabulary, { together }).map((t) => t.stem);

describe('editDistance', () => {
  it.each([
    ['pagination', 'pagination', 0],
    ['pagnation', 'pagination', 1], // dropped
    ['debuger', 'debugger', 1], // dropped double
    ['webhhook', 'webhook', 1], // doubled
    ['hanlder', 'handler', 1], // swapped
    ['sinc', 'sync', 1], // wrong
    ['envirment', 'environment', 2],
  ])('%s → %s: %i', (a, b, distance) => expect(editDistance(a, b, 3)).toBe(distance));

  it('stops at the bound', () => {
    expect(editDistance('kubernetes', 'pagination', 2)).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe('bounds', () => {
  it('allows no edit up to 4 letters, one up to 7, two from 8; a suggestion one more, at most two', () => {
    expect([3, 4, 5, 7, 8, 15].map(maxEdits)).toEqual([0, 0, 1, 1, 2, 2]);
    expect([2, 3, 4, 5, 8].map(suggestionEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('the correction step', () => {
  it('keeps words the index holds, so exact matches rank as before', () => {
    expect(resolve('graph model')).toEqual(['graph', 'model']);
  });

  it('corrects an unknown word to the nearest indexed word within its bound', () => {
    expect(resolve('pagnation')).toEqual(['pagination']);
    expect(resolve('hanlders')).toEqual(['handler']);
    expect(resolve('webhoks')).toEqual(['webhook']);
    expect(resolve('debuger')).toEqual(['debugger']);
  });

  it('leaves short words and words too far from any other alone', () => {
    expect(resolve('sinc')).toEqual(['sinc']);
    expect(resolve('kubernetes')).toEqual(['kubernet']);
  });

  it('keeps the first letter: slack is not lack', () => {
    expect(resolve('slack')).toEqual(['slack']);
    expect(nearestWords('slack', vocabulary, 1, { anyFirstLetter: true })).toEqual(['lack']);
  });

  it('completes the last word, the one being typed, to its commonest indexed word', () => {
    expect(completion('idempot', vocabulary)).toBe('idempotent');
    expect(resolve('idempot')).toEqual(['idempotent']);
    // A finished word is corrected, not completed.
    expect(resolve('idempot sync')).toEqual(['idempot', 'sync']);
  });

  it('between equally near words, picks the one that fits the rest of the query', () => {
    expect(nearestWords('modl', vocabulary, 1)).toEqual(['modul', 'model']);
    expect(resolve('modle')).toEqual(['modul']);
    const together = (stems: string[]) => (stems.includes('graph') ? (stems.includes('model') ? 9 : 11) : 0);
    expect(resolve('graph modle', together)).toEqual(['graph', 'model']);
    // The choice of shards reads every one of them (engine.ts, shardsFor).
    expect(resolveTerms(queryTerms('graph modle'), vocabulary)[1]?.candidates?.sort()).toEqual(['model', 'modul']);
    expect(resolveTerms(queryTerms('pagnation'), vocabulary)[0]?.candidates).toBeUndefined();
  });

  it('corrects three unknown words of a query at most', () => {
    expect(resolve('pagnation hanlders webhoks debuger')).toEqual(['pagination', 'handler', 'webhook', 'debuger']);
  });

  it('marks what it replaced and highlights by the new word', () => {
    expect(resolveTerms(queryTerms('sync pagnation'), vocabulary)).toEqual([
      { word: 'sync', stem: 'sync', replaced: false },
      { word: 'pagination', stem: 'pagination', replaced: true, typed: 'pagnation' },
    ]);
  });

  it('reads a word whose last letter stopped the stemmer short as the word it stems to, not as the start of a rarer one', () => {
    const words = createVocabulary(['ifram', 'iframehtml', 'sync'], [20, 2, 50]);
    // `iframee` stems to `iframe`, which begins only `iframehtml`; `iframe` itself stems to the indexed `ifram`.
    expect(resolveTerms(queryTerms('iframee'), words).map((t) => t.stem)).toEqual(['ifram']);
    // A prefix the stemmer leaves alone is still completed, even one edit from a commoner word.
    expect(resolveTerms(queryTerms('iframeh'), words).map((t) => t.stem)).toEqual(['iframehtml']);
    const typing = createVocabulary(['call', 'callback', 'client', 'clientsecret'], [50, 5, 60, 4]);
    expect(resolveTerms(queryTerms('callb'), typing).map((t) => t.stem)).toEqual(['callback']);
    // `clientse` stems to `clients`, whose stem `client` is indexed, but `clientsecret` begins with what was typed.
    expect(resolveTerms(queryTerms('clientse'), typing).map((t) => t.stem)).toEqual(['clientsecret']);
  });

  it('splits a word the index holds as two (multi-homing, rate limiting), after trying to correct it', () => {
    const words = createVocabulary(['home', 'limit', 'multi', 'rate', 'sync'], [4, 6, 3, 5, 50]);
    expect(resolveTerms(queryTerms('multihoming'), words)).toEqual([
      { word: 'multi', stem: 'multi', replaced: false, typed: 'multihoming' },
      { word: 'homing', stem: 'home', replaced: false, typed: 'multihoming' },
    ]);
    expect(resolveTerms(queryTerms('sync ratelimiting'), words).map((t) => t.stem)).toEqual(['sync', 'rate', 'limit']);
    // No split into stray syllables (`pay` + `roll`), and a word with no indexed parts stays as typed.
    const syllables = createVocabulary(['pai', 'pay', 'roll'], [3, 3, 3]);
    expect(resolveTerms(queryTerms('payroll'), syllables).map((t) => t.stem)).toEqual(['payrol']);
    expect(resolveTerms(queryTerms('xyzzyplugh'), words).map((t) => t.stem)).toEqual(['xyzzyplugh']);
  });
});
