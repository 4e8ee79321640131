import { expect, it } from 'vitest';
import { prefixesForSearch, queryTerms, stemsForSearch, wordRuns, words } from './encode';

it('lowercases, strips accents and punctuation, drops stop words and lone letters, and stems', () => {
  expect(stemsForSearch("The Retries of a Café-Webhook! The connector's")).toEqual(['retri', 'cafe', 'webhook', 'connector']);
  expect(words('X-Sync-Credentials header next_cursor ｆｕｌｌ')).toEqual(['x', 'sync', 'credentials', 'header', 'next', 'cursor', 'full']);
});

it('gives the runs of displayed text with their positions, for highlighting', () => {
  expect(wordRuns('Café, e\u0301t 42!')).toEqual([
    { text: 'Café', at: 0, words: ['cafe'] },
    { text: 'e\u0301t', at: 6, words: ['et'] },
    { text: '42', at: 10, words: ['42'] },
  ]);
});

it('analyses a query with the same rules, keeping the typed word beside its stem', () => {
  expect(queryTerms('The retries of Pagination')).toEqual([
    { word: 'retries', stem: 'retri' },
    { word: 'pagination', stem: 'pagination' },
  ]);
  expect(queryTerms(`${'a '.repeat(100)}webhook`)).toEqual([]);
});

it('never throws, whatever the input', () => {
  for (const input of ['', '   ', '<script>alert(1)</script>', '.*+?^${}()|[]\\', '🚀🎉', 'x'.repeat(10_000), '\u0000\uffff', '\ud800']) {
    expect(() => stemsForSearch(input)).not.toThrow();
    expect(() => prefixesForSearch(input)).not.toThrow();
    expect(() => queryTerms(input)).not.toThrow();
  }
  expect(stemsForSearch('🚀 .*+? ')).toEqual([]);
});

it('gives every prefix of a title’s stems, from two letters', () => {
  expect([...prefixesForSearch('Rate limiting, a')]).toEqual(['ra', 'rat', 'rate', 'li', 'lim', 'limi', 'limit']);
});
