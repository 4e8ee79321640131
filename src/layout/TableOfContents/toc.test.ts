import { expect, it } from 'vitest';
import { activeFromPositions, headingPosition, tocIds, tocLevels } from './toc';

const raw = [
  { depth: 2, id: 'a', title: 'A' },
  { depth: 3, id: 'a1', title: 'A1' },
  { depth: 4, id: 'deep', title: 'Deep' },
  { depth: 2, id: 'b', title: 'B' },
];

it('keeps h2 entries with their h3 children by default (siteConfig.tableOfContents)', () => {
  expect(tocLevels(raw)).toEqual([
    { url: '#a', title: 'A', items: [{ url: '#a1', title: 'A1', items: [] }] },
    { url: '#b', title: 'B', items: [] },
  ]);
  expect(tocIds(tocLevels(raw))).toEqual(['a', 'a1', 'b']);
  expect(tocLevels(null)).toEqual([]);
});

it('follows a different configured range of heading levels', () => {
  expect(tocIds(tocLevels(raw, { minHeadingLevel: 2, maxHeadingLevel: 2 }))).toEqual(['a', 'b']);
  expect(tocIds(tocLevels(raw, { minHeadingLevel: 2, maxHeadingLevel: 4 }))).toEqual(['a', 'a1', 'deep', 'b']);
  // h3 and h4 only: the h3 moves to the top level, the h2s are left out.
  expect(tocLevels(raw, { minHeadingLevel: 3, maxHeadingLevel: 4 })).toEqual([
    { url: '#a1', title: 'A1', items: [{ url: '#deep', title: 'Deep', items: [] }] },
  ]);
});

it('nests a heading under a skipped level beneath the nearest listed heading, and starts over at each higher level', () => {
  const skipped = [
    { depth: 2, id: 'a', title: 'A' },
    { depth: 4, id: 'a-deep', title: 'A deep' },
    { depth: 3, id: 'a1', title: 'A1' },
    { depth: 2, id: 'b', title: 'B' },
    { depth: 3, id: 'b1', title: 'B1' },
  ];
  expect(tocLevels(skipped, { minHeadingLevel: 2, maxHeadingLevel: 4 })).toEqual([
    {
      url: '#a',
      title: 'A',
      items: [
        { url: '#a-deep', title: 'A deep', items: [] },
        { url: '#a1', title: 'A1', items: [] },
      ],
    },
    { url: '#b', title: 'B', items: [{ url: '#b1', title: 'B1', items: [] }] },
  ]);
});

it('picks the heading in view the way BEHAVIOUR 2.12 describes', () => {
  // Before the first heading reaches the top half: nothing.
  expect(
    activeFromPositions([
      ['a', 'below'],
      ['b', 'below'],
    ]),
  ).toBeNull();
  // A heading in the top half wins, the first one if several are.
  expect(
    activeFromPositions([
      ['a', 'above'],
      ['b', 'in'],
      ['c', 'in'],
    ]),
  ).toBe('b');
  // Between headings: the last one above is still active.
  expect(
    activeFromPositions([
      ['a', 'above'],
      ['b', 'above'],
      ['c', 'below'],
    ]),
  ).toBe('b');
  // Scrolled past every heading: the last.
  expect(
    activeFromPositions([
      ['a', 'above'],
      ['b', 'above'],
    ]),
  ).toBe('b');
});

it('places a heading above, inside or below the band between the navbar and the middle of the viewport', () => {
  // Under the 64px navbar counts as above: the reader cannot see it.
  expect(headingPosition(-300, 64, 900)).toBe('above');
  expect(headingPosition(63, 64, 900)).toBe('above');
  expect(headingPosition(64, 64, 900)).toBe('in');
  expect(headingPosition(449, 64, 900)).toBe('in');
  expect(headingPosition(450, 64, 900)).toBe('below');
});
