import { expect, it } from 'vitest';
import { activeFromPositions, tocIds, tocLevels } from './toc';

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
  // Before the first heading reaches the top half: nothing.
  expect(activeFromPositions([['a', 'below'], ['b', 'below']])).toBeNull();
  // A heading in the top half wins, the first one if several are.
  expect(activeFromPositions([['a', 'above'], ['b', 'in'], ['c', 'in']])).toBe('b');
  // Between headings: the last one above is still active.
  expect(activeFromPositions([['a', 'above'], ['b', 'above'], ['c', 'below']])).toBe('b');
  // Scrolled past every heading: the last.
  expect(activeFromPositions([['a', 'above'], ['b', 'above']])).toBe('b');
});
