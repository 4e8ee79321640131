import React from 'react';
import { hashTarget } from '../../lib/hashTarget';

interface HighlightState {
  highlightState?: { terms?: unknown };
}

/**
 * After a search result is picked: marks every occurrence of the matched words in the article (or
 * the main area), scrolls the first into view, and removes the marks on the next navigation. The
 * request is taken out of history state at once, so a reload or Back does not highlight again.
 */
export function SearchHighlight({ location }: { location: { key?: string; hash: string; state?: unknown } }) {
  const terms = (location.state as HighlightState | null)?.highlightState?.terms;
  const wanted = Array.isArray(terms) ? terms.filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, 20) : [];
  const key = wanted.join('\u0000');

  React.useEffect(() => {
    if (!key) return undefined;
    const words = key.split('\u0000');
    const { highlightState: _, ...rest } = (window.history.state ?? {}) as HighlightState & Record<string, unknown>;
    window.history.replaceState(rest, '');
    let instance: { unmark: () => void } | null = null;
    let cancelled = false;
    void import('mark.js').then(({ default: Mark }) => {
      const root = document.querySelector('article') ?? document.querySelector('main');
      if (cancelled || !root) return;
      const mark = new Mark(root);
      instance = mark;
      mark.mark(words, {
        separateWordSearch: false,
        // The search tokenizer splits at `-`, `_` and `/` too: `retry` is a word of `Retry-After`.
        accuracy: { value: 'exactly', limiters: [',', '.', ':', ';', '(', ')', '"', "'", '`', '?', '!', '-', '_', '/'] },
        ignoreJoiners: true,
        exclude: ['.hash-link', '.sr-only', 'nav *'],
        done: () => {
          const anchor = hashTarget(location.hash);
          const marks = Array.from(root.querySelectorAll('mark'));
          // After the anchor when there is one, so the reader lands in the right section.
          const first = marks.find((m) => !anchor || anchor.compareDocumentPosition(m) & Node.DOCUMENT_POSITION_FOLLOWING) ?? marks[0];
          first?.scrollIntoView({ block: 'center' });
        },
      });
    });
    return () => {
      cancelled = true;
      instance?.unmark();
    };
    // Tied to one arrival: a new location (key) clears the marks.
  }, [key, location.key, location.hash]);

  return null;
}
