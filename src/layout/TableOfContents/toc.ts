/** One heading in gatsby-plugin-mdx's `tableOfContents` JSON. */
export interface TocItem {
  url: string;
  title: string;
  items?: TocItem[];
}

/**
 * The h2 entries and their h3 children. The page query asks for `maxDepth: 3`, and pages have no
 * h1 in their body (the content checks refuse one), so the top level is h2 and the next is h3.
 */
export function tocLevels(raw: { items?: TocItem[] } | null | undefined): TocItem[] {
  return (raw?.items ?? [])
    .filter((item) => item.url && item.title)
    .map((item) => ({
      url: item.url,
      title: item.title,
      items: (item.items ?? []).filter((child) => child.url && child.title).map(({ url, title }) => ({ url, title })),
    }));
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
