import { describe, expect, it } from 'vitest';
import { highlight, snippet, toHits } from './hits';

const isRetry = (w: string) => /^retr/i.test(w);
const text = (segments: Array<{ text: string; match: boolean }>) => segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

describe('snippets', () => {
  it('shows a passage around the first match with the matches marked', () => {
    const body = 'Providers throttle. The SDK retries requests when the provider answers 429 with a short Retry-After header value and then gives up.';
    expect(text(snippet(body, isRetry))).toBe('… The SDK [retries] requests when the provider answers 429 with a short [Retry] …');
  });

  it('stops at a sentence end and marks every match', () => {
    expect(text(highlight('retry, then retry.', isRetry))).toBe('[retry], then [retry].');
    expect(text(snippet('Short. We retry here.', isRetry))).toBe('… We [retry] here.');
  });
});

describe('toHits', () => {
  const doc = (url: string, title: string, section: string | null, body: string) => ({ url, title, section, subcategory: 'Connectors › Recipes', text: body });

  it('returns at most maxHits, one per URL and two per page, with stems matching inflections', () => {
    const docs = [
      doc('/docs/a/', 'Rate limiting', null, 'Retries happen automatically.'),
      doc('/docs/a/', 'Rate limiting', null, 'duplicate'),
      doc('/docs/a/#x', 'Rate limiting', 'Budgets', 'retry budget'),
      doc('/docs/a/#y', 'Rate limiting', 'Costs', 'a third section of page a, left out'),
      doc('/docs/b/#x', 'Provider', 'Retries', 'The client retried once.'),
      ...Array.from({ length: 10 }, (_, i) => doc(`/docs/c${i}/`, 'Other', null, 'retry')),
    ];
    const hits = toHits(docs, 'retry', 5);
    expect(hits).toHaveLength(5);
    // A section whose heading matches outranks body matches; then engine order, two per page.
    expect(hits.map((h) => h.url).slice(0, 3)).toEqual(['/docs/b/#x', '/docs/a/', '/docs/a/#x']);
    expect(hits[0]?.terms.sort()).toEqual(['retried', 'retries']);
    expect(text(hits[0]!.section!)).toBe('[Retries]');
  });

  it('puts a page whose title matches first, then matching headings, then the rest', () => {
    const docs = [
      doc('/docs/ops/#pagination', 'Graph operations', 'Pagination', 'cursor'),
      doc('/docs/other/', 'Other', null, 'pagination mentioned in passing'),
      doc('/docs/pagination/', 'Pagination', null, 'Return large collections.'),
      doc('/docs/pagination/#page-size', 'Pagination', 'Page size', '50 to 200'),
    ];
    expect(toHits(docs, 'pagin', 5).map((h) => h.url)).toEqual(['/docs/pagination/', '/docs/ops/#pagination', '/docs/pagination/#page-size', '/docs/other/']);
  });

  it('treats a query of stop words or symbols as empty, and never throws', () => {
    for (const query of ['', '   ', 'the of', '<script>alert(1)</script>', '.*+?^${}()|[]\\', '🚀', 'x'.repeat(10_000)]) {
      expect(() => toHits([doc('/docs/a/', 'A', null, 'script alert text')], query, 5)).not.toThrow();
    }
    expect(toHits([doc('/docs/a/', 'A', null, 'text')], 'the of', 5)).toEqual([]);
  });
});
