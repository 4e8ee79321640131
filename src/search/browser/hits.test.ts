import { describe, expect, it } from 'vitest';
import { queryTerms, type WordRun } from '../encode';
import { highlight, snippet, toHits } from './hits';

const isRetry = (run: WordRun) => run.words.some((w) => w.startsWith('retr'));
const text = (segments: Array<{ text: string; match: boolean }>) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('snippets', () => {
  it('shows a passage around the first match with the matches marked', () => {
    const body =
      'Providers throttle. The SDK retries requests when the provider answers 429 with a short Retry-After header value and then gives up.';
    expect(text(snippet(body, isRetry))).toBe('… The SDK [retries] requests when the provider answers 429 with a short [Retry] …');
  });

  it('stops at a sentence end and marks every match', () => {
    expect(text(highlight('retry, then retry.', isRetry))).toBe('[retry], then [retry].');
    expect(text(snippet('Short. We retry here.', isRetry))).toBe('… We [retry] here.');
  });

  it('ends a sentence at a full stop before a closing bracket or quote, and keeps them with the passage', () => {
    expect(text(snippet('(See Logging.) We retry here.', isRetry))).toBe('… We [retry] here.');
    expect(text(snippet('It says "done." We retry (twice).', isRetry))).toBe('… We [retry] (twice).');
    expect(text(snippet('We always retry). Then more words follow here.', isRetry))).toBe('We always [retry]). …');
  });

  it('reads a dot inside a word (task.created, 1.x, api.example) as no sentence end', () => {
    expect(text(snippet('On task.created we retry the call at api.example once.', isRetry))).toBe(
      '… task.created we [retry] the call at api.example once.',
    );
    expect(text(snippet('In 1.x we retry every call, and in 2.x only the safe ones since they are idempotent.', isRetry))).toBe(
      '… 1.x we [retry] every call, and in 2.x only the safe ones …',
    );
  });
});

describe('toHits', () => {
  const doc = (url: string, title: string, section: string | null, body: string) => ({
    url,
    title,
    section,
    subcategory: 'Connectors › Recipes',
    text: body,
  });

  it('returns at most maxHits, one per URL and two per page, with stems matching inflections', () => {
    const docs = [
      doc('/docs/a/', 'Rate limiting', null, 'Retries happen automatically.'),
      doc('/docs/a/', 'Rate limiting', null, 'duplicate'),
      doc('/docs/a/#x', 'Rate limiting', 'Budgets', 'retry budget'),
      doc('/docs/a/#y', 'Rate limiting', 'Costs', 'a third section of page a, left out'),
      doc('/docs/b/#x', 'Provider', 'Retries', 'The client retried once.'),
      ...Array.from({ length: 10 }, (_, i) => doc(`/docs/c${i}/`, 'Other', null, 'retry')),
    ];
    const hits = toHits(docs, queryTerms('retry'), 5);
    expect(hits).toHaveLength(5);
    // The engine's order, two per page.
    expect(hits.map((h) => h.url).slice(0, 3)).toEqual(['/docs/a/', '/docs/a/#x', '/docs/b/#x']);
    expect(hits[2]?.terms.sort()).toEqual(['retried', 'retries']);
    expect(text(hits[2]!.section!)).toBe('[Retries]');
  });

  it('keeps the engine’s order', () => {
    const docs = [
      doc('/docs/debugger/#keyboard-shortcuts', 'Debugger', 'Keyboard shortcuts', 'Press ? for the list.'),
      doc('/docs/commands/#related', 'Command reference', 'Related', 'Debugger keyboard shortcuts'),
      undefined,
      doc('/docs/partial/', 'Debugger keyboard', null, 'Only two of the three words.'),
    ];
    expect(toHits(docs, queryTerms('debugger keyboard shortcuts'), 5).map((h) => h.url)).toEqual([
      '/docs/debugger/#keyboard-shortcuts',
      '/docs/commands/#related',
      '/docs/partial/',
    ]);
  });

  it('marks the words the index matched, under the same rules: no stop words, hyphens and underscores split', () => {
    const [hit] = toHits([doc('/docs/a/', 'A', null, 'Send the Retry-After header and next_cursor.')], queryTerms('the retry cursor'), 5);
    expect(text(hit!.snippet)).toBe('Send the [Retry]-After header and next_[cursor].');
  });

  it('treats a query of stop words or symbols as empty, and never throws', () => {
    for (const query of ['', '   ', 'the of', '<script>alert(1)</script>', '.*+?^${}()|[]\\', '🚀', 'x'.repeat(10_000)]) {
      expect(() => toHits([doc('/docs/a/', 'A', null, 'script alert text')], queryTerms(query), 5)).not.toThrow();
    }
    expect(toHits([doc('/docs/a/', 'A', null, 'text')], queryTerms('the of'), 5)).toEqual([]);
  });
});
