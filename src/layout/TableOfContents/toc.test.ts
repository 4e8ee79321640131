import { expect, it } from 'vitest';
import { pickActiveHeading, tocIds, tocLevels } from './toc';

it('keeps h2 entries with their h3 children only', () => {
  const raw = {
    items: [
      { url: '#a', title: 'A', items: [{ url: '#a1', title: 'A1', items: [{ url: '#deep', title: 'Deep' }] }] },
      { url: '#b', title: 'B' },
      { url: '', title: 'broken' },
    ],
  };
  expect(tocLevels(raw)).toEqual([
    { url: '#a', title: 'A', items: [{ url: '#a1', title: 'A1' }] },
    { url: '#b', title: 'B', items: [] },
  ]);
  expect(tocIds(tocLevels(raw))).toEqual(['a', 'a1', 'b']);
  expect(tocLevels(null)).toEqual([]);
});

it('picks the heading in view the way BEHAVIOUR 2.12 describes', () => {
  const at = (tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top, bottom: top + 30 }));
  // Before the first heading reaches the top half: nothing.
  expect(pickActiveHeading(at([600, 1200]), 64, 900)).toBeNull();
  // First heading in the top half.
  expect(pickActiveHeading(at([100, 1200]), 64, 900)).toBe('h0');
  // Next heading below the top half: the previous one is still active.
  expect(pickActiveHeading(at([-400, 700]), 64, 900)).toBe('h0');
  // Scrolled past every heading: the last.
  expect(pickActiveHeading(at([-900, -300]), 64, 900)).toBe('h1');
});
