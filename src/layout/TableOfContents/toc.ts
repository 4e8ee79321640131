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

/**
 * The heading "in view" (BEHAVIOUR 2.12): the first heading at or below the navbar counts if it is
 * in the top half of the viewport, otherwise the one before it; past the last, the last.
 */
export function pickActiveHeading(
  headings: Array<{ id: string; top: number; bottom: number }>,
  navbarHeight: number,
  viewportHeight: number,
): string | null {
  const nextIndex = headings.findIndex((h) => h.top >= navbarHeight);
  if (nextIndex === -1) return headings.at(-1)?.id ?? null;
  const next = headings[nextIndex];
  if (next && next.top > 0 && next.bottom < viewportHeight / 2) return next.id;
  return headings[nextIndex - 1]?.id ?? null;
}
