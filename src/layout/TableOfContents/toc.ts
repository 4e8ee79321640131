import { siteConfig } from '../../config/site';

/** One heading in gatsby-plugin-mdx's `tableOfContents` JSON. */
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
 * The entries of the configured heading levels (`siteConfig.tableOfContents`, h2–h3 by default),
 * nested as on the page. gatsby-plugin-mdx nests its `tableOfContents` by heading level and pages
 * have no h1 in their body (the content checks refuse one), so its top level is h2. A heading above
 * the range is left out and its children move up; one below it is left out with its children.
 */
export function tocLevels(raw: { items?: TocItem[] } | null | undefined, range: TocRange = siteConfig.tableOfContents): TocItem[] {
  const walk = (items: TocItem[] | undefined, level: number): TocItem[] =>
    (items ?? []).flatMap((item) => {
      if (level > range.maxHeadingLevel) return [];
      const children = walk(item.items, level + 1);
      // Above the range, or a level the page skipped (mdast-util-toc leaves an item without a link).
      if (level < range.minHeadingLevel || !item.url || !item.title) return children;
      return [{ url: item.url, title: item.title, items: children }];
    });
  return walk(raw?.items, 2);
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
