/**
 * The one docs sidebar as data. Built at build time from the content tree (src/site/sidebar.ts)
 * and read in the browser for the sidebar, breadcrumbs and previous/next links.
 * Every `href` is a Gatsby route without the `/docs` prefix.
 */

export interface SidebarDoc {
  type: 'doc';
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's generated index page. */
  href: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarCategory;

/** Ancestors of the item whose href is `route`, outermost first, and the item itself (last). */
export function findTrail(items: SidebarItem[], route: string): SidebarItem[] {
  for (const item of items) {
    if (item.href === route) return [item];
    if (item.type === 'category') {
      const inner = findTrail(item.items, route);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

/** Every page in sidebar order, categories before their children (what prev/next walks). */
export function flattenSidebar(items: SidebarItem[]): Array<{ label: string; href: string }> {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [{ label: item.label, href: item.href }, ...flattenSidebar(item.items)]
      : [{ label: item.label, href: item.href }],
  );
}

/** A neighbour; `section` is its category's label when that is not the current page's, so two pages of one title read apart. */
export interface Neighbour {
  label: string;
  href: string;
  section?: string;
}

export interface PrevNext {
  previous: Neighbour | null;
  next: Neighbour | null;
}

/** The label of the innermost category above `route` (a category page's parent), or '' at the top level. */
const sectionOf = (items: SidebarItem[], route: string) =>
  findTrail(items, route)
    .filter((item) => item.type === 'category' && item.href !== route)
    .at(-1)?.label ?? '';

/** The pages before and after `route` in sidebar order. */
export function findPrevNext(items: SidebarItem[], route: string): PrevNext {
  const flat = flattenSidebar(items);
  const at = flat.findIndex((entry) => entry.href === route);
  if (at === -1) return { previous: null, next: null };
  const here = sectionOf(items, route);
  const neighbour = (entry: { label: string; href: string } | undefined): Neighbour | null => {
    if (!entry) return null;
    const section = sectionOf(items, entry.href);
    return section && section !== here ? { ...entry, section } : entry;
  };
  return { previous: neighbour(flat[at - 1]), next: neighbour(flat[at + 1]) };
}

/** `Connectors › Recipes` for a recipe: the labels of the categories above the page. */
export function categoryPath(items: SidebarItem[], route: string, separator = ' › '): string {
  return findTrail(items, route)
    .filter((item) => item.type === 'category' && item.href !== route)
    .map((item) => item.label)
    .join(separator);
}
