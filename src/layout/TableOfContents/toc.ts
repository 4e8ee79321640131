import { siteConfig } from '../../config/site';
import type { PageHeading } from '../../mdx/headingIds';

/** One entry of the table of contents, with the entries of the headings under it. */
export interface TocItem {
  url: string;
  title: string;
  items?: TocItem[];
}

export interface TocRange {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/**
 * The headings of the configured levels (`siteConfig.tableOfContents`, h2–h3 by default), nested
 * as on the page: each under the nearest heading before it of a higher level. A heading outside
 * the range is left out; a heading under one above the range moves up, and one under a skipped
 * level nests under the nearest heading that is listed.
 */
export function tocLevels(headings: readonly PageHeading[] | null | undefined, range: TocRange = siteConfig.tableOfContents): TocItem[] {
  const root: TocItem[] = [];
  const open: Array<{ depth: number; items: TocItem[] }> = [];
  for (const heading of headings ?? []) {
    if (heading.depth < range.minHeadingLevel || heading.depth > range.maxHeadingLevel) continue;
    while (open.length && (open.at(-1) as { depth: number }).depth >= heading.depth) open.pop();
    const item: TocItem = { url: `#${heading.id}`, title: heading.title, items: [] };
    (open.at(-1)?.items ?? root).push(item);
    open.push({ depth: heading.depth, items: item.items as TocItem[] });
  }
  return root;
}

/** Ids of every entry, in document order. */
export function tocIds(items: TocItem[]): string[] {
  return items.flatMap((item) => [item.url.slice(1), ...tocIds(item.items ?? [])]);
}

/** Where a heading is relative to the band between the navbar and the middle of the viewport. */
export type HeadingPosition = 'above' | 'in' | 'below';

/** The position of a heading whose top edge is `top` px from the top of a `viewportHeight` viewport. */
export function headingPosition(top: number, navbarHeight: number, viewportHeight: number): HeadingPosition {
  if (top < navbarHeight) return 'above';
  return top < viewportHeight / 2 ? 'in' : 'below';
}

/**
 * The heading "in view" (BEHAVIOUR 2.12): the first heading inside the top half of the viewport
 * (below the navbar); if none is, the last one above it; before the first heading, none.
 */
export function activeFromPositions(headings: Array<[string, HeadingPosition]>): string | null {
  const inside = headings.find(([, position]) => position === 'in');
  if (inside) return inside[0];
  const above = headings.filter(([, position]) => position === 'above');
  return above.at(-1)?.[0] ?? null;
}
