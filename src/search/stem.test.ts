import { expect, it } from 'vitest';
import { stem } from './stem';

it.each([
  ['retries', 'retri'],
  ['retried', 'retri'],
  ['retry', 'retri'],
  ['retrying', 'retri'],
  ['limits', 'limit'],
  ['limiting', 'limit'],
  ['limited', 'limit'],
  ['cache', 'cach'],
  ['caching', 'cach'],
  ['webhooks', 'webhook'],
  ['policies', 'polici'],
  ['caresses', 'caress'],
  ['hopping', 'hop'],
  ['hoping', 'hope'],
  ['pagination', 'pagination'],
  ['is', 'is'],
  ['sdk', 'sdk'],
  ['ngrok', 'ngrok'],
])('%s → %s', (word, expected) => expect(stem(word)).toBe(expected));

it('keeps a stem a prefix of the word being typed, so prefix search works while typing', () => {
  for (const typed of ['pagin', 'paginat', 'paginati']) expect('pagination'.startsWith(stem(typed))).toBe(true);
  expect(stem('retries').startsWith(stem('retr'))).toBe(true);
});
