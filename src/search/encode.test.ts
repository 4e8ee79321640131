import { expect, it } from 'vitest';
import { BODY_MARKER, encodeForSearch, tokenizeForSearch, words } from './encode';

it('lowercases, strips accents and punctuation, drops stop words and stems', () => {
  expect(encodeForSearch('The Retries of a Café-Webhook!')).toBe('retri cafe webhook');
  expect(words('X-Sync-Credentials header')).toEqual(['x', 'sync', 'credentials', 'header']);
});

it('drops the JSON wrapper of the indexed field', () => {
  expect(encodeForSearch('{"_":"Rate limiting \\"quotes\\""}')).toBe('rate limit quot');
});

it('never throws, whatever the input', () => {
  for (const input of ['', '   ', '<script>alert(1)</script>', '.*+?^${}()|[]\\', '🚀🎉', 'x'.repeat(10_000), '\u0000\uffff']) {
    expect(() => encodeForSearch(input)).not.toThrow();
  }
  expect(encodeForSearch('🚀 .*+? ')).toBe('');
});

it('indexes every prefix of title words but body words whole; queries stay as typed', () => {
  expect(tokenizeForSearch(`rate ${BODY_MARKER} budget`)).toEqual(['ra', 'rat', 'rate', 'budget']);
  expect(tokenizeForSearch('rate lim')).toEqual(['rate', 'lim']);
  expect(encodeForSearch(`Rate limiting ${BODY_MARKER} Budgets`)).toBe(`rate limit ${BODY_MARKER} budget`);
});
